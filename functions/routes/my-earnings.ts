import { Hono } from 'hono';
import type { EarningsResponse } from '../contract/earnings.ts';
import { myEarningsTexts, type EarningsTimeline } from '../contract/my-earnings.ts';
import { recordIdSchema } from '../contract/ids.ts';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { readPathId } from '../http/read-path-id.ts';
import { payoutMinimumRupees } from '../services/earnings/payout-minimum.ts';
import { readEarnings, readTimeline } from '../services/earnings/read-earnings.ts';

/** A shopper's own earnings (spec: Earnings response). Users only: visitors 401, other roles 403. */
export const myEarningsRoutes = new Hono<AppEnv>();

// GET /api/AToZ/my-earnings/{id} – {id} must be my own account id (any other: 403): balance, pending
// and confirmed tokens, the summary (Available, Pending, Paid out, Reversed, Withdraw), and each sale's,
// bonus's and payout's status, expected confirmation date and timeline
myEarningsRoutes.get('/:id', requireRole('user'), async (c) => {
  const accountId = signedInAccountId(c);
  const id = readPathId(c);
  if (id !== accountId) throw HttpError.forbidden();
  return c.json<EarningsResponse>(
    await readEarnings(c.var.db, accountId, { payoutMinRupees: payoutMinimumRupees(c.var.config) }),
  );
});

// GET /api/AToZ/my-earnings/{id}/timeline/{entryId} – one of my entries (a sale, a referral bonus, a
// payout or its returned tokens) and its timeline; {id} not mine: 403; an entry not mine: 404
myEarningsRoutes.get('/:id/timeline/:entryId', requireRole('user'), async (c) => {
  const accountId = signedInAccountId(c);
  if (readPathId(c) !== accountId) throw HttpError.forbidden();
  const entryId = recordIdSchema.safeParse(c.req.param('entryId'));
  if (!entryId.success) throw HttpError.notFound(myEarningsTexts.notFound);
  return c.json<EarningsTimeline>(await readTimeline(c.var.db, accountId, entryId.data));
});
