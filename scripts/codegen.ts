/**
 * Generates the browser's RTK Query endpoints from the contract with @rtk-query/codegen-openapi,
 * one file per area (`outputFiles`, docs/decisions/0006): each holds the operations of its
 * contract tags and injects them into the one empty `createApi` of src/api/baseApi.ts. Beside
 * each generated file, a hand-written `api.ts` (for the shared account and locations areas,
 * src/api/account.ts, src/api/locations.ts and src/api/catalogue.ts) attaches the area's cache tags and is the only
 * module the app imports it through.
 *
 * `npm run codegen` writes the files; a test compares a fresh generation with the committed
 * ones, so a contract change without a regeneration fails. An operation whose tag belongs to no
 * area fails the generation: a new tag is given its area here first.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateEndpoints, parseConfig } from '@rtk-query/codegen-openapi';
import type { ConfigFile } from '@rtk-query/codegen-openapi';

const BASE_API = 'src/api/baseApi.ts';

interface AreaApi {
  /** The generated file. */
  file: string;
  /** The name it exports the area's API under (the companion re-exports it with its tags). */
  api: string;
  /** The contract tags whose operations it holds. */
  tags: readonly string[];
}

/** The areas' generated files (docs/decisions/0006). */
export const AREA_APIS: readonly AreaApi[] = [
  { file: 'src/api/account.generated.ts', api: 'accountApi', tags: ['translations', 'auth', 'users'] },
  { file: 'src/features/shop/api.generated.ts', api: 'shopApi', tags: ['products', 'vendors', 'checkout'] },
  { file: 'src/api/locations.generated.ts', api: 'locationsApi', tags: ['locations'] },
  { file: 'src/api/catalogue.generated.ts', api: 'catalogueApi', tags: ['catalogue'] },
  { file: 'src/features/vendor/api.generated.ts', api: 'vendorApi', tags: ['vendor-products', 'imports', 'orders'] },
  { file: 'src/features/rentals/api.generated.ts', api: 'rentalsApi', tags: ['properties', 'viewings', 'agencies'] },
  { file: 'src/features/roommates/api.generated.ts', api: 'roommatesApi', tags: ['roommates'] },
  { file: 'src/features/services/api.generated.ts', api: 'servicesApi', tags: ['cleaning'] },
  { file: 'src/features/blog/api.generated.ts', api: 'blogApi', tags: ['blog'] },
  { file: 'src/features/content/api.generated.ts', api: 'contentApi', tags: ['contact', 'newsletter'] },
  { file: 'src/features/credits/api.generated.ts', api: 'creditsApi', tags: ['payments'] },
  { file: 'src/features/search/api.generated.ts', api: 'searchApi', tags: ['search'] },
  { file: 'src/features/savedSearches/api.generated.ts', api: 'savedSearchesApi', tags: ['saved-searches'] },
  { file: 'src/features/move/api.generated.ts', api: 'moveApi', tags: ['move-plans'] },
  { file: 'src/features/conversations/api.generated.ts', api: 'conversationsApi', tags: ['conversations'] },
];

/** Tags of operations for machines, not the browser (a load balancer's health checks): no client. */
const SERVER_ONLY_TAGS: readonly string[] = ['health'];

/** The generated file of an operation: the area of its one tag (none for a server-only tag). */
function areaFileOf(operationName: string, tags: readonly string[] | undefined): string | undefined {
  const [tag, ...others] = tags ?? [];
  if (tag !== undefined && SERVER_ONLY_TAGS.includes(tag) && others.length === 0) return undefined;
  const area = AREA_APIS.find((candidate) => tag !== undefined && candidate.tags.includes(tag));
  if (area === undefined || others.length > 0) {
    throw new Error(`codegen: operation ${operationName} needs exactly one tag, of an area in AREA_APIS (it has ${JSON.stringify(tags)})`);
  }
  return area.file;
}

export const CODEGEN_CONFIG: ConfigFile = {
  schemaFile: path.resolve('openapi/openapi.yaml'),
  apiFile: BASE_API,
  apiImport: 'baseApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  // The product search is a POST only because its filters are a body, and the order page only
  // so its token is never in an address; they read and change nothing, so they are cached
  // queries (pages, back and forward answer from the cache).
  endpointOverrides: [{ pattern: ['searchProducts', 'viewOrder'], type: 'query' }],
  outputFiles: Object.fromEntries(
    AREA_APIS.map(({ file, api }) => [
      file,
      {
        exportName: api,
        filterEndpoints: (name: string, { operation }: { operation: { tags?: string[] } }) => areaFileOf(name, operation.tags) === file,
      },
    ]),
  ),
};

const HEADER = '// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit.\n';

/** Every area's generated file: its path (relative to the repository) and its code. */
export async function generateApi(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const { outputFile, ...options } of parseConfig(CODEGEN_CONFIG)) {
    // Generated as text (no outputFile), so the import of the base API is written here: relative
    // to the generated file and with its extension (the project imports TypeScript files so).
    const baseApi = path.relative(path.dirname(outputFile), BASE_API);
    const code = String(await generateEndpoints(options));
    files.set(outputFile, HEADER + code.replace(/from "[^"]*baseApi"/, `from "${baseApi.startsWith('.') ? baseApi : `./${baseApi}`}"`));
  }
  return files;
}

if (process.argv[1]?.endsWith(path.join('scripts', 'codegen.ts'))) {
  void generateApi().then((files) => {
    for (const [file, code] of files) {
      writeFileSync(file, code);
      console.log(`wrote ${file}`);
    }
  });
}
