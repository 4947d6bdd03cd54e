// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import drizzle from 'eslint-plugin-drizzle';

export default tseslint.config(
  { ignores: ['dist/', '.astro/', '.vercel/', '.data/', 'drizzle/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The website reaches the server side only through its contract: schemas, constants and texts.
    files: ['src/**/*.{ts,tsx,astro}'],
    // The mounting points of the server side: the API routes and the page-session middleware.
    ignores: ['src/pages/api/**', 'src/pages/media/**', 'src/middleware.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+functions/(?!contract/)',
              message: 'src/ may import from functions/ only through functions/contract/.',
            },
            {
              regex: 'functions/contract/(index\\.ts)?$',
              message:
                'Import the contract module you need (e.g. contract/limits.ts): the index re-exports zod schemas, which would ship to the browser.',
            },
          ],
        },
      ],
    },
  },
  {
    // An update or delete without a where clause rewrites a whole table.
    files: ['functions/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    files: ['scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
