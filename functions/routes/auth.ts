import { Hono } from 'hono';
import { accountMessages, adminLoginSchema } from '../contract/accounts.ts';
import { personal, requireRole, signedInAccountId } from '../auth/guards.ts';
import { invalidateAllSessions, invalidateSession } from '../auth/sessions.ts';
import { clearSessionCookie, readSessionToken } from '../auth/session-cookie.ts';
import { startSession } from '../auth/start-session.ts';
import type { AppEnv } from '../http/app-env.ts';
import { rateLimit } from './rate-limit.ts';
import { readJson } from '../http/read-json.ts';
import { signInWithPassword } from '../services/accounts/sign-in-with-password.ts';
import { toProfile } from '../services/accounts/to-profile.ts';

/** Mounted at /api/auth: the session of the signed-in account. */
export const authRoutes = new Hono<AppEnv>();

// GET /api/auth/me – the signed-in profile for the header and islands, or null for a visitor
authRoutes.get('/me', personal, async (c) => {
  const account = c.var.account;
  if (!account) clearSessionCookie(c);
  return c.json({ profile: account ? await toProfile(c.var.db, account) : null });
});

// POST /api/auth/logout – ends the session on the server, not only in the browser
authRoutes.post('/logout', personal, async (c) => {
  const token = readSessionToken(c);
  if (token) await invalidateSession(c.var.db, token);
  clearSessionCookie(c);
  return c.json({ ok: true });
});

// POST /api/auth/admin-login – the admin dashboard's gate, checked here instead of in the browser
authRoutes.post(
  '/admin-login',
  personal,
  rateLimit('sign-in-admin', { message: accountMessages.tooManyAttempts, failuresOnly: true }),
  async (c) => {
    const body = await readJson(c, adminLoginSchema);
    const account = await signInWithPassword(c.var.db, {
      name: body.name,
      password: body.password,
      role: 'admin',
      message: accountMessages.adminInvalid,
      clientAddress: c.env?.clientAddress,
    });
    await startSession(c, account);
    return c.json({ profile: await toProfile(c.var.db, account) });
  },
);

// POST /api/auth/sign-out-everywhere – ends every session of the signed-in account, this one included
authRoutes.post('/sign-out-everywhere', requireRole('user', 'merchant', 'admin'), async (c) => {
  await invalidateAllSessions(c.var.db, signedInAccountId(c));
  clearSessionCookie(c);
  return c.json({ ok: true });
});
