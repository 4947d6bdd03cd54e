import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { accounts } from '../../db/schema/index.ts';
import { lookUpAccountToken, useAccountToken } from './account-tokens.ts';

export type VerifyEmailResult = 'verified' | 'used' | 'expired' | 'unknown';
export type AccountRole = (typeof accounts.role.enumValues)[number];

/**
 * Opens a verification link: once, within 24 hours, it confirms the account's email — the address the
 * link was sent to, and only while it is still the account's address (a link for an address since
 * changed confirms nothing and answers 'unknown'). The token is marked used in the same transaction.
 */
export async function verifyEmail(db: Database, token: string, now = new Date()): Promise<VerifyEmailResult> {
  return (await openVerificationLink(db, token, now)).result;
}

/**
 * The same, also answering whose account a link verified (issue 24 item 9: the page then speaks to a
 * merchant or a user); `role` is null unless the result is 'verified'.
 */
export async function openVerificationLink(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ result: VerifyEmailResult; role: AccountRole | null }> {
  const role = await db.transaction(async (tx) => {
    const row = await useAccountToken(tx, token, 'verify_email', now);
    if (!row) return null;
    const [confirmed] = await tx
      .update(accounts)
      .set({ isEmailConfirmed: true })
      .where(and(eq(accounts.id, row.accountId), eq(sql`lower(${accounts.email})`, row.email.toLowerCase())))
      .returning({ role: accounts.role });
    return confirmed?.role ?? null;
  });
  if (role) return { result: 'verified', role };
  const lookup = await lookUpAccountToken(db, token, 'verify_email', now);
  return { result: lookup.state === 'valid' ? 'unknown' : lookup.state, role: null };
}
