/** `npm run db:migrate`: applies drizzle/ to the database named by DATABASE_URL (or the embedded one). */
import { parseConfig } from '../functions/config.ts';
import { openDatabase } from '../functions/db/client.ts';

const config = parseConfig(process.env);
const database = await openDatabase(config);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind} database).`);
} finally {
  await database.close();
}
