// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The feature areas of the browser app, one folder each (src/features/<area>). */
const FEATURES = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The server's areas, one folder each (server/areas/<area>; docs/decisions/0006): a new area gets its boundary. */
const SERVER_AREAS = readdirSync('server/areas', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The browser app's shared rooms: anything may use them, they never use a feature or the app. */
const SHARED = ['src/api', 'src/i18n', 'src/layout', 'src/machines', 'src/store', 'src/ui'];

/**
 * The house's boundaries (docs/architecture.md, docs/decisions/0006): dependencies point inward.
 * domain/ ← everything; server/ and src/ never meet; a feature never reaches into another
 * feature or into the app that assembles them; shared rooms never reach into either.
 */
const BOUNDARIES = [
  { target: 'domain', from: ['src', 'server', 'locales', 'tests', 'scripts'], message: 'domain/ imports nothing outside itself (and yup).' },
  { target: 'server', from: ['src', 'tests'], message: 'The server never imports the browser app: share through domain/ (or locales/).' },
  { target: 'src', from: ['server', 'locales', 'scripts'], message: 'The browser app never imports server code.' },
  ...SERVER_AREAS.map((area) => ({
    target: `server/areas/${area}`,
    from: 'server/areas',
    except: [`./${area}`],
    message: "A server area never imports another area's files: share through a repository's table, server/services/ or domain/.",
  })),
  ...FEATURES.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: share through ui/, domain/, api/, machines/ or store/.',
  })),
  { target: 'src/features', from: 'src/app', message: 'Features never import the app that assembles them.' },
  ...SHARED.map((folder) => ({
    target: folder,
    from: ['src/features', 'src/app'],
    message: 'Shared rooms never import a feature or the app.',
  })),
];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'server/**', 'locales/**', '*.config.*'],
    languageOptions: { globals: globals.node },
  },
  {
    // The browser app and its tests (jsdom): browser globals, JSX in .tsx.
    files: ['src/**/*.{ts,tsx}', 'tests/src/**/*.{ts,tsx}'],
    languageOptions: {
      globals: globals.browser,
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads the imported TypeScript modules too (no-cycle follows their imports).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARIES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // An area's generated endpoints are used through its api.ts only, which attaches their cache tags.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    ignores: ['src/api/account.ts', 'src/api/locations.ts', 'src/api/catalogue.ts', 'src/features/*/api.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '\\.generated(\\.ts)?$', message: "Import the area's api.ts, which attaches the cache tags to its generated endpoints." }] },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Everything that is not yup or a relative path: react, react-dom, redux, @reduxjs/*,
              // xstate, formik, i18next, Node built-ins (fs, node:*), DOM libraries, ...
              regex: '^(?!yup$|\\.{1,2}/)',
              message: 'domain/ is framework-free and I/O-free: it may import only yup and its own modules.',
            },
            {
              regex: '^(\\.\\./)+(src|server)(/|$)',
              message: 'Dependencies point inward: domain/ never imports from src/ or server/.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'fetch', 'process'],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'domain/ has no clock: take `now` as a parameter.' },
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'domain/ has no clock: take `now` as a parameter.' },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'domain/ functions are deterministic.' },
      ],
    },
  },
);
