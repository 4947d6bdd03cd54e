import type { Context, MiddlewareHandler } from 'hono';
import type { Role } from '../contract/accounts.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { validateSession } from './sessions.ts';
import { readSessionToken } from './session-cookie.ts';

/** Reads the session cookie once per request; identity and role come only from here. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = readSessionToken(c);
  c.set('account', token ? await validateSession(c.var.db, token) : null);
  await next();
};

/** 401 for visitors, 403 for a signed-in account of another role. */
export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const account = c.var.account;
    if (!account) throw HttpError.unauthorized();
    if (roles.length > 0 && !roles.includes(account.role)) throw HttpError.forbidden();
    await next();
  };
}

/**
 * The signed-in account's id, for handlers behind `requireRole` (which already refused visitors with
 * 401): identity always comes from the session, never from the request.
 */
export function signedInAccountId(c: Context<AppEnv>): string {
  const id = c.var.account?.id;
  if (!id) throw HttpError.unauthorized();
  return id;
}

/** Personal responses must never be stored by a browser cache or CDN. */
export const personal: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'private, no-store');
};
