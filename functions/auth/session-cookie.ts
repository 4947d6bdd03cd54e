import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isProduction } from '../config.ts';
import { SESSION_LIFETIME_MS } from '../contract/limits.ts';
import type { AppEnv } from '../http/app-env.ts';

/**
 * The session cookie: HttpOnly and SameSite=Lax always; in production also Secure with the __Host-
 * prefix (no Domain, Path=/), so no subdomain or plain-HTTP page can set or read it.
 * A second, readable `signed_in=1` cookie carries no secret: it only tells the static header's script
 * that fetching /api/auth/me is worth it, so visitors' page views make no API call at all.
 */
const NAME = 'session';
export const SIGNED_IN_HINT = 'signed_in';

function secure(c: Context<AppEnv>) {
  return isProduction(c.var.config);
}

export function readSessionToken(c: Context<AppEnv>): string | undefined {
  return secure(c) ? getCookie(c, NAME, 'host') : getCookie(c, NAME);
}

export function writeSessionCookie(c: Context<AppEnv>, token: string) {
  const maxAge = Math.floor(SESSION_LIFETIME_MS / 1000);
  const options = { path: '/', httpOnly: true, sameSite: 'Lax', maxAge } as const;
  if (secure(c)) setCookie(c, NAME, token, { ...options, secure: true, prefix: 'host' });
  else setCookie(c, NAME, token, options);
  setCookie(c, SIGNED_IN_HINT, '1', { path: '/', sameSite: 'Lax', maxAge, secure: secure(c) });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  if (secure(c)) deleteCookie(c, NAME, { path: '/', secure: true, prefix: 'host' });
  else deleteCookie(c, NAME, { path: '/' });
  deleteCookie(c, SIGNED_IN_HINT, { path: '/' });
}
