import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { GOOGLE_LANDING_PATHS, type GoogleIntent } from '../../contract/google.ts';
import { completeGoogleSignIn, type GoogleClaims } from '../../auth/google.ts';
import { newReferralCode } from '../../auth/referral-code.ts';
import type { Account } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { accounts } from '../../db/schema/index.ts';
import { findReferrer } from './find-referrer.ts';
import { isUniqueViolation } from './unique-violation.ts';

/**
 * Completes a Google sign-in (auth/google.ts checks the provider's answer) and finds the account by
 * Google's `sub`, never by the email, or creates it: a user or a merchant by the intent the sign-in
 * began with. An existing account signs in whatever the intent.
 */
export async function signInWithGoogle(
  db: Database,
  config: Config,
  callbackUrl: URL,
  stateCookie: string | undefined,
  now = new Date(),
) {
  const { claims, intent, referredByCode, returnPath } = await completeGoogleSignIn(
    db,
    config,
    callbackUrl,
    stateCookie,
    now,
  );
  const existing = await findBySubject(db, claims.sub);
  const account = existing ?? (await createGoogleAccount(db, claims, intent, referredByCode));
  return { account, intent, returnPath, landingPath: GOOGLE_LANDING_PATHS[intent], created: !existing };
}

async function findBySubject(db: Database, sub: string): Promise<Account | undefined> {
  const [account] = await db.select().from(accounts).where(eq(accounts.googleSubject, sub)).limit(1);
  return account;
}

async function createGoogleAccount(
  db: Database,
  claims: GoogleClaims,
  intent: GoogleIntent,
  referredByCode: string | undefined,
): Promise<Account> {
  const role = intent === 'merchant' ? 'merchant' : 'user';
  const referral = await findReferrer(db, referredByCode);
  const base = usernameBase(claims);
  for (let attempt = 0; ; attempt++) {
    const username = await freeUsername(db, base);
    // Emails are unique per role; an address already used by another account is not stored twice.
    const email = claims.email && !(await emailTaken(db, role, claims.email)) ? claims.email : null;
    try {
      const [account] = await db
        .insert(accounts)
        .values({
          role,
          username,
          email,
          displayName: claims.name ?? username,
          pictureUrl: claims.picture,
          googleSubject: claims.sub,
          // Google has verified the address (claims carry only a verified email): confirmed, even
          // when it is not stored because another account of the role uses it.
          isEmailConfirmed: claims.email !== null,
          referralCode: newReferralCode(),
          ...referral,
        })
        .returning();
      if (!account) throw new Error('account insert returned no row');
      return account;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same Google account signing in twice at once: the other request created it.
      const raced = await findBySubject(db, claims.sub);
      if (raced) return raced;
      if (attempt >= 3) throw error;
    }
  }
}

/** A user name from the email's local part (or the name), in the characters user names allow. */
function usernameBase(claims: GoogleClaims): string {
  const source = claims.email?.split('@')[0] || claims.name || 'user';
  const cleaned = source
    .normalize('NFKC')
    .trim()
    .replace(/\s+/g, '.')
    .replace(/[^\p{L}\p{N}_.-]+/gu, '')
    .replace(/^[.-]+|[.-]+$/g, '');
  const base = Array.from(cleaned).slice(0, 30).join('');
  return Array.from(base).length >= 3 ? base : `user${base}`;
}

/** The base name if no account has it (case-insensitively), else the base with a short random suffix. */
async function freeUsername(db: Database, base: string): Promise<string> {
  if (!(await usernameTaken(db, base))) return base;
  for (let i = 0; i < 10; i++) {
    const candidate = `${base}-${newReferralCode(4).toLowerCase()}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
  return `${base}-${newReferralCode(8).toLowerCase()}`;
}

async function usernameTaken(db: Database, username: string) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(sql`lower(${accounts.username})`, username.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

async function emailTaken(db: Database, role: 'user' | 'merchant', email: string) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.role, role), eq(sql`lower(${accounts.email})`, email.toLowerCase())))
    .limit(1);
  return row !== undefined;
}
