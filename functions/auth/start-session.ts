import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { createSession, type Account } from './sessions.ts';
import { writeSessionCookie } from './session-cookie.ts';

/** Signs an account in: a new session and token at every sign-in (no fixation), set as the cookie. */
export async function startSession(c: Context<AppEnv>, account: Account) {
  const { token } = await createSession(c.var.db, account.id);
  writeSessionCookie(c, token);
  c.set('account', account);
}
