/**
 * The contract (openapi/openapi.yaml) against the server and the browser client: every
 * operation has a route and a handler, no handler exists outside the contract, and the
 * generated client is up to date. Responses of every operation are checked against their
 * schemas in each server suite (testApp.ts).
 */
import { globSync, readFileSync } from 'node:fs';
import { loadContract } from '../../server/contract.ts';
import { handlers } from '../../server/areas/index.ts';
import { generateApi } from '../../scripts/codegen.ts';
import { startTestApp } from './helpers/testApp.ts';
import type { TestApp } from './helpers/testApp.ts';

const contract = loadContract();
const operationIds = contract.operations.map((operation) => operation.operationId);

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
  expect(server.contractViolations).toEqual([]);
});

it('runs on the engine the environment asks for', () => {
  expect(server.engine).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
});

it('describes every call of the specification, each under a unique operationId', () => {
  expect(new Set(operationIds).size).toBe(operationIds.length);
  expect(operationIds.length).toBeGreaterThanOrEqual(64);
});

it('has a handler for every operation and none outside the contract', () => {
  expect(operationIds.filter((id) => !Object.hasOwn(handlers, id))).toEqual([]);
  expect(Object.keys(handlers).filter((id) => !operationIds.includes(id))).toEqual([]);
});

it('registers a route for every operation at its contract path', () => {
  for (const operation of contract.operations) {
    expect(server.app.hasRoute({ method: operation.method, url: operation.url })).toBe(true);
  }
});

it('keeps every generated browser API file in step with the contract (run `npm run codegen`)', async () => {
  const files = await generateApi();
  // One file per area, and no generated file left over from an area that is gone.
  expect(globSync('src/**/*.generated.ts').sort()).toEqual([...files.keys()].sort());
  for (const [file, code] of files) {
    expect({ file, code: readFileSync(file, 'utf8') }).toEqual({ file, code });
  }
});
