import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { accounts } from '../../db/schema/index.ts';
import { lookUpAccountToken, useAccountToken } from './account-tokens.ts';

export type VerifyEmailResult = 'verified' | 'used' | 'expired' | 'unknown';

/**
 * Opens a verification link: once, within 24 hours, it confirms the account's email — the address the
 * link was sent to, and only while it is still the account's address (a link for an address since
 * changed confirms nothing and answers 'unknown'). The token is marked used in the same transaction.
 */
export async function verifyEmail(db: Database, token: string, now = new Date()): Promise<VerifyEmailResult> {
  const done = await db.transaction(async (tx) => {
    const row = await useAccountToken(tx, token, 'verify_email', now);
    if (!row) return false;
    const [confirmed] = await tx
      .update(accounts)
      .set({ isEmailConfirmed: true })
      .where(and(eq(accounts.id, row.accountId), eq(sql`lower(${accounts.email})`, row.email.toLowerCase())))
      .returning({ id: accounts.id });
    return confirmed !== undefined;
  });
  if (done) return 'verified';
  const lookup = await lookUpAccountToken(db, token, 'verify_email', now);
  return lookup.state === 'valid' ? 'unknown' : lookup.state;
}
