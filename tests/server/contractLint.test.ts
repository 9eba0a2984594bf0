/**
 * The contract as an OpenAPI document: Redocly's recommended rules (@redocly/openapi-core, the
 * engine of `redocly lint`) find no error and no warning in openapi/openapi.yaml; and everything
 * a request may carry is bounded (docs/decisions/0008-hostile-input.md).
 */
import path from 'node:path';
import { createConfig, lint } from '@redocly/openapi-core';
import { loadContract } from '../../server/contract.ts';
import type { JsonSchema } from '../../server/contract.ts';

/**
 * The one rule left out: a few calls have no 4xx answer because nothing a caller sends can be
 * wrong (public lists without parameters, logout).
 */
const RULES = { 'operation-4xx-response': 'off' } as const;

it('passes Redocly’s recommended rules', async () => {
  const config = await createConfig({ extends: ['recommended'], rules: RULES });
  const problems = await lint({ ref: path.resolve('openapi/openapi.yaml'), config });
  expect(problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`)).toEqual([]);
});

/** The database's integer columns are 32-bit: no number a request carries may leave that range. */
const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

/** What is unbounded in a request schema, one line per place. */
function unbounded(schema: JsonSchema | undefined, at: string): string[] {
  if (!schema) return [];
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const problems: string[] = [];
  const numeric = types.includes('integer') || types.includes('number');
  if (numeric && !schema.enum) {
    const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
    if (minimum === undefined || minimum < INT32.min || maximum === undefined || maximum > INT32.max) {
      problems.push(`${at}: a number needs a minimum and a maximum within ${INT32.min}..${INT32.max}`);
    }
  }
  if (types.includes('string') && schema.maxLength === undefined && !schema.enum && !schema.format) {
    problems.push(`${at}: a string needs a maxLength`);
  }
  if (types.includes('array') && schema.maxItems === undefined) problems.push(`${at}: an array needs a maxItems`);
  const map = schema.additionalProperties;
  if (typeof map === 'object' && map !== null && schema.maxProperties === undefined) {
    problems.push(`${at}: a map needs a maxProperties`);
  }
  const children: [string, unknown][] = [
    ...Object.entries((schema.properties ?? {}) as Record<string, unknown>).map(([key, child]): [string, unknown] => [`.${key}`, child]),
    ['[]', schema.items],
    ['{}', typeof map === 'object' ? map : undefined],
    ...(['anyOf', 'oneOf', 'allOf'] as const).flatMap((key) =>
      ((schema[key] ?? []) as unknown[]).map((child, index): [string, unknown] => [`|${key}${index}`, child]),
    ),
  ];
  return [...problems, ...children.flatMap(([step, child]) => unbounded(child as JsonSchema | undefined, at + step))];
}

it('bounds every number, string, array and map a request carries (path, query and body)', () => {
  const problems = loadContract().operations.flatMap(({ operationId, schema }) => [
    ...unbounded(schema.params, `${operationId} path`),
    ...unbounded(schema.querystring, `${operationId} query`),
    ...unbounded(schema.body, `${operationId} body`),
  ]);
  expect(problems).toEqual([]);
});
