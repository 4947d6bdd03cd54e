import type { z } from 'zod';
import type { userDetailsSchema } from '../../contract/accounts.ts';
import type { Account } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { userProfiles } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { accountMessages } from '../../contract/account-display.ts';

/** The user-details form of a signed-in account without a user record (e.g. first Google sign-in). */
export async function saveUserDetails(
  db: Database,
  account: Account,
  details: z.infer<typeof userDetailsSchema>,
) {
  try {
    await db.insert(userProfiles).values({
      accountId: account.id,
      username: account.username,
      email: details.email,
      mobileNumber: details.mobileNumber,
      address: details.address ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw HttpError.conflict(accountMessages.userDetailsAlreadySaved);
    throw error;
  }
}
