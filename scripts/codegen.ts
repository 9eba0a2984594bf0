/**
 * Generates the browser's RTK Query endpoints (src/api/generated.ts) from the contract with
 * @rtk-query/codegen-openapi. `npm run codegen` writes the file; a test compares a fresh
 * generation with the committed one, so a contract change without a regeneration fails.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';

export const GENERATED_FILE = path.resolve('src/api/generated.ts');

const HEADER = '// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit.\n';

export async function generateApi(): Promise<string> {
  const code = await generateEndpoints({
    schemaFile: path.resolve('openapi/openapi.yaml'),
    apiFile: path.resolve('src/api/baseApi.ts'),
    apiImport: 'baseApi',
    exportName: 'api',
    hooks: { queries: true, lazyQueries: true, mutations: true },
  });
  // The project imports TypeScript files with their extension (Node runs them as they are).
  return HEADER + String(code).replace(/from "[^"]*baseApi"/, 'from "./baseApi.ts"');
}

if (process.argv[1]?.endsWith(path.join('scripts', 'codegen.ts'))) {
  void generateApi().then((code) => {
    writeFileSync(GENERATED_FILE, code);
    console.log(`wrote ${path.relative(process.cwd(), GENERATED_FILE)}`);
  });
}
