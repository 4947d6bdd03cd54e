import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers of docs/decisions/0020 are enforced by `no-restricted-imports` in eslint.config.js. These
 * cases lint a one-line module at a virtual path inside the project with the project's own config, so
 * they fail if a rule stops biting or starts refusing an import the layers allow.
 */
const eslint = new ESLint({ cwd: process.cwd() });

/** The messages of `no-restricted-imports` for a module at `filePath` that imports `from`. */
async function refusals(filePath: string, from: string): Promise<string[]> {
  const code = `import { thing } from '${from}';\nexport { thing };\n`;
  // An .astro page imports in its frontmatter.
  const text = filePath.endsWith('.astro') ? `---\n${code}---\n<p>{thing}</p>\n` : code;
  const [result] = await eslint.lintText(text, { filePath });
  // A module that does not parse would have no rule messages at all and pass vacuously.
  expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('lint refuses imports across the layers', () => {
  it.each([
    ['functions/routes/x.ts', '../db/schema/index.ts', 'routes/ do not query the database'],
    ['functions/routes/x.ts', '../db/client.ts', 'routes/ do not query the database'],
    ['functions/routes/x.ts', 'drizzle-orm', 'routes/ do not query the database'],
    [
      'functions/db/x.ts',
      '../services/store-media.ts',
      'db/ (schema, drivers, client) may not import services/',
    ],
    ['functions/db/schema/x.ts', '../../services/accounts/to-profile.ts', 'may not import services/'],
    ['functions/db/x.ts', '../auth/passwords.ts', 'db/ may not import auth/'],
    ['functions/db/x.ts', '../http/http-error.ts', 'db/ may not import http/'],
    ['functions/auth/x.ts', '../services/accounts/to-profile.ts', 'auth/ may not import services/'],
    ['functions/auth/x.ts', '../runtime.ts', 'auth/ may not import the runtime'],
    ['functions/services/accounts/x.ts', '../../routes/auth.ts', 'services/ may not import routes/'],
    [
      'functions/services/accounts/x.ts',
      '../../http/read-json.ts',
      'services/ may import from http/ only http-error.ts',
    ],
    ['functions/http/x.ts', '../services/throttle/count-hit.ts', 'http/ may not import services/'],
    ['functions/http/x.ts', '../routes/auth.ts', 'http/ may not import routes/'],
    ['functions/http/x.ts', '../runtime.ts', 'http/ may not import the runtime'],
    ['functions/http/x.ts', '../pages/first-view.ts', 'http/ may not import pages/'],
    ['functions/storage/x.ts', '../db/schema/index.ts', 'storage/ holds files, not rows'],
    ['functions/storage/x.ts', '../services/store-media.ts', 'storage/ may not import services/'],
    ['functions/storage/x.ts', '../auth/sessions.ts', 'storage/ may not import auth/'],
    ['functions/storage/x.ts', '../http/read-upload.ts', 'storage/ may import from http/ only http-error.ts'],
    ['src/islands/x.tsx', '../components/public-texts.ts', 'src/islands/ may not import src/components/'],
    ['src/islands/coupons/x.tsx', '../../components/header/popup.ts', 'may not import src/components/'],
    ['functions/contract/x.ts', '../config.ts', 'contract/ ships to the browser'],
    ['functions/contract/x.ts', 'drizzle-orm', 'contract/ ships to the browser'],
    ['functions/services/x.ts', '../../src/lib/x.ts', 'functions/ never imports src/'],
    ['functions/app.ts', '../src/lib/x.ts', 'functions/ never imports src/'],
    ['src/islands/x.tsx', '../../functions/db/client.ts', 'src/ may import from functions/ only through'],
    ['src/islands/x.tsx', '../../functions/services/list-site-images.ts', 'only through functions/contract/'],
    [
      'src/pages/x.astro',
      '../../functions/runtime.ts',
      'only through functions/contract/ and functions/pages/',
    ],
  ])('%s importing %s', async (filePath, from, expected) => {
    const messages = await refusals(filePath, from);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(expected);
  });
});

describe('lint lets the allowed imports through', () => {
  it.each([
    ['functions/routes/x.ts', '../services/accounts/register-user.ts'],
    ['functions/routes/x.ts', '../auth/guards.ts'],
    ['functions/services/accounts/x.ts', '../../db/schema/index.ts'],
    ['functions/services/accounts/x.ts', '../../auth/sessions.ts'],
    ['functions/services/accounts/x.ts', '../../http/http-error.ts'],
    ['functions/auth/x.ts', '../db/schema/index.ts'],
    ['functions/db/schema/x.ts', '../../contract/site-images.ts'],
    ['functions/contract/x.ts', './limits.ts'],
    ['functions/contract/x.ts', 'zod'],
    ['functions/pages/x.ts', '../runtime.ts'],
    ['functions/seed/x.ts', '../services/store-media.ts'],
    ['src/islands/x.tsx', '../../functions/contract/limits.ts'],
    ['src/islands/coupons/x.tsx', '../../lib/public-texts.ts'],
    ['functions/http/x.ts', '../auth/sessions.ts'],
    ['functions/http/x.ts', '../db/database.ts'],
    ['functions/http/x.ts', '../storage/blob-store.ts'],
    ['functions/http/x.ts', '../services/email/mailer.ts'],
    ['functions/storage/x.ts', '../http/http-error.ts'],
    ['functions/storage/x.ts', '../contract/rules.ts'],
    ['functions/routes/x.ts', '../services/throttle/spend-request-budget.ts'],
    ['src/pages/x.astro', '../../functions/pages/first-view.ts'],
    // The mount points of the server side.
    ['src/pages/api/[...path].ts', '../../../functions/runtime.ts'],
    ['src/middleware.ts', '../functions/pages/page-session.ts'],
  ])('%s importing %s', async (filePath, from) => {
    expect(await refusals(filePath, from)).toEqual([]);
  });
});

describe('lint refuses a cast to a database type', () => {
  it.each([
    'const db = tx as unknown as Database;',
    'const db = tx as Database;',
    'const db = handle as unknown as DbOrTx;',
  ])('%s', async (line) => {
    const code = `import type { Database, DbOrTx } from '../../db/database.ts';\ndeclare const tx: unknown;\ndeclare const handle: unknown;\n${line}\nexport { db };\n`;
    const [result] = await eslint.lintText(code, { filePath: 'functions/services/x/x.ts' });
    expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
    expect(result?.messages.map((message) => message.ruleId)).toContain('no-restricted-syntax');
  });
});
