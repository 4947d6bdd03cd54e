import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { migrationsFolder } from '../../functions/db/migrations-folder.ts';

/**
 * The migrations up to (and with) `lastTag`, in a folder of their own: the database as it was then,
 * for tests of a migration's backfill of rows that existed before it.
 */
export async function migrationsUpTo(lastTag: string): Promise<string> {
  const source = migrationsFolder();
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  const journal = JSON.parse(await fs.readFile(path.join(source, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await fs.mkdir(path.join(folder, 'meta'));
  await fs.writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries)
    await fs.copyFile(path.join(source, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

/** Replaying every migration twice takes tens of seconds on a busy machine. */
export const MIGRATION_REPLAY_TIMEOUT_MS = 180_000;
