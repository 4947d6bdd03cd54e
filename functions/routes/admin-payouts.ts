import { Hono } from 'hono';
import { pageQuerySchema } from '../contract/paging-query.ts';
import { payoutMessages, type PayoutActionAnswer } from '../contract/payouts.ts';
import { adminPayoutStatusSchema, rejectPayoutSchema } from '../contract/payouts-schemas.ts';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { pagedJson } from '../http/paged-json.ts';
import { readJson } from '../http/read-json.ts';
import { readPathId } from '../http/read-path-id.ts';
import { listAdminPayouts, rejectPayout, releasePayout } from '../services/payouts/admin-payouts.ts';
import { toPayoutRow } from '../services/payouts/payout-row.ts';

/** The administrator's Payouts tab (issue 22 item 4): admins only (visitors 401, others 403). */
export const adminPayoutRoutes = new Hono<AppEnv>();

// GET /api/admin/payouts?status=&limit=&cursor= – payouts newest first, with the account and its velocity
adminPayoutRoutes.get('/', requireRole('admin'), async (c) => {
  const status = adminPayoutStatusSchema.parse(c.req.query('status') || undefined);
  const page = pageQuerySchema.parse(c.req.query());
  return pagedJson(c, await listAdminPayouts(c.var.db, { ...page, status }));
});

// POST /api/admin/payouts/{id}/release – a held payout goes processing and is sent; audit-logged
adminPayoutRoutes.post('/:id/release', requireRole('admin'), async (c) => {
  const id = readPathId(c, payoutMessages.notFound);
  const payout = await releasePayout(c.var, signedInAccountId(c), id);
  return c.json<PayoutActionAnswer>({ message: payoutMessages.released, payout: toPayoutRow(payout) });
});

// POST /api/admin/payouts/{id}/reject – {reason}: a held payout is rejected and its tokens return; audit-logged
adminPayoutRoutes.post('/:id/reject', requireRole('admin'), async (c) => {
  const id = readPathId(c, payoutMessages.notFound);
  const { reason } = await readJson(c, rejectPayoutSchema);
  const payout = await rejectPayout(c.var, signedInAccountId(c), id, reason);
  return c.json<PayoutActionAnswer>({ message: payoutMessages.rejected, payout: toPayoutRow(payout) });
});
