/**
 * The contract as an OpenAPI document: Redocly's recommended rules (@redocly/openapi-core, the
 * engine of `redocly lint`) find no error and no warning in openapi/openapi.yaml.
 */
import path from 'node:path';
import { createConfig, lint } from '@redocly/openapi-core';

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
