import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { accountMessages } from '../contract/accounts.ts';
import {
  googleFailurePath,
  googleMessages,
  googleLoginSchema,
  googleSuccessPath,
  type AuthProviders,
} from '../contract/google.ts';
import {
  GOOGLE_STATE_LIFETIME_MS,
  GoogleSignInError,
  beginGoogleSignIn,
  googleConfigured,
  googleRedirectUri,
} from '../auth/google.ts';
import { personal } from '../auth/guards.ts';
import { secureCookies } from '../auth/session-cookie.ts';
import { startSession } from '../auth/start-session.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { describeError } from '../http/logger.ts';
import { rateLimit } from './rate-limit.ts';
import { readJson } from '../http/read-json.ts';
import { signInWithGoogle } from '../services/accounts/sign-in-with-google.ts';

/**
 * The state of a sign-in in progress, bound to the browser that began it: only the callback reads it
 * (Path=/api/auth/google), only for 10 minutes, never from script (HttpOnly). SameSite=Lax still sends
 * it on the provider's top-level redirect back to us.
 */
const STATE_COOKIE = 'google_state';
const STATE_COOKIE_PATH = '/api/auth/google';

function writeStateCookie(c: Context<AppEnv>, state: string) {
  setCookie(c, STATE_COOKIE, state, {
    path: STATE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: Math.floor(GOOGLE_STATE_LIFETIME_MS / 1000),
    secure: secureCookies(c.var.config),
  });
}

function clearStateCookie(c: Context<AppEnv>) {
  deleteCookie(c, STATE_COOKIE, { path: STATE_COOKIE_PATH, secure: secureCookies(c.var.config) });
}

/**
 * Mounted at /api: Google sign-in begins at the spec's /api/Auth/google-login and comes back to
 * /api/auth/google/callback; /api/auth/providers says whether it is offered.
 */
export const googleAuthRoutes = new Hono<AppEnv>();

// POST /api/Auth/google-login – begins a Google sign-in; the page then sends the browser to `url`
googleAuthRoutes.post('/Auth/google-login', personal, rateLimit('google-start'), async (c) => {
  if (!googleConfigured(c.var.config)) throw HttpError.notFound(googleMessages.notConfigured);
  const body = await readJson(c, googleLoginSchema);
  let begun;
  try {
    begun = await beginGoogleSignIn(c.var.db, c.var.config, {
      intent: body.intent,
      referredByCode: body.referredByCode,
      returnPath: body.next,
      redirectUri: googleRedirectUri(c.var.config),
    });
  } catch (error) {
    c.var.log.error('google sign-in could not begin', {
      requestId: c.var.requestId,
      ...describeError(error),
    });
    throw new HttpError(502, 'google_unavailable', accountMessages.googleFailed);
  }
  writeStateCookie(c, begun.state);
  return c.json({ url: begun.url.href });
});

// GET /api/auth/google/callback – where the provider sends the browser back; signs in and redirects
googleAuthRoutes.get('/auth/google/callback', personal, async (c) => {
  const stateCookie = getCookie(c, STATE_COOKIE);
  clearStateCookie(c);
  try {
    if (!googleConfigured(c.var.config)) throw new GoogleSignInError('not configured', null);
    // The redirect URI registered with the provider, with the parameters it sent back.
    const callbackUrl = new URL(googleRedirectUri(c.var.config));
    callbackUrl.search = new URL(c.req.url).search;
    const { account, intent, returnPath } = await signInWithGoogle(
      c.var.db,
      c.var.config,
      callbackUrl,
      stateCookie,
    );
    await startSession(c, account);
    // googleSuccessPath checks the stored return path again: only a same-site path is followed.
    return c.redirect(googleSuccessPath(intent, returnPath), 302);
  } catch (error) {
    if (error instanceof GoogleSignInError) {
      c.var.log.warn('google sign-in refused', {
        requestId: c.var.requestId,
        reason: error.message,
        intent: error.intent,
      });
      return c.redirect(googleFailurePath(error.intent, error.returnPath), 302);
    }
    c.var.log.error('google sign-in failed', { requestId: c.var.requestId, ...describeError(error) });
    return c.redirect(googleFailurePath(null), 302);
  }
});

// GET /api/auth/providers – which sign-in buttons the pages should offer
googleAuthRoutes.get('/auth/providers', (c) =>
  c.json<AuthProviders>({ google: googleConfigured(c.var.config) }),
);
