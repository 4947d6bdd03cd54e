import { and, eq, isNull, sql } from 'drizzle-orm';
import { passwordResetMessages } from '../../contract/account-email.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Database } from '../../db/database.ts';
import { accounts, accountTokens, sessions } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { useAccountToken } from './account-tokens.ts';

/**
 * Sets a new password from a reset link, in one transaction: the token is used (once, within 30
 * minutes), the argon2 hash is stored, every session of the account ends, every other unused reset
 * link of the account stops working, and the email the link went to counts as verified (its owner
 * has just read it). A used, expired or unknown link: 400 and nothing changes.
 */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string; now?: Date },
): Promise<{ role: (typeof accounts.$inferSelect)['role'] }> {
  const now = input.now ?? new Date();
  // argon2 is slow on purpose: hashed before the transaction, so no lock is held meanwhile.
  const passwordHash = await hashPassword(input.password);
  const role = await db.transaction(async (tx) => {
    const token = await useAccountToken(tx, input.token, 'reset_password', now);
    if (!token) return null;
    const [account] = await tx
      .update(accounts)
      .set({
        passwordHash,
        isEmailConfirmed: sql`${accounts.isEmailConfirmed} or lower(coalesce(${accounts.email}, '')) = ${token.email.toLowerCase()}`,
        updatedAt: now,
      })
      .where(and(eq(accounts.id, token.accountId), isNull(accounts.deletedAt)))
      .returning({ role: accounts.role });
    if (!account) return null;
    await tx.delete(sessions).where(eq(sessions.accountId, token.accountId));
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.accountId, token.accountId),
          eq(accountTokens.purpose, 'reset_password'),
          isNull(accountTokens.usedAt),
        ),
      );
    return account.role;
  });
  if (!role)
    throw HttpError.badInput(passwordResetMessages.linkInvalid, { token: passwordResetMessages.linkInvalid });
  return { role };
}
