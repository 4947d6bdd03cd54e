import { Hono } from 'hono';
import { UNSUBSCRIBE_PAGE_PATH, unsubscribeMessages } from '../contract/cashback-emails.ts';
import { personal } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { unsubscribe } from '../services/notifications/unsubscribe.ts';

/**
 * One-click unsubscribe from cashback or payout emails (issue 22 item 6, RFC 8058; decision 0067).
 * Public: the signed token in the link names the account and the category, so no session is needed
 * (and no CSRF token: a mail provider's POST carries no browser headers, which the CSRF guard lets by).
 */
export const emailUnsubscribeRoutes = new Hono<AppEnv>();

// POST /api/email/unsubscribe?token=… – List-Unsubscribe=One-Click: the token's category turned off; 200.
// A token the server did not make: 400, nothing changes.
emailUnsubscribeRoutes.post('/', personal, async (c) => {
  const done = await unsubscribe(c.var, c.req.query('token'));
  if (!done) throw HttpError.badInput(unsubscribeMessages.invalid, { token: unsubscribeMessages.invalid });
  return c.json({ message: unsubscribeMessages.done(done.category), category: done.category });
});

// GET /api/email/unsubscribe?token=… – a person opening the link: 303 to the page with its Unsubscribe button
emailUnsubscribeRoutes.get('/', personal, (c) => {
  const token = c.req.query('token') ?? '';
  return c.redirect(`${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token.slice(0, 200))}`, 303);
});
