import { Hono } from 'hono';
import { pageQuerySchema } from '../contract/paging-query.ts';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { pagedJson } from '../http/paged-json.ts';
import { defaultRateBp } from '../services/earnings/cashback-settings.ts';
import { listMyCodes, listSavedCoupons } from '../services/saved/saved-coupons.ts';

/** A shopper's saved coupons and revealed codes (issue 23 items 4 and 6, decision 0070), under /api/account. */
export const myCouponRoutes = new Hono<AppEnv>();

// GET /api/account/saved-coupons – the shopper's saved coupons (public shape + savedAt, live, expired), newest first, paged
myCouponRoutes.get('/saved-coupons', requireRole('user'), async (c) => {
  const page = pageQuerySchema.parse(c.req.query());
  return pagedJson(
    c,
    await listSavedCoupons(c.var.db, signedInAccountId(c), page, defaultRateBp(c.var.config)),
  );
});

// GET /api/account/my-codes – codes the shopper revealed in the last 30 days, with the code, newest first, paged
myCouponRoutes.get('/my-codes', requireRole('user'), async (c) => {
  const page = pageQuerySchema.parse(c.req.query());
  return pagedJson(c, await listMyCodes(c.var.db, signedInAccountId(c), page));
});
