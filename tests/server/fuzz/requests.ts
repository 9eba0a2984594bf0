/**
 * A hostile request for one contract operation, from its own schemas: path parameters, query and
 * body (JSON, or multipart or form-encoded when the contract says so), each valid, broken node by node, or
 * replaced wholesale (raw text, another content type, nothing at all).
 */
import fc from 'fast-check';
import type { Operation } from '../../../server/contract.ts';
import type { JsonSchema } from '../../../server/contract.ts';
import { HOSTILE_TEXTS, hostileValue, mixedValue, subtleValue, toJson, validValue } from './values.ts';

export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
}

/** A parameter as the URL carries it: text. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : toJson(value);
}

/** Spellings of a path or query parameter that are not what its schema asks for. */
const HOSTILE_PARAMETERS = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '+1',
    ' 1',
    '1 ',
    '1.5',
    '1e3',
    '0x10',
    '0b1',
    'Infinity',
    '-Infinity',
    'NaN',
    '2147483647',
    '2147483648',
    '99999999999',
    '1e308',
    '9'.repeat(150),
    'x'.repeat(5_000),
    ...HOSTILE_TEXTS.filter((text) => text.length < 20_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

function parameterValue(schema: JsonSchema): fc.Arbitrary<string | string[]> {
  const one = fc.oneof({ weight: 3, arbitrary: validValue(schema).map(asText) }, { weight: 2, arbitrary: HOSTILE_PARAMETERS });
  // A repeated query parameter arrives as an array.
  return fc.oneof({ weight: 9, arbitrary: one }, { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) });
}

/** A lone surrogate cannot be %-encoded: it becomes U+FFFD, as a browser would send it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function pathOf(operation: Operation, values: Record<string, string>): string {
  return operation.url.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent((values[name] ?? '').replace(LONE_SURROGATE, '\ufffd')));
}

function queryOf(values: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) for (const item of [value].flat()) search.append(name, item);
  const text = search.toString();
  return text ? `?${text}` : '';
}

interface Body {
  contentType: string | undefined;
  payload: string | Buffer | undefined;
}

const json = (payload: string): Body => ({ contentType: 'application/json', payload });

/** A value as a form-encoded body (an object's fields as text; anything else as one unnamed text). */
function form(value: unknown): Body {
  const fields = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [['', value]];
  return { contentType: 'application/x-www-form-urlencoded', payload: new URLSearchParams(fields.map(([name, field]) => [String(name), asText(field)])).toString() };
}

/** Bodies that are no JSON document of the schema at all. */
const FOREIGN_BODIES: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom<Body>(
    { contentType: undefined, payload: undefined },
    json(''),
    json('{'),
    json('{"a":'),
    json('null'),
    json('[]'),
    json('"text"'),
    json('0'),
    json(' '.repeat(1_000)),
    json('\u0000'),
    json('{"x":"\\ud800"}'),
    json('\ufeff{}'),
    { contentType: 'text/plain', payload: 'hello' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
    { contentType: 'application/xml', payload: '<a/>' },
    { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nbroken' },
    { contentType: 'application/json; charset=latin1', payload: '{}' },
    { contentType: undefined, payload: '{}' },
  ),
  fc.jsonValue().map((value) => json(JSON.stringify(value) ?? 'null')),
);

/** A multipart body from the schema's fields: a binary field is a file part with random bytes. */
function multipartBody(schema: JsonSchema): fc.Arbitrary<Body> {
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
  const part = ([name, property]: [string, JsonSchema]) =>
    property.format === 'binary'
      ? fc.tuple(fc.constantFrom('text/csv', 'application/octet-stream', 'image/png', ''), fc.uint8Array({ maxLength: 4_000 })).map(
          ([type, bytes]) =>
            Buffer.concat([
              Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="f.csv"\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`),
              Buffer.from(bytes),
              Buffer.from('\r\n'),
            ]),
        )
      : fc.oneof(validValue(property), hostileValue(property)).map((value) =>
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${asText(value)}\r\n`),
        );
  return fc.tuple(...properties.map(part), fc.boolean()).map((parts) => {
    const closed = parts.pop() as boolean;
    const body = Buffer.concat([...(parts as Buffer[]), Buffer.from(closed ? `--${boundary}--\r\n` : '')]);
    return { contentType: `multipart/form-data; boundary=${boundary}`, payload: body };
  });
}

function bodyOf(operation: Operation): fc.Arbitrary<Body> {
  if (operation.multipart) {
    return fc.oneof({ weight: 4, arbitrary: multipartBody(operation.schema.body ?? {}) }, { weight: 1, arbitrary: FOREIGN_BODIES });
  }
  const schema = operation.schema.body;
  if (!schema) return fc.constant({ contentType: undefined, payload: undefined });
  const encode = operation.form ? form : (value: unknown) => json(toJson(value));
  return fc.oneof(
    { weight: 2, arbitrary: validValue(schema).map(encode) },
    { weight: 4, arbitrary: subtleValue(schema).map(encode) },
    { weight: 3, arbitrary: mixedValue(schema).map(encode) },
    { weight: 1, arbitrary: FOREIGN_BODIES },
  );
}

const LANGUAGES = fc.constantFrom('bg', 'en', 'en-US,en;q=0.9', 'de', '', '*', 'x'.repeat(500));

/** Who the request says it is: the caller's session (cookie or Bearer), nobody, or a made-up token. */
export type Credentials = { session: 'cookie' | 'bearer' } | { cookie?: string; authorization?: string };

const MADE_UP_TOKEN = fc.oneof(fc.constantFrom('', 'stale', 'null', 'x'.repeat(5_000)), fc.string({ unit: 'grapheme-ascii', maxLength: 80 }));

function credentialsFor(operation: Operation): fc.Arbitrary<Credentials> {
  const required = operation.access === 'required';
  return fc.oneof(
    { weight: required ? 6 : 2, arbitrary: fc.constant({ session: 'cookie' as const }) },
    { weight: required ? 2 : 1, arbitrary: fc.constant({ session: 'bearer' as const }) },
    { weight: required ? 1 : 4, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        MADE_UP_TOKEN.map((token) => ({ cookie: `token=${token}` })),
        MADE_UP_TOKEN.map((token) => ({ authorization: `Bearer ${token}` })),
      ),
    },
  );
}

/**
 * A request for the operation, and the credentials to send with it. `known` holds path values
 * that name something (a link's token no schema can make up), sent beside the generated ones.
 */
export function requestFor(operation: Operation, known: Record<string, string[]> = {}): fc.Arbitrary<{ request: FuzzRequest; credentials: Credentials }> {
  const properties = (schema: JsonSchema | undefined) => Object.entries((schema?.properties ?? {}) as Record<string, JsonSchema>);
  const pathValue = (name: string, schema: JsonSchema) =>
    known[name]?.length ? fc.oneof(parameterValue(schema), fc.constantFrom(...known[name])) : parameterValue(schema);
  const path = fc.record(Object.fromEntries(properties(operation.schema.params).map(([name, schema]) => [name, pathValue(name, schema)]))).map(
    (values) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, [value].flat()[0] ?? ''])),
  );
  const query = fc.record(
    {
      ...Object.fromEntries(properties(operation.schema.querystring).map(([name, schema]) => [name, parameterValue(schema)])),
      unknown: parameterValue({ type: 'string' }),
    },
    { requiredKeys: [] },
  );
  return fc
    .record({ path, query, body: bodyOf(operation), language: LANGUAGES, credentials: credentialsFor(operation) })
    .map(({ path: pathValues, query: queryValues, body, language, credentials }) => ({
      request: {
        method: operation.method,
        url: pathOf(operation, pathValues) + queryOf(queryValues as Record<string, string | string[]>),
        headers: { 'accept-language': language, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
        payload: body.payload,
      },
      credentials,
    }));
}
