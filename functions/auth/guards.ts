import type { Context, MiddlewareHandler, Next } from 'hono';
import type { Role } from '../contract/accounts.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { validateSession, type Account } from './sessions.ts';
import { readSessionToken } from './session-cookie.ts';

/** Reads the session cookie once per request; identity and role come only from here. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = readSessionToken(c);
  c.set('account', token ? await validateSession(c.var.db, token) : null);
  await next();
};

/**
 * The guard of a route for the given roles, declared where the route is:
 * `routes.post('/x', requireRole('admin'), handler)`. It refuses visitors with 401 and other roles
 * with 403 before any input is read, and marks the answer personal (never cached). This is the only
 * way routes are guarded (merchantOnly in merchant-only.ts builds on it); a public route declares
 * none. Being the route's own middleware, it covers that route alone, whatever else shares its prefix
 * and whatever order app.ts mounts the modules in.
 */
export function requireRole<E extends AppEnv = AppEnv>(...roles: [Role, ...Role[]]): MiddlewareHandler<E> {
  return async (c, next) => {
    const account = c.var.account;
    if (!account) throw HttpError.unauthorized();
    if (!roles.includes(account.role)) throw HttpError.forbidden();
    await neverCached(c, next);
  };
}

/**
 * The signed-in account's id, for handlers behind `requireRole` (which already refused visitors
 * with 401): identity always comes from the session, never from the request.
 */
export function signedInAccountId<E extends AppEnv>(c: Context<E>): string {
  return signedInAccount(c).id;
}

/** The signed-in account's row as the session read it this request, for a handler behind `requireRole`. */
export function signedInAccount<E extends AppEnv>(c: Context<E>): Account {
  const account = c.var.account;
  if (!account) throw HttpError.unauthorized();
  return account;
}

/** The Cache-Control of every personal answer: the API's (`personal`) and each page rendered for one person. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Personal responses must never be stored by a browser cache or CDN. */
export const personal: MiddlewareHandler<AppEnv> = (c, next) => neverCached(c, next);

async function neverCached(c: { res: Response }, next: Next) {
  await next();
  c.res.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
}
