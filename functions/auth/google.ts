import { and, eq, lte, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Config } from '../config.ts';
import { GOOGLE_INTENTS, GOOGLE_LANDING_PATHS, type GoogleIntent } from '../contract/google.ts';
import type { Database } from '../db/database.ts';
import { accounts, oauthStates } from '../db/schema/index.ts';
import { findReferrer } from '../services/accounts/find-referrer.ts';
import { isUniqueViolation } from '../services/accounts/unique-violation.ts';
import { newReferralCode } from './referral-code.ts';
import { deleteExpiredSessions, type Account } from './sessions.ts';

/**
 * Google sign-in with openid-client (docs/decisions/0006-google-sign-in-with-openid-client.md): the
 * authorization code flow with PKCE, state and nonce. openid-client checks the ID token's signature,
 * issuer, audience, expiry and nonce; accounts are keyed on Google's `sub`, never on the email.
 */
export const GOOGLE_ISSUER = 'https://accounts.google.com';
export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';
export const GOOGLE_STATE_LIFETIME_MS = 10 * 60 * 1000;
const SCOPE = 'openid email profile';

export function googleConfigured(config: Config): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

/** GOOGLE_REDIRECT_URI, or the callback on SITE_URL (or on the request's own origin). */
export function googleRedirectUri(config: Config, requestUrl: string): string {
  if (config.GOOGLE_REDIRECT_URI) return config.GOOGLE_REDIRECT_URI;
  return new URL(GOOGLE_CALLBACK_PATH, config.SITE_URL ?? new URL(requestUrl).origin).href;
}

/** A refused sign-in; `intent` (when known) picks the sign-in page the browser is sent back to. */
export class GoogleSignInError extends Error {
  override name = 'GoogleSignInError';
  readonly intent: GoogleIntent | null;

  constructor(message: string, intent: GoogleIntent | null, options?: ErrorOptions) {
    super(message, options);
    this.intent = intent;
  }
}

const discovered = new Map<string, Promise<oidc.Configuration>>();

/**
 * The provider's configuration, discovered on first use and kept per issuer and client. A failed
 * discovery is not kept, so the next sign-in tries again. Plain http:// is allowed only for an
 * http:// issuer, which only the tests' local fake provider has (openid-client marks
 * `allowInsecureRequests` deprecated to keep it out of production use).
 */
function googleConfiguration(config: Config): Promise<oidc.Configuration> {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = config;
  if (!clientId || !clientSecret) throw new Error('Google sign-in is not configured');
  const issuer = new URL(config.GOOGLE_ISSUER ?? GOOGLE_ISSUER);
  const key = JSON.stringify([issuer.href, clientId, clientSecret]);
  let configuration = discovered.get(key);
  if (!configuration) {
    const options = issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined;
    configuration = oidc.discovery(issuer, clientId, clientSecret, undefined, options);
    discovered.set(key, configuration);
    configuration.catch(() => discovered.delete(key));
  }
  return configuration;
}

/**
 * Begins a sign-in: a fresh PKCE verifier, state and nonce, kept server-side for 10 minutes, and the
 * provider's authorization URL to send the browser to. The caller binds `state` to the browser.
 */
export async function beginGoogleSignIn(
  db: Database,
  config: Config,
  input: { intent: GoogleIntent; referredByCode?: string | undefined; redirectUri: string },
  now = new Date(),
) {
  const configuration = await googleConfiguration(config);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const codeChallenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const expiresAt = new Date(now.getTime() + GOOGLE_STATE_LIFETIME_MS);
  await db.delete(oauthStates).where(lte(oauthStates.expiresAt, now));
  await db.insert(oauthStates).values({
    state,
    codeVerifier,
    nonce,
    intent: input.intent,
    referredByCode: input.referredByCode ?? null,
    expiresAt,
  });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: input.redirectUri,
    scope: SCOPE,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    state,
    nonce,
    prompt: 'select_account',
  });
  return { url, state, expiresAt };
}

/**
 * Completes a sign-in from the provider's redirect. The state row of this browser (named by its state
 * cookie) is used once: it is deleted whatever happens next. Refused when the cookie or row is
 * missing, the row expired, the returned state differs, or openid-client refuses the response or the
 * ID token. The account is found by `sub` or created; an existing account signs in whatever the intent.
 */
export async function completeGoogleSignIn(
  db: Database,
  config: Config,
  callbackUrl: URL,
  stateCookie: string | undefined,
  now = new Date(),
) {
  if (!stateCookie) throw new GoogleSignInError('no state cookie', null);
  const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, stateCookie)).returning();
  if (!row) throw new GoogleSignInError('unknown state', null);
  const intent = GOOGLE_INTENTS.safeParse(row.intent).data ?? null;
  if (!intent) throw new GoogleSignInError('unknown intent', null);
  if (row.expiresAt <= now) throw new GoogleSignInError('state expired', intent);
  if (callbackUrl.searchParams.get('state') !== row.state)
    throw new GoogleSignInError('state mismatch', intent);

  let idToken: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(await googleConfiguration(config), callbackUrl, {
      pkceCodeVerifier: row.codeVerifier,
      expectedState: row.state,
      expectedNonce: row.nonce,
    });
    idToken = tokens.claims();
  } catch (error) {
    throw new GoogleSignInError(`provider response refused: ${describe(error)}`, intent, { cause: error });
  }
  if (!idToken) throw new GoogleSignInError('no ID token', intent);
  const claims = readClaims(idToken, intent);

  const existing = await findBySubject(db, claims.sub);
  const account =
    existing ?? (await createGoogleAccount(db, claims, intent, row.referredByCode ?? undefined));
  await deleteExpiredSessions(db, now);
  return { account, intent, landingPath: GOOGLE_LANDING_PATHS[intent], created: !existing };
}

/** What is safe to log about a refusal: the library's message and code, never tokens or claims. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const code = (error as { code?: unknown }).code;
  const providerError = (error as { error?: unknown }).error;
  const claim = (error.cause as { claim?: unknown } | undefined)?.claim;
  return [error.message, code, providerError, typeof claim === 'string' ? `claim=${claim}` : undefined]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' ');
}

interface GoogleClaims {
  sub: string;
  email: string | null;
  name: string | null;
  picture: string | null;
}

function readClaims(token: oidc.IDToken, intent: GoogleIntent): GoogleClaims {
  const text = (value: unknown, max: number) =>
    typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : null;
  const sub = text(token.sub, 255);
  if (!sub) throw new GoogleSignInError('ID token without subject', intent);
  // Only an address Google has verified is kept: it is contact data, never a key to an account.
  const verified = token['email_verified'] === true || token['email_verified'] === 'true';
  const email = verified ? text(token['email'], 254)?.toLowerCase() : null;
  const picture = text(token['picture'], 2000);
  return {
    sub,
    email: email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null,
    name: text(token['name'], 200),
    picture: picture && picture.startsWith('https://') ? picture : null,
  };
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
