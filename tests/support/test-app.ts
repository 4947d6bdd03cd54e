import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createApp } from '../../functions/app.ts';
import { parseConfig } from '../../functions/config.ts';
import type { DatabaseHandle } from '../../functions/db/database.ts';
import { openEmbedded } from '../../functions/db/drivers/embedded.ts';
import { openPostgres } from '../../functions/db/drivers/postgres.ts';
import { createLogger } from '../../functions/http/logger.ts';
import type { BlobStore } from '../../functions/storage/blob-store.ts';
import { LocalBlobStore } from '../../functions/storage/local-blob-store.ts';
import { createMailer, outboxFolder } from '../../functions/services/email/create-mailer.ts';
import { readOutbox } from '../../functions/services/email/outbox-mailer.ts';
import { withTestPaymentsSecret } from '../../functions/services/payments/test-payments-secret.ts';

/** The cron endpoint's secret in tests (CRON_SECRET is required in production, so it is always set). */
export const TEST_CRON_SECRET = 'test-cron-secret-0123456789';

/**
 * Razorpay's settings, required in production (the test provider is refused there): a production app
 * in tests gets these (no request reaches Razorpay unless a test points RAZORPAY_API_URL at a fake).
 */
export const TEST_PRODUCTION_SETTINGS = {
  // Links are built on the site's address, required in production: where the tests' requests go.
  SITE_URL: 'http://localhost',
  // A production start needs a mail server; these apps send no mail (an address nothing listens on).
  SMTP_URL: 'smtp://127.0.0.1:9',
  RAZORPAY_KEY_ID: 'rzp_test_production0001',
  RAZORPAY_KEY_SECRET: 'production-key-secret-0001',
  RAZORPAY_WEBHOOK_SECRET: 'production-webhook-secret-0001',
};

/**
 * The migrated template database on a real Postgres server when the suite runs through
 * `npm run test:pg` (scripts/test-pg.ts); unset, every test app runs on PGlite in memory. A separate
 * name from DATABASE_URL, so a developer's own database is never copied or dropped by a test.
 */
export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL || undefined;

let copies = 0;

/**
 * A fresh database from the migrated template: PGlite in memory, or on Postgres a new database
 * created from the template (CREATE DATABASE ... TEMPLATE) and dropped at close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const templateUrl = testDatabaseUrl();
  if (!templateUrl) {
    const template = await fs.readFile(inject('databaseTemplate'));
    return openEmbedded({ memory: true, loadDataDir: new Blob([template]) });
  }
  const template = new URL(templateUrl);
  const templateName = decodeURIComponent(template.pathname.slice(1));
  const name = `test_${process.pid}_${++copies}_${Date.now().toString(36)}`;
  const serverUrl = new URL(templateUrl);
  serverUrl.pathname = '/postgres';
  await onServer(serverUrl.href, `create database "${name}" template "${templateName}"`);
  const copyUrl = new URL(templateUrl);
  copyUrl.pathname = `/${name}`;
  const database = await openPostgres(copyUrl.href);
  return {
    ...database,
    async close() {
      await database.close();
      await onServer(serverUrl.href, `drop database if exists "${name}"`);
    },
  };
}

/** One statement on the server's maintenance database (CREATE/DROP DATABASE cannot run in a pool's transaction). */
async function onServer(url: string, sql: string) {
  const { default: pg } = await import('pg');
  // Two workers copying the same template at once may briefly see it "being accessed", and a closed
  // pool's connections take a moment to leave before its database can be dropped: try again.
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query(sql);
      return;
    } catch (error) {
      if (attempt >= 30 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

/**
 * A real app on a fresh database (from the migrated template) and a fresh blob folder.
 * Nothing of the developer's .data/ is touched.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    /** A database of the test's own (e.g. on a server it stops and starts); closed with the app. */
    database?: DatabaseHandle;
    /** Another blob store than the fresh folder (e.g. a full disk or a failing Vercel Blob). */
    blobs?: BlobStore;
  } = {},
) {
  const database = options.database ?? (await openTestDatabase());
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dealsphere-test-'));
  // The test provider's secret as a start makes it: random, in this test's own DATA_DIR (unless the test sets one).
  const config = await withTestPaymentsSecret(
    parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      CRON_SECRET: TEST_CRON_SECRET,
      ...(env.NODE_ENV === 'production' ? TEST_PRODUCTION_SETTINGS : {}),
      ...env,
    }),
  );
  const folder = new LocalBlobStore(path.join(dataDir, 'blobs'));
  const blobs = options.blobs ?? folder;
  const mailer = createMailer(config);
  const deps = { db: database.db, blobs, config, log: createLogger(config.LOG_LEVEL), mailer };
  const app = createApp(deps);
  return {
    app,
    /** What the app was built from, to build another on the same database (e.g. mounted in another order). */
    deps,
    db: database.db,
    blobs,
    dataDir,
    config,
    mailer,
    /** The messages the app "sent" to the outbox (the default mailer), newest first. */
    outbox: () => readOutbox(outboxFolder(config)),
    /** Every file in the blob folder, to prove a refused upload left nothing behind. */
    async storedFiles(): Promise<string[]> {
      const entries = await fs.readdir(folder.root, { recursive: true, withFileTypes: true }).catch(() => []);
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
