import type { Config } from 'jest';

const tsJest = [
  'ts-jest',
  {
    // ts-jest transpiles each file on its own; type-checking is `npm run typecheck`.
    tsconfig: { module: 'commonjs', moduleResolution: 'node10', verbatimModuleSyntax: false, isolatedModules: true },
  },
] as const;

/** The same for the browser app: JSX too. */
const tsJestJsx = [
  'ts-jest',
  {
    tsconfig: {
      module: 'commonjs',
      moduleResolution: 'node10',
      verbatimModuleSyntax: false,
      isolatedModules: true,
      jsx: 'react-jsx',
    },
  },
] as const;

const config: Config = {
  // Each server suite starts a real server on a fresh database; give its hooks room on a busy machine.
  testTimeout: 30_000,
  // A worker whose memory passed this after a file is replaced by a fresh one (docs/toolchain.md trap 15).
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      displayName: 'domain',
      testEnvironment: 'node',
      transform: { '^.+\\.tsx?$': tsJest as unknown as [string, Record<string, unknown>] },
      testMatch: ['<rootDir>/tests/domain/**/*.test.ts'],
    },
    {
      // Checks of the project's own tooling (lint boundaries).
      displayName: 'tooling',
      testEnvironment: 'node',
      transform: { '^.+\\.tsx?$': tsJest as unknown as [string, Record<string, unknown>] },
      testMatch: ['<rootDir>/tests/tooling/**/*.test.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      transform: { '^.+\\.tsx?$': tsJest as unknown as [string, Record<string, unknown>] },
      testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
      // What every test database is made from: PGlite dumps, or a PostgreSQL template.
      globalSetup: '<rootDir>/tests/server/helpers/globalSetup.mjs',
      globalTeardown: '<rootDir>/tests/server/helpers/globalTeardown.mjs',
    },
    {
      // The browser app. jsdom plus Node's fetch & co (helpers/jsdomEnvironment.mjs). ESM-only
      // packages (react-router, @statelyai/inspect) load because the jest scripts run Node with
      // --experimental-vm-modules (docs/toolchain.md trap 6). The empty export condition picks Node
      // builds (msw/node) over browser ones, as MSW's Jest set-up asks.
      displayName: 'src',
      testEnvironment: '<rootDir>/tests/src/helpers/jsdomEnvironment.mjs',
      testEnvironmentOptions: { customExportConditions: [''] },
      transform: { '^.+\\.tsx?$': tsJestJsx as unknown as [string, Record<string, unknown>] },
      testMatch: ['<rootDir>/tests/src/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/tests/src/setup.ts'],
      moduleNameMapper: {
        '\\.module\\.css$': '<rootDir>/tests/src/helpers/cssModuleProxy.cjs',
        '\\.css$': '<rootDir>/tests/src/helpers/styleStub.cjs',
        '^\\./altchaSetup\\.ts$': '<rootDir>/tests/src/helpers/altchaStub.cjs',
      },
    },
    {
      // The real server and a browser (tests/e2e/helpers/browser.ts decides which); the global
      // set-up builds the app if needed and names the browser.
      displayName: 'e2e',
      testEnvironment: 'node',
      transform: { '^.+\\.tsx?$': tsJest as unknown as [string, Record<string, unknown>] },
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/e2e/helpers/globalSetup.mjs',
    },
  ],
  collectCoverageFrom: ['domain/**/*.ts'],
  coverageThreshold: {
    global: {},
    './domain/': { lines: 100, branches: 100, functions: 100, statements: 100 },
  },
  coverageReporters: ['text-summary', 'lcov'],
};

export default config;
