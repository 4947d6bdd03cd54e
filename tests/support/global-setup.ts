import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openEmbedded } from '../../functions/db/drivers/embedded.ts';

/**
 * Migrates one in-memory database and dumps it; every test file then starts its own database from
 * this template in a fraction of the time migrating would take.
 */
export default async function setup(project: TestProject) {
  const database = await openEmbedded({ memory: true });
  await database.migrate();
  const dump = await database.client.dumpDataDir('none');
  await database.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dealsphere-template-'));
  const file = path.join(dir, 'template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', file);
  return () => fs.rm(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: string;
  }
}
