import { pageQuerySchema } from '../contract/paging-query.ts';
import { roleRoutes, signedInAccountId } from '../auth/guards.ts';
import { pagedJson } from '../http/paged-json.ts';
import { requireMerchantId } from '../services/accounts/require-merchant-id.ts';
import { listMerchantCoupons } from '../services/coupons/list-merchant-coupons.ts';
import { slotPriceSettings } from '../services/payments/slot-prices.ts';
import { getMerchantOverview } from '../services/merchant/get-merchant-overview.ts';

/** /api/merchant (beyond the spec): the signed-in merchant's own records. Merchants only. */
export const merchantRoutes = roleRoutes('merchant');

// GET /api/merchant/coupons?limit=&cursor= – my coupons: pending, approved (and in which slot) or rejected with the reason; newest first, paged
merchantRoutes.get('/coupons', async (c) => {
  const merchantId = await requireMerchantId(c.var.db, signedInAccountId(c));
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

// GET /api/merchant/overview – my Account Information: contact details, stat cards, 30-day chart, recent activity
merchantRoutes.get('/overview', async (c) => {
  const merchantId = await requireMerchantId(c.var.db, signedInAccountId(c));
  return c.json(await getMerchantOverview(c.var.db, merchantId));
});
