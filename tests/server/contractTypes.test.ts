/**
 * The server's contract types (server/contract.types.ts) are generated from openapi/openapi.yaml:
 * a contract change without `npm run codegen` fails here, as the browser client's does in
 * contract.test.ts.
 */
import { readFileSync } from 'node:fs';
import { SERVER_TYPES_FILE, generateServerTypes } from '../../scripts/codegenServer.ts';

it('keeps the server contract types in step with the contract (run `npm run codegen`)', async () => {
  expect(await generateServerTypes()).toBe(readFileSync(SERVER_TYPES_FILE, 'utf8'));
});
