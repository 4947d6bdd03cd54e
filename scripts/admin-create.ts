/**
 * `npm run admin:create -- --name NAME --password PASSWORD`: creates an administrator (or resets the
 * password of an existing one) in the database named by DATABASE_URL, or the embedded one.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { parseConfig } from '../functions/config.ts';
import { openDatabase } from '../functions/db/client.ts';
import { fieldMessages } from '../functions/http/error-envelope.ts';
import { createAdmin } from '../functions/services/accounts/create-admin.ts';

const { values } = parseArgs({ options: { name: { type: 'string' }, password: { type: 'string' } } });
if (!values.name || !values.password) {
  console.error('Usage: npm run admin:create -- --name NAME --password PASSWORD');
  process.exit(2);
}

const database = await openDatabase(parseConfig(process.env));
try {
  await database.migrate();
  const { created } = await createAdmin(database.db, { name: values.name, password: values.password });
  console.log(
    created ? `Administrator ${values.name} created.` : `Password of administrator ${values.name} changed.`,
  );
} catch (error) {
  const message =
    error instanceof z.ZodError ? Object.values(fieldMessages(error)).join('; ') : (error as Error).message;
  console.error(`Cannot create the administrator: ${message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
