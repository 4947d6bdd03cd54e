import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseHandle } from '../database.ts';
import { migrationsFolder } from '../migrations-folder.ts';
import * as schema from '../schema/index.ts';

/**
 * Limits that keep a request from hanging when the database is away (decision 0039):
 * a connection attempt gives up after 3 s and a query after 20 s, so the API answers 503 in time.
 */
export const POOL_LIMITS = { connectionTimeoutMillis: 3_000, query_timeout: 20_000 } as const;

/**
 * A Postgres server reached over TCP with the `pg` pool. `limits` are the pool's (tests shorten them).
 * Migrations run on a connection of their own without the query limit: building an index on a big
 * table may rightly take longer than any request should (and a migration that fails rolls back whole).
 */
export async function openPostgres(
  url: string,
  limits: { connectionTimeoutMillis: number; query_timeout: number } = POOL_LIMITS,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, ...limits });
  keepAliveOnLostConnections(pool);
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    async migrate(folder = migrationsFolder()) {
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: limits.connectionTimeoutMillis,
      });
      client.on('error', () => {});
      await client.connect();
      try {
        await migrate(drizzle({ client }), { migrationsFolder: folder });
      } finally {
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * A connection the server ends (restart, crash, failover, admin command) emits 'error'. The pool
 * listens only while the connection is idle (then drops it and opens a new one on the next query);
 * a connection checked out by a request or transaction has no listener, and an unheard 'error' ends
 * the whole process. The request itself already fails through its query (answered 503), so each
 * connection gets a listener for its whole life and the pool one for its idle ones.
 */
export function keepAliveOnLostConnections(pool: {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(
    event: 'connect',
    listener: (client: { on(event: 'error', listener: () => void): unknown }) => void,
  ): unknown;
}) {
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
}
