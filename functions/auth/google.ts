import { eq, lte } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { siteOriginOf, type Config } from '../config.ts';
import { GOOGLE_INTENTS, type GoogleIntent } from '../contract/google.ts';
import type { Database } from '../db/database.ts';
import { oauthStates } from '../db/schema/index.ts';
import { deleteExpiredSessions } from './sessions.ts';

/**
 * Google sign-in with openid-client (docs/decisions/0006-google-sign-in-with-openid-client.md): the
 * authorization code flow with PKCE, state and nonce. openid-client checks the ID token's signature,
 * issuer, audience, expiry and nonce. This module speaks the protocol and returns who Google vouches
 * for; finding or creating the account is services/accounts/sign-in-with-google.ts (auth/ may not
 * import services, docs/decisions/0020).
 */
export const GOOGLE_ISSUER = 'https://accounts.google.com';
export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';
export const GOOGLE_STATE_LIFETIME_MS = 10 * 60 * 1000;
const SCOPE = 'openid email profile';

export function googleConfigured(config: Config): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

/** GOOGLE_REDIRECT_URI, or the callback on the site's origin (SITE_URL; never the request's Host). */
export function googleRedirectUri(config: Config): string {
  if (config.GOOGLE_REDIRECT_URI) return config.GOOGLE_REDIRECT_URI;
  return new URL(GOOGLE_CALLBACK_PATH, siteOriginOf(config)).href;
}

/**
 * A refused sign-in; `intent` (when known) picks the sign-in page the browser is sent back to, and
 * `returnPath` (when the sign-in's state row was found) is where that page's next sign-in returns to.
 */
export class GoogleSignInError extends Error {
  override name = 'GoogleSignInError';
  readonly intent: GoogleIntent | null;
  returnPath: string | null = null;

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
  input: {
    intent: GoogleIntent;
    referredByCode?: string | undefined;
    /** A path safeReturnPath accepted: where the callback sends the browser instead of the landing. */
    returnPath?: string | undefined;
    redirectUri: string;
  },
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
    returnPath: input.returnPath ?? null,
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
 * ID token. Answers the verified claims, the intent, the referral code and the return path the sign-in
 * began with.
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
  try {
    const claims = await verifiedClaims(config, callbackUrl, row, intent, now);
    await deleteExpiredSessions(db, now);
    return { claims, intent, referredByCode: row.referredByCode ?? undefined, returnPath: row.returnPath };
  } catch (error) {
    // A refused sign-in still knows where it was to return to: the sign-in page keeps it.
    if (error instanceof GoogleSignInError) error.returnPath = row.returnPath;
    throw error;
  }
}

/** The provider's answer checked against this browser's state row: the ID token's claims, or a refusal. */
async function verifiedClaims(
  config: Config,
  callbackUrl: URL,
  row: typeof oauthStates.$inferSelect,
  intent: GoogleIntent,
  now: Date,
): Promise<GoogleClaims> {
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
  return readClaims(idToken, intent);
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

/** What a verified ID token tells us: `sub` keys the account, the rest is contact data. */
export interface GoogleClaims {
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
