import { and, eq, or, sql } from 'drizzle-orm';
import { accountMessages, type UserSignup } from '../../contract/accounts.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { newReferralCode } from '../../auth/referral-code.ts';
import type { Database } from '../../db/database.ts';
import { accounts, userProfiles } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { findReferrer } from './find-referrer.ts';
import { withDuplicateAsConflict } from './unique-violation.ts';

/** Creates a shopper's account and user record in one transaction. It does not sign in. */
export async function registerUser(db: Database, input: UserSignup) {
  await assertNameAndEmailFree(db, input.username, input.email, 'user');
  const referral = await findReferrer(db, input.referredBy);
  const passwordHash = await hashPassword(input.password);
  return withDuplicateAsConflict(() =>
    db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({
          role: 'user',
          username: input.username,
          email: input.email,
          mobile: input.mobileNumber,
          displayName: input.username,
          passwordHash,
          // A form sign-up is confirmed by its emailed link (issue 13).
          isEmailConfirmed: false,
          referralCode: newReferralCode(),
          ...referral,
        })
        .returning();
      if (!account) throw new Error('account insert returned no row');
      await tx.insert(userProfiles).values({
        accountId: account.id,
        username: input.username,
        email: input.email,
        mobileNumber: input.mobileNumber,
        address: input.address ?? null,
      });
      return account;
    }),
  );
}

/** User names are unique across all accounts regardless of case; emails within a role. */
export async function assertNameAndEmailFree(
  db: Database,
  username: string,
  email: string,
  role: 'user' | 'merchant',
) {
  const [taken] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      or(
        eq(sql`lower(${accounts.username})`, username.toLowerCase()),
        and(eq(accounts.role, role), eq(sql`lower(${accounts.email})`, email.toLowerCase())),
      ),
    )
    .limit(1);
  if (taken) throw HttpError.conflict(accountMessages.duplicate);
}
