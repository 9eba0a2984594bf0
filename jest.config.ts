import type { Config } from 'jest';

const tsJest = [
  'ts-jest',
  {
    // ts-jest transpiles each file on its own; type-checking is `npm run typecheck`.
    tsconfig: { module: 'commonjs', moduleResolution: 'node10', verbatimModuleSyntax: false, isolatedModules: true },
  },
] as const;

const config: Config = {
  projects: [
    {
      displayName: 'domain',
      testEnvironment: 'node',
      transform: { '^.+\\.tsx?$': tsJest as unknown as [string, Record<string, unknown>] },
      testMatch: ['<rootDir>/tests/domain/**/*.test.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      transform: { '^.+\\.tsx?$': tsJest as unknown as [string, Record<string, unknown>] },
      testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
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
