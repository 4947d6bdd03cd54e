import { sql } from 'drizzle-orm';
import type { DbOrTx } from './database.ts';

/**
 * Holds a transaction-scoped advisory lock on one named thing (e.g. scope 'ad-slot', key 7) until the
 * transaction ends. Writers that check before they write take it first, so concurrent writers on any
 * number of instances queue instead of both passing the check. The two-key form keeps scopes apart.
 */
export async function lockForTransaction(tx: DbOrTx, scope: string, key: string | number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${scope}), hashtext(${String(key)}))`);
}
