import path from 'node:path';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from './database.ts';
import { openEmbedded } from './drivers/embedded.ts';
import { isNeonUrl, openNeon } from './drivers/neon.ts';
import { openPostgres } from './drivers/postgres.ts';

/** Chooses the driver from DATABASE_URL (docs/decisions/0003-database-drivers.md). */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<DatabaseHandle> {
  const url = config.DATABASE_URL;
  if (!url) return openEmbedded({ dataDir: path.resolve(config.DATA_DIR) });
  return isNeonUrl(url) ? openNeon(url) : openPostgres(url);
}
