import { settingsMessages } from '../../contract/account-settings.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import type { Account } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { countSignInAttempt, forgetSignInFailures } from './sign-in-throttle.ts';

/**
 * The signed-in account's current password, as Settings asks for it (password and email changes,
 * deleting the account). It shares the account's sign-in budget from this address (decision 0015):
 * five wrong passwords here or at a sign-in form lock both for the window (429), so a stolen session
 * cannot guess the password faster than the sign-in form allows. A wrong password is a 400 (bad input,
 * not a refusal of who asks) with the message on the field; a right one clears the failures before it, as a sign-in does.
 */
export async function checkCurrentPassword(
  db: Database,
  account: Account,
  password: string,
  clientAddress: string | undefined,
): Promise<void> {
  if (account.passwordHash === null) throw HttpError.badInput(settingsMessages.noPassword);
  const key = await countSignInAttempt(db, {
    role: account.role,
    accountId: account.id,
    name: '',
    clientAddress,
  });
  if (!(await verifyPassword(account.passwordHash, password))) {
    throw new HttpError(400, 'wrong_password', settingsMessages.wrongPassword, {
      currentPassword: settingsMessages.wrongPassword,
    });
  }
  await forgetSignInFailures(db, key);
}
