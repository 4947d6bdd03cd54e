import { and, eq, isNull } from 'drizzle-orm';
import { passwordResetMessages } from '../../contract/account-email.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Database } from '../../db/database.ts';
import { accounts, accountTokens, sessions } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { findAccountToken, useAccountToken } from './account-tokens.ts';

/**
 * Sets a new password from a reset link, in one transaction: the token is used (once, within 30
 * minutes), the argon2 hash is stored, every session of the account ends, every other unused reset
 * link of the account stops working, and the email the link went to counts as verified (its owner
 * has just read it). The link is bound to the address it was sent to: when the account's email is no
 * longer that address, or the email or password changed since (revokeResetLinks), it is refused,
 * saying why (decision 0043). A used, expired or unknown link: 400 and nothing changes.
 */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string; now?: Date },
): Promise<{ role: (typeof accounts.$inferSelect)['role'] }> {
  const now = input.now ?? new Date();
  // argon2 is slow on purpose: hashed before the transaction, so no lock is held meanwhile.
  const passwordHash = await hashPassword(input.password);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const token = await useAccountToken(tx, input.token, 'reset_password', now);
    if (!token) return { refused: await whyRefused(tx, input.token) };
    const [current] = await tx
      .select({ email: accounts.email })
      .from(accounts)
      .where(and(eq(accounts.id, token.accountId), isNull(accounts.deletedAt)));
    if (!current) return { refused: passwordResetMessages.linkInvalid };
    // The token stays used: a link for an address the account left never works again.
    if (!sameAddress(current.email, token.email)) return { refused: passwordResetMessages.linkEmailChanged };
    const [account] = await tx
      .update(accounts)
      .set({ passwordHash, isEmailConfirmed: true, updatedAt: now })
      .where(eq(accounts.id, token.accountId))
      .returning({ role: accounts.role });
    if (!account) return { refused: passwordResetMessages.linkInvalid };
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
    return { role: account.role };
  });
  if ('refused' in outcome) throw HttpError.badInput(outcome.refused, { token: outcome.refused });
  return outcome;
}

type Outcome = { role: (typeof accounts.$inferSelect)['role'] } | { refused: string };

const sameAddress = (a: string | null, b: string) => (a ?? '').toLowerCase() === b.toLowerCase();

/** Why a link could not be used: the account moved on (email or password changed), or simply invalid. */
async function whyRefused(tx: Database, token: string): Promise<string> {
  const row = await findAccountToken(tx, token, 'reset_password');
  if (!row?.revokedAt || row.usedAt) return passwordResetMessages.linkInvalid;
  const [account] = await tx
    .select({ email: accounts.email })
    .from(accounts)
    .where(and(eq(accounts.id, row.accountId), isNull(accounts.deletedAt)));
  if (!account) return passwordResetMessages.linkInvalid;
  return sameAddress(account.email, row.email)
    ? passwordResetMessages.linkPasswordChanged
    : passwordResetMessages.linkEmailChanged;
}
