import type { DatabaseHandle } from '../database.ts';
import type { EmbeddedLocation } from './embedded.ts';

/**
 * Stands in for drivers/embedded.ts in the Vercel build (astro.config.mjs), so PGlite is not bundled
 * into the function. A serverless function cannot keep a database folder anyway.
 */
export async function openEmbedded(_location: EmbeddedLocation): Promise<DatabaseHandle> {
  throw new Error('The embedded database is not available in this build: set DATABASE_URL.');
}
