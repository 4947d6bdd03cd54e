import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEmbedded } from '../../functions/db/drivers/embedded.ts';
import type { Database } from '../../functions/db/database.ts';
import { accounts, coupons } from '../../functions/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../functions/seed/seed-demo-data.ts';
import { getRuntime } from '../../functions/runtime.ts';

/** No published password in a real deployment: the demo accounts belong to the local demo only. */
let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dealsphere-demo-accounts-'));
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

/** What the accounts of a seeded database allow: nobody may be an admin, nobody may have a password. */
async function expectNoOneCanSignIn(db: Database) {
  const rows = await db.select().from(accounts);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.filter((row) => row.role === 'admin')).toEqual([]);
  expect(rows.filter((row) => row.passwordHash !== null || row.googleSubject !== null)).toEqual([]);
  // The demo content is there all the same.
  expect((await db.select({ id: coupons.id }).from(coupons)).length).toBeGreaterThan(0);
}

describe('demo accounts', { timeout: 240_000 }, () => {
  it('are not created by a production start of the embedded database, nor can anyone sign in with them', async () => {
    const runtime = await getRuntime({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      CRON_SECRET: 'demo-accounts-cron-secret',
      // Required in production (the test payment provider is refused there); no payment is made here.
      RAZORPAY_KEY_ID: 'rzp_test_demoaccounts01',
      RAZORPAY_KEY_SECRET: 'demo-accounts-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'demo-accounts-webhook-secret',
      SMTP_URL: 'smtp://127.0.0.1:9',
      SITE_URL: 'http://localhost:4321',
    });
    try {
      expect(runtime.database.kind).toBe('embedded');
      expect(runtime.seeded).toBe(true);
      expect(runtime.demoSignIns).toBe(false);
      await expectNoOneCanSignIn(runtime.database.db);

      const admin = await runtime.app.request('/api/auth/admin-login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
        body: JSON.stringify({ name: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password }),
      });
      expect(admin.status).toBe(401);
      const user = await runtime.app.request('/api/UserDetail1/Login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
        body: JSON.stringify({
          username: DEMO_ACCOUNTS.user.username,
          password: DEMO_ACCOUNTS.user.password,
        }),
      });
      expect(user.status).toBe(401);
    } finally {
      await runtime.database.close();
    }
  });

  it('are never created by npm run db:seed, whatever NODE_ENV says', async () => {
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['scripts/db-seed.ts'], {
        env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: '', DATA_DIR: dataDir },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('exit', (code) => resolve({ code, stderr }));
    });
    expect(result.code, result.stderr).toBe(0);
    const database = await openEmbedded({ dataDir: path.resolve(dataDir) });
    try {
      await expectNoOneCanSignIn(database.db);
    } finally {
      await database.close();
    }
  });
});
