import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createApp } from '../../functions/app.ts';
import { parseConfig } from '../../functions/config.ts';
import { openEmbedded } from '../../functions/db/drivers/embedded.ts';
import { createLogger } from '../../functions/http/logger.ts';
import { LocalBlobStore } from '../../functions/storage/local-blob-store.ts';
import { createMailer, outboxFolder } from '../../functions/services/email/create-mailer.ts';
import { readOutbox } from '../../functions/services/email/outbox-mailer.ts';

/** The cron endpoint's secret in tests (CRON_SECRET is required in production, so it is always set). */
export const TEST_CRON_SECRET = 'test-cron-secret-0123456789';

/**
 * Razorpay's settings, required in production (the test provider is refused there): a production app
 * in tests gets these (no request reaches Razorpay unless a test points RAZORPAY_API_URL at a fake).
 */
export const TEST_PRODUCTION_PAYMENTS = {
  RAZORPAY_KEY_ID: 'rzp_test_production0001',
  RAZORPAY_KEY_SECRET: 'production-key-secret-0001',
  RAZORPAY_WEBHOOK_SECRET: 'production-webhook-secret-0001',
};

/**
 * A real app on a fresh in-memory database (from the migrated template) and a fresh blob folder.
 * Nothing of the developer's .data/ is touched.
 */
export async function createTestApp(env: Record<string, string> = {}) {
  const template = await fs.readFile(inject('databaseTemplate'));
  const database = await openEmbedded({ memory: true, loadDataDir: new Blob([template]) });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dealsphere-test-'));
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    CRON_SECRET: TEST_CRON_SECRET,
    ...(env.NODE_ENV === 'production' ? TEST_PRODUCTION_PAYMENTS : {}),
    ...env,
  });
  const blobs = new LocalBlobStore(path.join(dataDir, 'blobs'));
  const mailer = createMailer(config);
  const app = createApp({ db: database.db, blobs, config, log: createLogger(config.LOG_LEVEL), mailer });
  return {
    app,
    db: database.db,
    blobs,
    dataDir,
    mailer,
    /** The messages the app "sent" to the outbox (the default mailer), newest first. */
    outbox: () => readOutbox(outboxFolder(config)),
    /** Every file in the blob folder, to prove a refused upload left nothing behind. */
    async storedFiles(): Promise<string[]> {
      const entries = await fs.readdir(blobs.root, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    },
    async close() {
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A request as our own pages send it: same origin, JSON. */
export function sameOrigin(init: RequestInit = {}): RequestInit {
  return {
    ...init,
    headers: { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost', ...init.headers },
  };
}
