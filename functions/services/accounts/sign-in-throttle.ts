import { accountMessages, type Role } from '../../contract/accounts.ts';
import { MAX_FAILED_SIGN_INS, SIGN_IN_WINDOW_MS } from '../../contract/limits.ts';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { addressKey } from '../throttle/address-key.ts';
import { countHit, forgetHits } from '../throttle/count-hit.ts';

/**
 * Counts a sign-in attempt before its password is checked (decision 0015) and refuses the sixth
 * within a window with 429, even with the right password. The key is the account the name resolves
 * to (so its user name and email share one budget, and one form's failures never lock another role's
 * account), or the normalised name and role when there is none (so a 429 reveals nothing), together
 * with the client address: someone guessing from one address cannot lock the owner out elsewhere.
 * Answers the key, for `forgetSignInFailures` after a success.
 */
export async function countSignInAttempt(
  db: Database,
  input: { role: Role; accountId: string | undefined; name: string; clientAddress: string | undefined },
): Promise<string> {
  const who = input.accountId ?? `name:${input.name}`;
  const key = `sign-in:${input.role}:${who}:${await addressKey(db, input.clientAddress)}`;
  const { hits, retryAfterSeconds } = await countHit(db, key, SIGN_IN_WINDOW_MS);
  if (hits > MAX_FAILED_SIGN_INS) {
    throw HttpError.tooManyRequests('too_many_attempts', accountMessages.tooManyAttempts, retryAfterSeconds);
  }
  return key;
}

/** A right password clears the failures before it: only failures in a row lock the account. */
export const forgetSignInFailures = forgetHits;
