import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { createSession, invalidateSession, type Account } from './sessions.ts';
import { readSessionToken, writeSessionCookie } from './session-cookie.ts';

/**
 * Signs an account in: a new session and token at every sign-in (no fixation), set as the cookie.
 * The session this browser already had ends first (decision 0016), whoever it belonged to, so a
 * token copied before a sign-in is worth nothing after it.
 */
export async function startSession(c: Context<AppEnv>, account: Account) {
  const previous = readSessionToken(c);
  if (previous) await invalidateSession(c.var.db, previous);
  const { token } = await createSession(c.var.db, account.id);
  writeSessionCookie(c, token);
  c.set('account', account);
}
