// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import drizzle from 'eslint-plugin-drizzle';

/**
 * src/ reaches functions/ only through the named folders (docs: design.md, "Two rules keep the house in
 * order"), and never through the contract's index, which re-exports zod schemas.
 * @param {...string} folders
 */
function serverSideThrough(...folders) {
  return [
    'error',
    {
      patterns: [
        {
          regex: `^(\\.\\./)+functions/(?!${folders.map((folder) => `${folder}/`).join('|')})`,
          message: `src/ may import from functions/ only through ${folders.map((folder) => `functions/${folder}/`).join(' and ')}.`,
        },
        {
          regex: 'functions/contract/(index\\.ts)?$',
          message:
            'Import the contract module you need (e.g. contract/limits.ts): the index re-exports zod schemas, which would ship to the browser.',
        },
      ],
    },
  ];
}

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
    rules: { 'no-restricted-imports': serverSideThrough('contract') },
  },
  {
    // Pages also read their first view on the server (functions/pages/, docs/decisions/0013).
    files: ['src/pages/**/*.astro'],
    rules: { 'no-restricted-imports': serverSideThrough('contract', 'pages') },
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
