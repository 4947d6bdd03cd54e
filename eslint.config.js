// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import drizzle from 'eslint-plugin-drizzle';

/**
 * src/ reaches functions/ only through the named folders (docs/decisions/0020; design.md, "Two rules
 * keep the house in order"), and never through the contract's index, which re-exports zod schemas.
 * @param {...string} folders
 */
function serverSideThrough(...folders) {
  return [
    'error',
    {
      patterns: [
        {
          regex: `^(\\.\\./)+functions/(?!${folders.map((folder) => `${folder}/`).join('|')})`,
          message: `src/ may import from functions/ only through ${folders.map((folder) => `functions/${folder}/`).join(' and ')} (the mount points src/pages/api/, src/pages/media/ and src/middleware.ts may import more; docs/decisions/0020).`,
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

/**
 * The layers of functions/ (docs/decisions/0020): each folder names what it may not import. A relative
 * import is refused by the folder it reaches (`../db/...`, `../../services/...`, `../runtime.ts`).
 * @param {string} target a folder of functions/, or `runtime` for functions/runtime.ts
 * @param {string} message
 * @param {string} [except] a regular expression for the paths inside the folder that stay allowed
 */
function notFolder(target, message, except = '') {
  const allowed = except ? `(?!${except})` : '';
  return { regex: `^(\\.\\./)+${target}(/${allowed}|\\.ts$)`, message };
}

/** functions/ is the server side; the website in src/ builds on it, never the other way round. */
const NEVER_SRC = notFolder(
  'src',
  'functions/ never imports src/: the server side must not depend on the website.',
);

/**
 * One `no-restricted-imports` per folder of functions/ (a later config object replaces an earlier
 * one's options for the same rule, so every layer repeats NEVER_SRC).
 * @param {string} folder
 * @param {Array<{ regex: string, message: string }>} patterns
 */
function layer(folder, patterns) {
  return {
    files: [`functions/${folder}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, NEVER_SRC] }] },
  };
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
    // Islands ship to the browser on their own: what they share with pages and components lives in
    // src/lib/ (texts, keyboard helpers), never in src/components/, which is server-rendered Astro.
    files: ['src/islands/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverSideThrough('contract')[1].patterns,
            {
              regex: '(^|/)components/',
              message:
                'src/islands/ may not import src/components/: move what both need to src/lib/ (docs/decisions/0050).',
            },
          ],
        },
      ],
    },
  },
  {
    // Pages also read their first view on the server (functions/pages/, docs/decisions/0013), and so
    // does the sitemap, which lists the store pages (decision 0056).
    files: ['src/pages/**/*.astro', 'src/pages/sitemap.xml.ts'],
    rules: { 'no-restricted-imports': serverSideThrough('contract', 'pages') },
  },
  // The layers of the server side (docs/decisions/0020).
  {
    files: ['functions/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NEVER_SRC] }] },
  },
  layer('routes', [
    notFolder(
      'db',
      'routes/ do not query the database: move the query into a service in functions/services/.',
    ),
    {
      regex: '^drizzle-orm(/|$)',
      message: 'routes/ do not query the database: move the query into a service in functions/services/.',
    },
  ]),
  layer('services', [
    notFolder(
      'routes',
      'services/ may not import routes/: a service knows nothing of the HTTP paths that call it.',
    ),
    {
      regex: '^(\\.\\./)+http/(?!http-error\\.ts$)',
      message:
        'services/ may import from http/ only http-error.ts (docs/decisions/0021): requests, responses and middleware belong to routes/.',
    },
  ]),
  layer('db', [
    notFolder(
      'services',
      'db/ (schema, drivers, client) may not import services/: the rules build on the database, not in it.',
    ),
    notFolder('auth', 'db/ may not import auth/: sessions and passwords build on the database, not in it.'),
    notFolder('routes', 'db/ may not import routes/: the database layer knows nothing of HTTP.'),
    notFolder('http', 'db/ may not import http/: the database layer knows nothing of HTTP.'),
  ]),
  layer('http', [
    notFolder(
      'services',
      'http/ may not import services/: counting, queries and rules are services, which routes/ call (docs/decisions/0020, 0050).',
      // The Mailer interface is one of the app's dependencies (AppDeps), like the Database type.
      'email/mailer\\.ts$',
    ),
    notFolder(
      'routes',
      'http/ may not import routes/: the shell is shared by every route, not built on them.',
    ),
    notFolder('pages', 'http/ may not import pages/.'),
    notFolder('seed', 'http/ may not import seed/.'),
    notFolder('runtime', 'http/ may not import the runtime: the app hands it its dependencies.'),
  ]),
  layer('storage', [
    notFolder('db', 'storage/ holds files, not rows: it may not import db/.'),
    notFolder(
      'services',
      'storage/ may not import services/: services build on storage, not the other way round.',
    ),
    notFolder('auth', 'storage/ may not import auth/.'),
    notFolder('routes', 'storage/ may not import routes/.'),
    notFolder('pages', 'storage/ may not import pages/.'),
    notFolder('seed', 'storage/ may not import seed/.'),
    notFolder('runtime', 'storage/ may not import the runtime.'),
    {
      regex: '^(\\.\\./)+http/(?!http-error\\.ts$)',
      message: 'storage/ may import from http/ only http-error.ts (docs/decisions/0020).',
    },
  ]),
  layer('auth', [
    notFolder(
      'services',
      'auth/ may not import services/: services build on auth (a session, a password), not the other way round.',
    ),
    notFolder('routes', 'auth/ may not import routes/.'),
    notFolder(
      'runtime',
      'auth/ may not import the runtime: take the database as an argument (the page session is in functions/pages/).',
    ),
  ]),
  {
    files: ['functions/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|zod(/|$))',
              message: 'contract/ ships to the browser: it may import only other contract/ modules and zod.',
            },
          ],
        },
      ],
    },
  },
  {
    // The catalogues (decision 0084) sit two folders down: catalogue/hi/ may reach catalogue/en/ and i18n/.
    files: ['functions/contract/i18n/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|\\.\\./[\\w-]|\\.\\./\\.\\./[\\w-]|zod(/|$))',
              message: 'contract/i18n/ ships to the browser: it may import only contract/ modules and zod.',
            },
          ],
        },
      ],
    },
  },
  {
    // A transaction is a Database already (DbOrTx in db/database.ts): a cast would hide a wrong handle.
    files: ['functions/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression[typeAnnotation.typeName.name=/^(Database|DbOrTx|Transaction|Tx)$/]',
          message:
            'Do not cast to a database type: take DbOrTx (functions/db/database.ts) and pass the transaction as it is (docs/decisions/0050).',
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
