import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { accounts } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';

/**
 * Until a form sign-up opens its emailed link, the account can sign in but not reveal codes, review or
 * earn (issue 13): 403 with `message`, which says what to do. Read from the database, not the session's
 * copy, so a link opened in another tab counts at once.
 */
export async function requireVerifiedEmail(db: Database, accountId: string, message: string) {
  const [row] = await db
    .select({ confirmed: accounts.isEmailConfirmed })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row?.confirmed) throw HttpError.forbidden(message);
}
