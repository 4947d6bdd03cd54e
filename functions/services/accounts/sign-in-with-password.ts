import { and, eq, or, sql } from 'drizzle-orm';
import { accountMessages, type Role } from '../../contract/accounts.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { deleteExpiredSessions, type Account } from '../../auth/sessions.ts';
import { assertNotThrottled, recordSignInAttempt, throttleKey } from '../../auth/throttle.ts';
import type { Database } from '../../db/database.ts';
import { accounts } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';

let dummyHash: Promise<string> | undefined;

/**
 * Checks a name (user name or email) and password for an account of one role. Every failure answers
 * the same 401 'Login failed. Please try again.' after the same work, so nobody can learn whether an
 * account exists; throttling comes first (429).
 */
export async function signInWithPassword(
  db: Database,
  input: { name: string; password: string; role: Role; message?: string },
): Promise<Account> {
  const key = throttleKey(input.name);
  await assertNotThrottled(db, key);
  const [account] = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.role, input.role),
        or(eq(sql`lower(${accounts.username})`, key), eq(sql`lower(${accounts.email})`, key)),
      ),
    )
    .limit(1);
  // Without an account, still spend the time of one argon2 verification.
  dummyHash ??= hashPassword('not the password of anyone');
  const ok = await verifyPassword(account?.passwordHash ?? (await dummyHash), input.password);
  const succeeded = ok && account !== undefined && account.passwordHash !== null;
  await recordSignInAttempt(db, key, succeeded);
  if (!succeeded) throw new HttpError(401, 'login_failed', input.message ?? accountMessages.loginFailed);
  await deleteExpiredSessions(db);
  return account;
}
