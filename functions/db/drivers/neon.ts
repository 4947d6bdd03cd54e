import { Pool } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-serverless';
import { migrate } from 'drizzle-orm/neon-serverless/migrator';
import type { DatabaseHandle } from '../database.ts';
import { migrationsFolder } from '../migrations-folder.ts';
import * as schema from '../schema/index.ts';
import { keepAliveOnLostConnections, POOL_LIMITS } from './postgres.ts';

/** Neon over WebSockets: a Pool, so that transactions work (the HTTP driver has none). */
export async function openNeon(url: string): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url, ...POOL_LIMITS });
  // As in drivers/postgres.ts: a lost connection fails its request, never the process.
  keepAliveOnLostConnections(pool);
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'neon',
    // As in drivers/postgres.ts: migrations on a connection of their own, without the query limit.
    async migrate(folder = migrationsFolder()) {
      const own = new Pool({
        connectionString: url,
        connectionTimeoutMillis: POOL_LIMITS.connectionTimeoutMillis,
        max: 1,
      });
      keepAliveOnLostConnections(own);
      try {
        await migrate(drizzle({ client: own }), { migrationsFolder: folder });
      } finally {
        await own.end();
      }
    },
    close: () => pool.end(),
  };
}

export const isNeonUrl = (url: string) => new URL(url).hostname.endsWith('.neon.tech');
