import { Hono } from 'hono';
import { pageQuerySchema } from '../contract/paging-query.ts';
import type { AppEnv } from '../http/app-env.ts';
import { pagedJson } from '../http/paged-json.ts';
import { merchantOnly } from '../auth/merchant-only.ts';
import { listMerchantCoupons } from '../services/coupons/list-merchant-coupons.ts';
import { slotPriceSettings } from '../services/payments/slot-prices.ts';
import { getMerchantOverview } from '../services/merchant/get-merchant-overview.ts';
import { overviewQuerySchema } from '../contract/merchant-overview-query.ts';

/** /api/merchant (beyond the spec): the signed-in merchant's own records. Merchants only. */
export const merchantRoutes = new Hono<AppEnv>();

// GET /api/merchant/coupons?limit=&cursor= – my coupons: pending, approved (and in which slot) or rejected with the reason; newest first, paged
merchantRoutes.get('/coupons', merchantOnly(), async (c) => {
  const { merchantId } = c.var;
  return pagedJson(
    c,
    await listMerchantCoupons(
      c.var.db,
      merchantId,
      pageQuerySchema.parse(c.req.query()),
      slotPriceSettings(c.var.config),
    ),
  );
});

// GET /api/merchant/overview?days=7|30|90 – my Account Information: contact details, the period's figures
// (views, reveals, click-outs, sales, revenue, cashback owed, followers), funnel per coupon, chart, recent activity
merchantRoutes.get('/overview', merchantOnly(), async (c) => {
  const { merchantId } = c.var;
  const { days } = overviewQuerySchema.parse(c.req.query());
  return c.json(await getMerchantOverview(c.var.db, merchantId, new Date(), days));
});
