/**
 * `npm run db:seed`: adds the demo content to an empty database. A database named by DATABASE_URL
 * is only ever seeded by this explicit command, never by a start. It never creates an admin, and the
 * demo user and merchant who own the content have no password: nobody can sign in to them.
 */
import { parseConfig } from '../functions/config.ts';
import { openDatabase } from '../functions/db/client.ts';
import { seedDemoDataIfEmpty } from '../functions/seed/seed-demo-data.ts';
import { createBlobStore } from '../functions/storage/create-blob-store.ts';

const config = parseConfig(process.env);
const database = await openDatabase(config);
try {
  await database.migrate();
  const seeded = await seedDemoDataIfEmpty(
    { db: database.db, blobs: createBlobStore(config) },
    { signInAccounts: false },
  );
  console.log(seeded ? 'Demo content added.' : 'The database already has accounts; nothing was added.');
} finally {
  await database.close();
}
