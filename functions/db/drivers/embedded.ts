import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from '../database.ts';
import { acquireFolderLock } from '../folder-lock.ts';
import { migrationsFolder } from '../migrations-folder.ts';
import * as schema from '../schema/index.ts';

export type EmbeddedLocation =
  | { dataDir: string }
  /** In memory, optionally started from a dumped data directory (the tests' migrated template). */
  | { memory: true; loadDataDir?: Blob };

/** The Postgres extensions the migrations create: pg_trgm for search (decision 0058). */
const extensions = { pg_trgm };

/** PGlite: Postgres in WebAssembly, in a folder (guarded by a lock) or in memory. */
export async function openEmbedded(location: EmbeddedLocation): Promise<DatabaseHandle & { client: PGlite }> {
  let release = () => {};
  let client: PGlite;
  if ('dataDir' in location) {
    fs.mkdirSync(location.dataDir, { recursive: true });
    release = acquireFolderLock(path.join(location.dataDir, 'db.lock'));
    try {
      client = await PGlite.create(path.join(location.dataDir, 'db'), { extensions });
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = await PGlite.create(
      location.loadDataDir ? { loadDataDir: location.loadDataDir, extensions } : { extensions },
    );
  }
  const db: Database = drizzle({ client, schema, casing: 'snake_case' });
  return {
    db,
    client,
    kind: 'embedded',
    migrate: (folder = migrationsFolder()) => migrate(drizzle({ client }), { migrationsFolder: folder }),
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
