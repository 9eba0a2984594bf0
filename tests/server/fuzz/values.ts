/**
 * fast-check arbitraries made from the contract's own JSON schemas: values that satisfy a schema
 * (so a request can reach its handler), and values that break it, node by node: wrong types,
 * boundary and out-of-range numbers, empty, blank, huge, control-character and ill-formed
 * Unicode texts, too many items, missing and unknown fields, deep nesting, prototype keys.
 * Nothing here knows an operation: a new schema gets its hostile values for free.
 */
import fc from 'fast-check';
import type { JsonSchema } from '../../../server/contract.ts';

/** A piece of JSON text sent as it is: what no JavaScript value serializes to. */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** JSON text of a generated value (RawJson pieces are inserted verbatim). */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

/** Texts that have broken servers: blanks, controls, broken Unicode, injections, sizes, a slow pattern. */
export const HOSTILE_TEXTS: readonly string[] = [
  '',
  ' ',
  ' \t\n ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r',
  'a\rb\r\n',
  '\u0085',
  '\u2028\u2029',
  '\ud800',
  '\udfff\ud800x',
  '\u202eevil',
  '\ufeff',
  '😀👍🏽',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../etc/passwd',
  '%00%2e%2e%2f',
  'null',
  'undefined',
  'NaN',
  'true',
  '[]',
  '{}',
  '0x10',
  '1e308',
  '-0',
  '2147483648',
  '99999999999999999999',
  'a'.repeat(10_000),
  `a@${'a.'.repeat(5_000)}@`,
  'ж'.repeat(100_000),
];

/** Numbers at and past every edge a column or a parser has. */
function hostileNumbers(schema: JsonSchema): fc.Arbitrary<unknown> {
  const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
  const edges = [minimum, maximum].flatMap((edge) => (edge === undefined ? [] : [edge - 1, edge + 1, edge + 0.5]));
  return fc.oneof(
    fc.constantFrom<unknown>(
      ...edges,
      0,
      -1,
      -0,
      0.1,
      INT32.max,
      INT32.max + 1,
      INT32.min - 1,
      2 ** 53,
      2 ** 53 + 2,
      1e308,
      -1e308,
      1e-300,
      new RawJson('1e400'),
      new RawJson('-1e400'),
      new RawJson('1.0'),
      new RawJson('0.0000000000000000000000001'),
      '1',
      '0x10',
    ),
    fc.double(),
    fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((big) => new RawJson(big.toString())),
  );
}

/** Control characters: the ones text may hold (tab, line feeds) and the ones it may not. */
const CONTROLS = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f', '\r', '\t', '\n', '\r\n'];

/** Ill-formed UTF-16, which JSON's \u escapes can carry: lone high and low surrogates, a pair reversed. */
const ILL_FORMED = ['\ud800', '\udbff', '\udc00', '\udfff', '\ude00\ud83d'];

/**
 * Texts one step from valid: a valid text with a control character or ill-formed Unicode
 * inside, padded with white space, blank at a valid length, one character too short or too long.
 */
function nearMissTexts(schema: JsonSchema): fc.Arbitrary<unknown> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = schema.maxLength as number | undefined;
  const valid = validString(schema);
  const lengths = [' '.repeat(Math.max(minLength, 1)), '\t'.repeat(Math.max(minLength, 1)), 'я'.repeat(Math.max(minLength - 1, 0))];
  if (maxLength !== undefined && maxLength < 100_000) lengths.push('я'.repeat(maxLength + 1), ` ${'x'.repeat(maxLength)} `);
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.tuple(valid, fc.nat(), fc.constantFrom(...CONTROLS, ...ILL_FORMED)).map(([text, at, control]) => {
        const cut = at % (text.length + 1);
        return text.slice(0, cut) + control + text.slice(cut);
      }),
    },
    { weight: 1, arbitrary: fc.tuple(valid, fc.constantFrom(' ', '  \t', '\n', '\u00a0', '\u3000')).map(([text, pad]) => `${pad}${text}${pad}`) },
    { weight: 1, arbitrary: fc.constantFrom(...lengths) },
    ...(Array.isArray(schema.enum)
      ? [{ weight: 1, arbitrary: fc.constantFrom(...(schema.enum as unknown[])).map((value) => ` ${String(value).toUpperCase()} `) }]
      : []),
  );
}

function hostileTexts(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    nearMissTexts(schema),
    fc.constantFrom(...HOSTILE_TEXTS),
    fc.string({ unit: 'binary', maxLength: 64 }),
    fc.string({ unit: 'binary', maxLength: 2_000 }),
  );
}

const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const deepObject = (depth: number, inner = '1') => new RawJson(`${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`);

/** Containers no schema expects: huge, deep, or carrying prototype keys. */
const HOSTILE_CONTAINERS: readonly RawJson[] = [
  new RawJson(`[${'0,'.repeat(99_999)}0]`),
  new RawJson(`[${'"",'.repeat(9_999)}""]`),
  deepArray(100),
  deepArray(50_000),
  deepObject(100),
  deepObject(20_000),
  deepObject(1_000, '{"__proto__":{"polluted":true}}'),
  new RawJson('{"__proto__":{"polluted":true}}'),
  new RawJson('{"constructor":{"prototype":{"polluted":true}}}'),
  new RawJson('{"a":1,"a":2}'),
  new RawJson(`{${Array.from({ length: 5_000 }, (_, index) => `"k${index}":${index}`).join(',')}}`),
];

/** A value one step from what the schema accepts (or at its very edge). */
function nearMiss(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const options: fc.Arbitrary<unknown>[] = [];
  if (types.includes('integer') || types.includes('number')) options.push(hostileNumbers(schema));
  if (types.includes('string') || schema.enum) options.push(nearMissTexts(schema));
  if (types.includes('boolean')) options.push(fc.constantFrom<unknown>('true', 1, 0));
  if (types.includes('array') && schema.items) {
    const { minItems, maxItems } = schema as { minItems?: number; maxItems?: number };
    const one = validValue(schema.items as JsonSchema);
    if (minItems) options.push(fc.array(one, { minLength: minItems - 1, maxLength: minItems - 1 }));
    if (maxItems !== undefined && maxItems <= 1_000) options.push(fc.array(one, { minLength: maxItems + 1, maxLength: maxItems + 1 }));
  }
  if (options.length === 0) options.push(fc.constantFrom<unknown>(null, '', 0, [], {}));
  return fc.oneof(...options);
}

/** Any value that breaks (or merely strains) a schema node. */
export function hostileValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const options: fc.Arbitrary<unknown>[] = [
    fc.constantFrom<unknown>(null, true, false, 0, '', 'x', [], {}),
    fc.constantFrom(...HOSTILE_CONTAINERS),
    fc.jsonValue({ maxDepth: 3 }),
  ];
  if (types.includes('integer') || types.includes('number')) options.push(hostileNumbers(schema), hostileNumbers(schema));
  if (types.includes('string') || schema.enum) options.push(hostileTexts(schema), hostileTexts(schema));
  if (types.includes('array') && schema.items && typeof schema.maxItems === 'number' && schema.maxItems <= 1_000) {
    const one = validValue(schema.items as JsonSchema);
    options.push(fc.array(one, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 1 }));
  }
  return fc.oneof(...options);
}

function typesOf(schema: JsonSchema): string[] {
  return ([] as string[]).concat((schema.type as string | string[] | undefined) ?? []);
}

/** Letters (Cyrillic and Latin), digits, spaces and punctuation: text a form would send. */
const TEXT_UNIT = fc.constantFrom(...'абвгдежзийклмнопрстуфхцчшщъьюяАБВЖЯabcxyzXYZ0123456789 .,-\'"!?()'.split(''));

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = Math.min((schema.maxLength as number | undefined) ?? 60, minLength + 60);
  const fits = (text: string) => text.length >= minLength && text.length <= ((schema.maxLength as number | undefined) ?? Infinity);
  switch (schema.format) {
    case 'date':
      return fc.integer({ min: -30, max: 400 }).map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }).map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress().filter(fits);
    default:
  }
  if (typeof schema.pattern === 'string') {
    // A pattern's negated classes allow control characters, which the server refuses anyway.
    // A match shorter than the minimum is repeated up to it (a token's `[A-Za-z0-9_-]+` stays a
    // match): filtering for the length alone rejects nearly every case, and the run never ends.
    const pattern = new RegExp(schema.pattern);
    return fc
      .stringMatching(pattern)
      .map((text) => text.replace(/\p{Cc}/gu, 'x').trim())
      .map((text) => (text.length > 0 && text.length < minLength ? text.repeat(Math.ceil(minLength / text.length)) : text))
      .filter(fits);
  }
  return fc
    .string({ unit: TEXT_UNIT, minLength, maxLength })
    .map((text) => text.trim().padEnd(minLength, 'я'));
}

function integerIn(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max((schema.minimum as number | undefined) ?? INT32.min, Number.MIN_SAFE_INTEGER);
  const max = Math.min((schema.maximum as number | undefined) ?? INT32.max, Number.MAX_SAFE_INTEGER);
  // Small values first: ids of rows that exist, quantities a cart has.
  return fc.oneof(fc.integer({ min, max: Math.min(max, min + 30) }), fc.integer({ min, max }));
}

/**
 * The structure of a schema with `child` making each part: valid values when `child` is
 * validValue, values hostile anywhere inside when it is mixedValue.
 */
function structured(schema: JsonSchema, child: (schema: JsonSchema) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) return fc.oneof(...branches.map((branch) => structured(branch, child)));
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => structured({ ...schema, type }, child)));
  switch (types[0]) {
    case 'integer':
      return integerIn(schema);
    case 'number':
      return fc.oneof(
        integerIn(schema),
        fc.double({ min: (schema.minimum as number | undefined) ?? -1e9, max: (schema.maximum as number | undefined) ?? 1e9, noNaN: true, noDefaultInfinity: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return validString(schema);
    case 'array': {
      const items = child((schema.items ?? {}) as JsonSchema);
      const minLength = (schema.minItems as number | undefined) ?? 0;
      const constraints = { minLength, maxLength: Math.min((schema.maxItems as number | undefined) ?? 4, minLength + 4) };
      return schema.uniqueItems ? fc.uniqueArray(items, { ...constraints, selector: toJson }) : fc.array(items, constraints);
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, child(property)])),
        { requiredKeys: ((schema.required ?? []) as string[]).filter((key) => key in properties) },
      );
      const map = schema.additionalProperties;
      if (typeof map !== 'object' || map === null) return record;
      const names = (schema.propertyNames as JsonSchema | undefined)?.pattern;
      const key = typeof names === 'string' ? fc.stringMatching(new RegExp(names)) : fc.string({ minLength: 1, maxLength: 20 });
      const entries = fc.dictionary(key, child(map as JsonSchema), { maxKeys: Math.min((schema.maxProperties as number | undefined) ?? 3, 3) });
      return fc.tuple(record, entries).map(([fixed, more]) => ({ ...more, ...fixed }));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value the schema accepts (or nearly: the server's own checks may still refuse it). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return structured(schema, validValue);
}

/** Field names a client should never send, and one that may look privileged. */
const UNKNOWN_FIELDS = ['unknown', 'id', 'userId', 'role', 'admin', 'credits', '__proto__', 'constructor', 'na\u0000me', 'na\ud800me', ''];

/** An object's value with a field dropped or an unknown one added, now and then. */
function withFieldChanges(schema: JsonSchema, shaped: fc.Arbitrary<unknown>, added: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  if (!typesOf(schema).includes('object')) return shaped;
  const rarely = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
  const change = rarely(fc.nat());
  const extra = rarely(fc.tuple(fc.constantFrom(...UNKNOWN_FIELDS), added));
  return fc.tuple(shaped, change, extra).map(([value, drop, field]) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const object = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(object);
    if (drop !== null && keys.length > 0) delete object[keys[drop % keys.length]!];
    if (field !== null) object[field[0]] = field[1];
    return object;
  });
}

/**
 * A valid value but for a near miss here and there (a control character inside a valid text, a
 * number one past its bound, a missing field): what gets past a schema and into a handler.
 */
export function subtleValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const shaped = withFieldChanges(schema, structured(schema, subtleValue), validValue({}));
  return fc.oneof({ weight: 8, arbitrary: shaped }, { weight: 1, arbitrary: nearMiss(schema) });
}

/** A value shaped like the schema with hostile values anywhere inside, fields missing or added. */
export function mixedValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const shaped = withFieldChanges(schema, structured(schema, mixedValue), hostileValue({}));
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue(schema) });
}
