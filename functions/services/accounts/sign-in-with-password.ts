import { and, eq, or, sql } from 'drizzle-orm';
import { accountMessages, type Role } from '../../contract/accounts.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { deleteExpiredSessions, type Account } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { accounts } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { countSignInAttempt, forgetSignInFailures } from './sign-in-throttle.ts';

let dummyHash: Promise<string> | undefined;

/**
 * Checks a name (user name or email) and password for an account of one role. Every failure answers
 * the same 401 'Login failed. Please try again.' after the same work, so nobody can learn whether an
 * account exists; throttling comes first (429), counted before the password is checked.
 */
export async function signInWithPassword(
  db: Database,
  input: { name: string; password: string; role: Role; clientAddress: string | undefined; message?: string },
): Promise<Account> {
  const name = input.name.trim().toLowerCase();
  const [account] = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.role, input.role),
        or(eq(sql`lower(${accounts.username})`, name), eq(sql`lower(${accounts.email})`, name)),
      ),
    )
    .limit(1);
  const throttleKey = await countSignInAttempt(db, {
    role: input.role,
    accountId: account?.id,
    name,
    clientAddress: input.clientAddress,
  });
  // Without an account, still spend the time of one argon2 verification.
  dummyHash ??= hashPassword('not the password of anyone');
  const ok = await verifyPassword(account?.passwordHash ?? (await dummyHash), input.password);
  if (!ok || account === undefined || account.passwordHash === null) {
    throw new HttpError(401, 'login_failed', input.message ?? accountMessages.loginFailed);
  }
  await forgetSignInFailures(db, throttleKey);
  await deleteExpiredSessions(db);
  return account;
}
