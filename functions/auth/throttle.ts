import { and, count, eq, gt } from 'drizzle-orm';
import { accountMessages } from '../contract/accounts.ts';
import type { Database } from '../db/database.ts';
import { signInAttempts } from '../db/schema/index.ts';
import { HttpError } from '../http/http-error.ts';

export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Sign-in throttling kept in the database, so it holds across serverless instances: after 5 failures
 * for one name within 15 minutes, every attempt is refused with 429 (even with the right password)
 * until the failures age out. Keyed on the name tried, so it says nothing about whether it exists.
 */
export async function assertNotThrottled(db: Database, accountKey: string, now = new Date()) {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  const [row] = await db
    .select({ failures: count() })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.accountKey, accountKey),
        eq(signInAttempts.succeeded, false),
        gt(signInAttempts.attemptedAt, since),
      ),
    );
  if ((row?.failures ?? 0) >= MAX_FAILED_SIGN_INS) {
    throw new HttpError(429, 'too_many_attempts', accountMessages.tooManyAttempts);
  }
}

export async function recordSignInAttempt(db: Database, accountKey: string, succeeded: boolean) {
  await db.insert(signInAttempts).values({ accountKey, succeeded });
}

export const throttleKey = (name: string) => name.trim().toLowerCase();
