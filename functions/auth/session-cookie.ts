import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import type { Config } from '../config.ts';
import { SESSION_LIFETIME_MS } from '../contract/limits.ts';
import type { AppEnv } from '../http/app-env.ts';

/**
 * The session cookie (decision 0016): HttpOnly and SameSite=Lax always; whenever the site runs on
 * https (SITE_URL), also Secure with the __Host- prefix (no Domain, Path=/), so no subdomain or
 * plain-HTTP page can set or read it. Where the site runs decides, not NODE_ENV: a production build
 * tried on http://localhost still signs in, and an https site never sends the token in clear.
 * A second, readable `signed_in=1` cookie carries no secret: it only tells the static header's script
 * that fetching /api/auth/me is worth it, so visitors' page views make no API call at all.
 */
const NAME = 'session';
const HOST_NAME = `__Host-${NAME}`;
export const SIGNED_IN_HINT = 'signed_in';

/** True when the site's public origin is https: every cookie we set is then Secure. */
export function secureCookies(config: Config): boolean {
  return config.SITE_URL !== undefined && new URL(config.SITE_URL).protocol === 'https:';
}

/**
 * The one reader of the session cookie, for the API (guards.ts) and server-rendered pages
 * (page-session.ts) alike: on an https site only the __Host- cookie counts, so a plain `session`
 * cookie planted by a subdomain or over http is never read.
 */
export function sessionTokenFrom(
  cookieHeader: string | null | undefined,
  config: Config,
): string | undefined {
  if (!cookieHeader) return undefined;
  const name = secureCookies(config) ? HOST_NAME : NAME;
  return parse(cookieHeader, name)[name];
}

export function readSessionToken(c: Context<AppEnv>): string | undefined {
  return sessionTokenFrom(c.req.header('Cookie'), c.var.config);
}

export function writeSessionCookie(c: Context<AppEnv>, token: string) {
  const secure = secureCookies(c.var.config);
  const maxAge = Math.floor(SESSION_LIFETIME_MS / 1000);
  const options = { path: '/', httpOnly: true, sameSite: 'Lax', maxAge } as const;
  if (secure) setCookie(c, NAME, token, { ...options, secure: true, prefix: 'host' });
  else setCookie(c, NAME, token, options);
  setCookie(c, SIGNED_IN_HINT, '1', { path: '/', sameSite: 'Lax', maxAge, secure });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  const secure = secureCookies(c.var.config);
  if (secure) deleteCookie(c, NAME, { path: '/', secure: true, prefix: 'host' });
  else deleteCookie(c, NAME, { path: '/' });
  deleteCookie(c, SIGNED_IN_HINT, { path: '/', secure });
}
