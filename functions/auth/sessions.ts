import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { SESSION_LIFETIME_MS } from '../contract/limits.ts';
import type { Database } from '../db/database.ts';
import { accounts, sessions } from '../db/schema/index.ts';

/**
 * Sessions the Lucia way (docs/decisions/0005-sessions-the-lucia-way.md): the browser holds a random
 * 256-bit token; the database holds only its SHA-256, so a leaked table cannot be replayed. The
 * spec's 5-hour login is a fixed lifetime enforced here, not in the browser.
 */
export type Account = typeof accounts.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Database, accountId: string, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({ id: hashToken(token), accountId, expiresAt });
  return { token, expiresAt };
}

/** The account behind a token, or null when the token is unknown, expired or revoked, or the account deleted. */
export async function validateSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<Account | null> {
  if (!/^[\w-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, now), isNull(accounts.deletedAt)))
    .limit(1);
  return row?.account ?? null;
}

export async function invalidateSession(db: Database, token: string) {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Sign out everywhere: every session of the account ends, on every device. */
export async function invalidateAllSessions(db: Database, accountId: string) {
  await db.delete(sessions).where(eq(sessions.accountId, accountId));
}

/** Expired rows serve nothing; they are removed now and then (at sign-in) to keep the table small. */
export async function deleteExpiredSessions(db: Database, now = new Date()) {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}
