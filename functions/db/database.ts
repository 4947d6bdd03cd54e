import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/** One type for the three drivers (PGlite, pg, Neon): services are written once against it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The `tx` of `db.transaction(async (tx) => ...)`: a Database whose statements run in one transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What a function that may run inside its caller's transaction takes: the database, or a transaction
 * of it. A transaction is passed as it is, never cast (docs/decisions/0050).
 */
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'embedded' | 'postgres' | 'neon';
  /** Applies the committed migrations in drizzle/ (or in `folder`, for a test). */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
}

export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
  readonly pid: number;
  constructor(pid: number) {
    super(`database in use by pid ${pid}`);
    this.pid = pid;
  }
}
