import type { Account } from '../../auth/sessions.ts';
import { HttpError } from '../../http/http-error.ts';

/** What a service needs to know of the signed-in account: who it is, and whether its email is verified. */
export type SignedInAccount = Pick<Account, 'id' | 'isEmailConfirmed'>;

/**
 * Until a form sign-up opens its emailed link, the account can sign in but not reveal codes, review or
 * earn (issue 13): 403 with `message`, which says what to do. The account is the session's row, which
 * the session middleware reads from the database on every request, so a link opened in another tab
 * counts at the next request, with no query of its own (decision 0041).
 */
export function requireVerifiedEmail(account: SignedInAccount, message: string) {
  if (!account.isEmailConfirmed) throw HttpError.forbidden(message);
}
