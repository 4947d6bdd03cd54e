import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../functions/config.ts';
import { hmacHex } from '../../functions/services/payments/signature.ts';
import {
  TEST_PAYMENTS_SECRET_FILE,
  withTestPaymentsSecret,
} from '../../functions/services/payments/test-payments-secret.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Test mode has no public secret (issue 20 item 7, decision 0043): the test provider's signing and
 * webhook secret is made at random on the first start and kept in DATA_DIR/test-payments.secret, unless
 * TEST_PAYMENTS_SECRET is set; it was a constant in config.ts, so anyone could sign a webhook.
 */
const folders: string[] = [];
const opened: TestApp[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()));
  await Promise.all(folders.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

async function dataDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dealsphere-secret-'));
  folders.push(dir);
  // A folder that does not exist yet, as on a first start.
  return path.join(dir, 'data');
}

/** What a start does with its environment (functions/runtime.ts). */
const start = (env: Record<string, string>) => withTestPaymentsSecret(parseConfig(env));

/** The constant config.ts used to default to, which anyone could read in the source. */
const OLD_PUBLISHED_SECRET = ['dealsphere', 'test', 'payments', 'no', 'real', 'money'].join('-');

describe('the test payment provider secret', () => {
  it('is made at random on the first start, kept with mode 0600, and read by the next start on that DATA_DIR', async () => {
    const dir = await dataDir();
    const first = await start({ DATA_DIR: dir });
    const secret = first.TEST_PAYMENTS_SECRET ?? '';
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, TEST_PAYMENTS_SECRET_FILE);
    expect((await fs.readFile(file, 'utf8')).trim()).toBe(secret);
    if (process.platform !== 'win32') expect((await fs.stat(file)).mode & 0o777).toBe(0o600);

    const second = await start({ DATA_DIR: dir });
    expect(second.TEST_PAYMENTS_SECRET).toBe(secret);

    const elsewhere = await start({ DATA_DIR: await dataDir() });
    expect(elsewhere.TEST_PAYMENTS_SECRET).not.toBe(secret);
    expect(elsewhere.TEST_PAYMENTS_SECRET?.length).toBeGreaterThanOrEqual(32);
  });

  it('tightens a kept file others could read, and does not use one that holds no usable secret', async () => {
    const dir = await dataDir();
    const { TEST_PAYMENTS_SECRET: secret } = await start({ DATA_DIR: dir });
    const file = path.join(dir, TEST_PAYMENTS_SECRET_FILE);
    if (process.platform !== 'win32') {
      await fs.chmod(file, 0o644);
      expect((await start({ DATA_DIR: dir })).TEST_PAYMENTS_SECRET).toBe(secret);
      expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    }
    // A truncated file is not quietly replaced by a weak or new secret: this start makes its own and warns.
    await fs.writeFile(file, 'short\n');
    const warnings: string[] = [];
    const config = await withTestPaymentsSecret(parseConfig({ DATA_DIR: dir }), (message) =>
      warnings.push(message),
    );
    expect(config.TEST_PAYMENTS_SECRET).not.toBe('short');
    expect(config.TEST_PAYMENTS_SECRET?.length).toBeGreaterThanOrEqual(32);
    expect(warnings).toHaveLength(1);
  });

  it('is TEST_PAYMENTS_SECRET when set, and nothing when Razorpay takes the payments; no file is written', async () => {
    const dir = await dataDir();
    expect(
      (await start({ DATA_DIR: dir, TEST_PAYMENTS_SECRET: 'the-operators-own-secret' })).TEST_PAYMENTS_SECRET,
    ).toBe('the-operators-own-secret');
    const razorpay = await start({
      DATA_DIR: dir,
      RAZORPAY_KEY_ID: 'rzp_test_secretfile01',
      RAZORPAY_KEY_SECRET: 'secret-file-key-secret',
    });
    expect(razorpay.TEST_PAYMENTS_SECRET).toBeUndefined();
    await expect(fs.access(path.join(dir, TEST_PAYMENTS_SECRET_FILE))).rejects.toThrow();
  });

  it('signs the webhook: the kept secret works, the old published value does not', async () => {
    const t = await createTestApp();
    opened.push(t);
    const kept = (await fs.readFile(path.join(t.dataDir, TEST_PAYMENTS_SECRET_FILE), 'utf8')).trim();
    const raw = JSON.stringify({ event: 'settlement.processed', payload: {} });
    const send = (secret: string, eventId: string) =>
      t.app.request('/api/payments/webhook', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': hmacHex(secret, raw),
          'X-Razorpay-Event-Id': eventId,
        },
        body: raw,
      });
    expect((await send(OLD_PUBLISHED_SECRET, 'evt_public')).status).toBe(400);
    expect((await send(kept, 'evt_kept')).status).toBe(200);
  });

  it('is a constant nowhere in the code, and config.ts gives it no default', async () => {
    expect(parseConfig({}).TEST_PAYMENTS_SECRET).toBeUndefined();
    const found: string[] = [];
    for (const root of ['functions', 'scripts', 'src', 'tests', 'astro.config.mjs', 'playwright.config.ts']) {
      const entries = (await fs.stat(root)).isDirectory()
        ? (await fs.readdir(root, { recursive: true })).map((entry) => path.join(root, entry))
        : [root];
      for (const file of entries) {
        if (!/\.(ts|tsx|astro|mjs|js)$/.test(file)) continue;
        if ((await fs.readFile(file, 'utf8')).includes(OLD_PUBLISHED_SECRET)) found.push(file);
      }
    }
    expect(found).toEqual([]);
  });
});
