import { createApp, type App } from './app.ts';
import { isProduction, parseConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import type { DatabaseHandle } from './db/database.ts';
import { seedDemoDataIfEmpty } from './seed/seed-demo-data.ts';
import { createLogger, type Logger } from './http/logger.ts';
import type { BlobStore } from './storage/blob-store.ts';
import { createBlobStore } from './storage/create-blob-store.ts';
import type { Mailer } from './services/email/mailer.ts';
import { createMailer } from './services/email/create-mailer.ts';
import { withTestPaymentsSecret } from './services/payments/test-payments-secret.ts';

export interface Runtime {
  config: Config;
  log: Logger;
  database: DatabaseHandle;
  blobs: BlobStore;
  /** Outgoing email: SMTP when SMTP_URL is set, else the outbox folder. */
  mailer: Mailer;
  app: App;
  /** True when this start filled an empty embedded database with the demo content. */
  seeded: boolean;
  /** True when the demo accounts (admin included) may sign in: the embedded database outside production. */
  demoSignIns: boolean;
}

/**
 * The one running instance of the server side. Kept on globalThis because the start script
 * (scripts/start.ts) prepares it before importing the built server, which bundles its own copy of
 * this module; both must share one database connection and one folder lock.
 */
const RUNTIME = Symbol.for('dealsphere.runtime');
type Holder = { [RUNTIME]?: Promise<Runtime> };

export function getRuntime(env: Record<string, string | undefined> = process.env): Promise<Runtime> {
  const holder = globalThis as Holder;
  holder[RUNTIME] ??= startRuntime(env).catch((error: unknown) => {
    delete holder[RUNTIME];
    throw error;
  });
  return holder[RUNTIME];
}

async function startRuntime(env: Record<string, string | undefined>): Promise<Runtime> {
  const parsed = parseConfig(env);
  const log = createLogger(parsed.LOG_LEVEL);
  // The test provider's secret: TEST_PAYMENTS_SECRET, or made once and kept in DATA_DIR (decision 0043).
  const config = await withTestPaymentsSecret(parsed, log.warn);
  const database = await openDatabase(config);
  const blobs = createBlobStore(config);
  let seeded = false;
  // The published demo passwords (admin / DemoAdmin#2025 above all) never reach a production start.
  const demoSignIns = database.kind === 'embedded' && !isProduction(config);
  if (database.kind === 'embedded') {
    // The embedded database is the zero-setup default: it migrates itself and starts with demo data.
    await database.migrate();
    seeded = await seedDemoDataIfEmpty({ db: database.db, blobs }, { signInAccounts: demoSignIns });
  }
  const mailer = createMailer(config);
  const app = createApp({ db: database.db, blobs, config, log, mailer });
  return { config, log, database, blobs, mailer, app, seeded, demoSignIns };
}
