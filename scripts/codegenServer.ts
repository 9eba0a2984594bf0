/**
 * Generates the contract's TypeScript types for the server (server/contract.types.ts) from
 * openapi/openapi.yaml with openapi-typescript: every operation's parameters, request body and
 * responses by status. Handlers take their request and reply types from them (server/handler.ts).
 * `npm run codegen` writes the file; a test compares a fresh generation with the committed one,
 * so a contract change without a regeneration fails.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

export const SERVER_TYPES_FILE = path.resolve('server/contract.types.ts');

const HEADER = '// Generated from openapi/openapi.yaml by `npm run codegen` (openapi-typescript). Do not edit.\n\n';

export async function generateServerTypes(): Promise<string> {
  const ast = await openapiTS(pathToFileURL(path.resolve('openapi/openapi.yaml')));
  return HEADER + astToString(ast);
}

if (process.argv[1]?.endsWith(path.join('scripts', 'codegenServer.ts'))) {
  void generateServerTypes().then((code) => {
    writeFileSync(SERVER_TYPES_FILE, code);
    console.log(`wrote ${path.relative(process.cwd(), SERVER_TYPES_FILE)}`);
  });
}
