import { Hono, type Context, type MiddlewareHandler } from 'hono';
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
 * A route module for the given roles: the module declares its roles once, and every route in it
 * refuses visitors with 401 and other roles with 403 before reading any input, and is never cached.
 * This is the only way routes are guarded; public routes live in modules of their own.
 *
 * Hono runs a module's middleware on its whole mount prefix, not only on its own routes, so where a
 * public module shares the prefix (/api/TopBanner, /api/coupons, ...) app.ts mounts the public module
 * first: its routes answer before this guard is reached.
 */
export function roleRoutes(...roles: [Role, ...Role[]]) {
  return new Hono<AppEnv>().use(requireRole(roles), personal);
}

/** 401 for visitors, 403 for a signed-in account of another role. */
function requireRole(roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const account = c.var.account;
    if (!account) throw HttpError.unauthorized();
    if (!roles.includes(account.role)) throw HttpError.forbidden();
    await next();
  };
}

/**
 * The signed-in account's id, for handlers in a `roleRoutes` module (which already refused visitors
 * with 401): identity always comes from the session, never from the request.
 */
export function signedInAccountId(c: Context<AppEnv>): string {
  return signedInAccount(c).id;
}

/** The signed-in account's row as the session read it this request, for a `roleRoutes` handler. */
export function signedInAccount(c: Context<AppEnv>): Account {
  const account = c.var.account;
  if (!account) throw HttpError.unauthorized();
  return account;
}

/** Personal responses must never be stored by a browser cache or CDN. */
export const personal: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'private, no-store');
};
