import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle } from '../database.ts';
import { migrationsFolder } from '../migrations-folder.ts';
import * as schema from '../schema/index.ts';

/**
 * Limits that keep a request from hanging when the database is away (docs/decisions/0034-rel-...):
 * a connection attempt gives up after 3 s and a query after 20 s, so the API answers 503 in time.
 */
export const POOL_LIMITS = { connectionTimeoutMillis: 3_000, query_timeout: 20_000 } as const;

/** A Postgres server reached over TCP with the `pg` pool. */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, ...POOL_LIMITS });
  // An idle connection the server ended (restart, failover, admin command) is dropped by the pool,
  // which then opens a new one on the next query; without a listener its 'error' would end the process.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }),
    close: () => pool.end(),
  };
}
