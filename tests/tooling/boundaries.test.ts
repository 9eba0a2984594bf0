/**
 * The house's boundaries are lint rules (eslint.config.js); each is proven here with a probe: a
 * file at a real place in the tree whose import breaks the rule must fail the lint.
 */
import { ESLint } from 'eslint';

const eslint = new ESLint();

async function problemsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const probes: [rule: string, file: string, code: string, problem: RegExp][] = [
  ['domain imports only itself and yup', 'domain/probe.ts', "import { ROUTES } from '../src/i18n/index.ts';\nexport const x = ROUTES;\n", /domain\/ /],
  ['domain imports no framework', 'domain/probe.ts', "import { createActor } from 'xstate';\nexport const x = createActor;\n", /framework-free/],
  ['the server never imports the browser app', 'server/probe.ts', "import { makeStore } from '../src/store/store.ts';\nexport const x = makeStore;\n", /never imports the browser app/],
  ['the browser app never imports the server', 'src/probe.ts', "import { loadConfig } from '../server/config.ts';\nexport const x = loadConfig;\n", /never imports server code/],
  ['a server area never imports another area', 'server/areas/shop/probe.ts', "import { accountHandlers } from '../account/routes.ts';\nexport const x = accountHandlers;\n", /never imports another area/],
  ['the vendor area never imports the shop', 'server/areas/vendor/probe.ts', "import { shopHandlers } from '../shop/routes.ts';\nexport const x = shopHandlers;\n", /never imports another area/],
  ['the shop never imports the vendor area', 'server/areas/shop/probe.ts', "import { ownShop } from '../vendor/routes.ts';\nexport const x = ownShop;\n", /never imports another area/],
  ['a feature never imports another feature', 'src/features/account/probe.ts', "import HomePage from '../shop/pages/HomePage.tsx';\nexport const x = HomePage;\n", /never imports another feature/],
  ['a feature never imports the app', 'src/features/account/probe.ts', "import { AppRoutes } from '../../app/routes.tsx';\nexport const x = AppRoutes;\n", /Features never import the app/],
  ['a shared room never imports a feature', 'src/ui/probe.ts', "import { LoginModal } from '../features/account/LoginModal.tsx';\nexport const x = LoginModal;\n", /Shared rooms never import/],
  ['a shared room never imports the app', 'src/layout/probe.ts', "import { AppRoutes } from '../app/routes.tsx';\nexport const x = AppRoutes;\n", /Shared rooms never import/],
  ['an area\'s generated endpoints are imported through its api.ts', 'src/features/shop/probe.ts', "import { useGetProductQuery } from './api.generated.ts';\nexport const x = useGetProductQuery;\n", /Import the area's api\.ts/],
  ['no import cycles', 'domain/money.ts', "import { ROUTES } from './index.ts';\nexport const x = ROUTES;\n", /import-x\/no-cycle/],
];

describe.each(probes)('%s', (_rule, file, code, problem) => {
  it(`fails a probe at ${file}`, async () => {
    expect((await problemsOf(file, code)).join('\n')).toMatch(problem);
  });
});

it('passes the same kind of import where it is allowed', async () => {
  expect(await problemsOf('src/features/account/probe.ts', "import { hrefFor } from '../../../domain/routes.ts';\nexport const x = hrefFor;\n")).toEqual([]);
});
