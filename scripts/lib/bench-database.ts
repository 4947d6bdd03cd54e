import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../functions/db/client.ts';
import { startPgServer } from './pg-server.ts';

/**
 * A migrated database `bench` on a throw-away PostgreSQL server (bench:jobs, bench-bonuses): its URL,
 * the app's database on it, the data folder the app's database wants, and `remove` for both.
 */
export async function benchDatabase(prefix: string, settings: Record<string, string> = {}) {
  const server = await startPgServer({ settings });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const remove = async () => {
    await server.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const admin = new pg.Client({ connectionString: server.url() });
    await admin.connect();
    await admin.query('create database bench');
    await admin.end();
    const url = server.url('bench');
    const database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: url });
    await database.migrate();
    return { url, dataDir, database, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
