import type { Account } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../services/email/mailer.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import type { Logger } from './logger.ts';

/** What the app is built from; tests pass their own database and folder, production its real ones. */
export interface AppDeps {
  db: Database;
  blobs: BlobStore;
  config: Config;
  log: Logger;
  /** Outgoing email: SMTP, or the outbox folder (services/email/create-mailer.ts). */
  mailer: Mailer;
}

export interface AppEnv {
  /** What the host passes with each request (src/pages/api); absent in tests that do not set it. */
  Bindings: {
    /** The client's IP address as the adapter determined it; never stored (decision 0014). */
    clientAddress?: string | undefined;
  };
  Variables: AppDeps & {
    requestId: string;
    /** The signed-in account (from the session cookie), or null for a visitor. */
    account: Account | null;
  };
}
