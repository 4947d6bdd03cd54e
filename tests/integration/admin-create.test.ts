import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../functions/auth/passwords.ts';
import { openEmbedded } from '../../functions/db/drivers/embedded.ts';
import { accounts } from '../../functions/db/schema/index.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dealsphere-admin-'));
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/admin-create.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 120_000,
  });

// Each run starts Node, migrates a database and hashes with argon2: slow on a busy 2-core machine.
describe('npm run admin:create', { timeout: 180_000 }, () => {
  it('creates an administrator who can sign in, and refuses a weak password', async () => {
    const weak = run('--name', 'ops', '--password', 'short');
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain('Password must be at least 8 characters long');

    const created = run('--name', 'ops', '--password', 'Strong#Pass2025');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('Administrator ops created.');

    const database = await openEmbedded({ dataDir });
    try {
      const [admin] = await database.db.select().from(accounts).where(eq(accounts.username, 'ops'));
      expect(admin?.role).toBe('admin');
      expect(await verifyPassword(admin?.passwordHash ?? '', 'Strong#Pass2025')).toBe(true);
      // A fresh database has no other accounts: no default admin.
      expect(await database.db.select().from(accounts)).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('explains its usage', () => {
    const result = run('--name', 'ops');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run admin:create -- --name NAME --password PASSWORD');
  });
});
