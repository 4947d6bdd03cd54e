import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError } from '../../functions/db/database.ts';
import { openEmbedded } from '../../functions/db/drivers/embedded.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dealsphere-start-'));
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

/** Runs `node scripts/start.ts` as npm start would (after the build), and collects how it ended. */
function runStart(env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['scripts/start.ts'], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('starting the server', { timeout: 120_000 }, () => {
  it('stops at once with the variable named when the configuration is bad', async () => {
    const result = await runStart({ PORT: 'not-a-port', DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Cannot start: Invalid configuration');
    expect(result.stderr).toContain('PORT');
  });

  it('refuses a second server on the same data folder with the lock message', async () => {
    const first = await openEmbedded({ dataDir });
    try {
      const result = await runStart({ DATA_DIR: dataDir, PORT: '4398' });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`Cannot start: database in use by pid ${process.pid}`);
      // In the same process too: one folder, one owner.
      await expect(openEmbedded({ dataDir })).rejects.toThrow(DatabaseInUseError);
    } finally {
      await first.close();
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    await fs.writeFile(path.join(dataDir, 'db.lock'), '999999');
    const database = await openEmbedded({ dataDir });
    await database.close();
    await expect(fs.access(path.join(dataDir, 'db.lock'))).rejects.toThrow();
  });
});
