import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/** One type for the three drivers (PGlite, pg, Neon): services are written once against it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

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
