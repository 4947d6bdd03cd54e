import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { hashToken } from '../../auth/sessions.ts';
import { ACCOUNT_TOKEN_PATTERN } from '../../contract/account-email.ts';
import type { Database, DbOrTx } from '../../db/database.ts';
import { accountTokens } from '../../db/schema/index.ts';

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

/**
 * A single-use emailed link's token: 256 random bits for the link, only its SHA-256 stored (as with
 * sessions), with the purpose, the address it was sent to and its end. Expired rows of the account
 * are removed as new ones are made, so the table stays small without a job.
 */
export async function issueAccountToken(
  db: Database,
  input: { accountId: string; purpose: AccountTokenPurpose; email: string; lifetimeMs: number; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.accountId, input.accountId), lte(accountTokens.expiresAt, now)));
  await db.insert(accountTokens).values({
    tokenHash: hashToken(token),
    accountId: input.accountId,
    purpose: input.purpose,
    email: input.email,
    expiresAt: new Date(now.getTime() + input.lifetimeMs),
  });
  return token;
}

export type TokenLookup =
  { state: 'valid'; row: typeof accountTokens.$inferSelect } | { state: 'used' | 'expired' | 'unknown' };

/** What a link's token is: valid (unused, not expired), used, expired or unknown. Reads only. */
export async function lookUpAccountToken(
  db: Database,
  token: string,
  purpose: AccountTokenPurpose,
  now = new Date(),
): Promise<TokenLookup> {
  const row = await findAccountToken(db, token, purpose);
  if (!row) return { state: 'unknown' };
  if (row.usedAt || row.revokedAt) return { state: 'used' };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: 'expired' };
  return { state: 'valid', row };
}

/**
 * Marks a valid token used, in the caller's transaction. The update's own condition (unused, not
 * expired) decides, so of two parallel uses exactly one gets the row back.
 */
export async function useAccountToken(
  tx: DbOrTx,
  token: string,
  purpose: AccountTokenPurpose,
  now = new Date(),
) {
  if (!ACCOUNT_TOKEN_PATTERN.test(token)) return null;
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        isNull(accountTokens.revokedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** The stored row of a link's token whatever its state (to say why it was refused), or null. */
export async function findAccountToken(db: DbOrTx, token: string, purpose: AccountTokenPurpose) {
  if (!ACCOUNT_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/**
 * Ends every unused password-reset link of the account, in the caller's transaction: its email or
 * password has just changed, so a link mailed before (perhaps to an address someone else now reads,
 * or asked for by whoever knew the old password) must not set a password afterwards (decision 0043).
 */
export async function revokeResetLinks(tx: Database, accountId: string, now = new Date()): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(accountTokens.accountId, accountId),
        eq(accountTokens.purpose, 'reset_password'),
        isNull(accountTokens.usedAt),
        isNull(accountTokens.revokedAt),
      ),
    );
}
