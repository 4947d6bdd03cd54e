import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { pageQuerySchema } from '../contract/paging-query.ts';
import { personal, requireRole } from '../auth/guards.ts';
import { merchants } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { pagedJson } from '../http/paged-json.ts';
import { listMerchantCoupons } from '../services/coupons/list-merchant-coupons.ts';

/** /api/merchant (beyond the spec): the signed-in merchant's own records. Merchants only. */
export const merchantRoutes = new Hono<AppEnv>();
merchantRoutes.use(requireRole('merchant'), personal);

// GET /api/merchant/coupons?limit=&cursor= – my coupons: pending, approved (and in which slot) or rejected with the reason; newest first, paged
merchantRoutes.get('/coupons', async (c) => {
  const query = pageQuerySchema.parse(c.req.query());
  const accountId = c.var.account?.id ?? '';
  const [merchant] = await c.var.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.accountId, accountId));
  if (!merchant) throw HttpError.forbidden('Please complete your merchant details first.');
  return pagedJson(c, await listMerchantCoupons(c.var.db, merchant.id, query));
});
