import path from 'node:path';

/** The committed SQL migrations (drizzle/), resolved from the project root the server runs in. */
export const migrationsFolder = () => path.resolve(process.cwd(), 'drizzle');
