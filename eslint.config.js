// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', 'data/', 'src/api/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'server/**', '*.config.*'],
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
