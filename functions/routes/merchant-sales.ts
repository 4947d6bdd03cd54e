import { Hono } from 'hono';
import { saleMessages, type RecordedSale } from '../contract/earnings.ts';
import {
  idempotencyKeySchema,
  merchantReversalSchema,
  merchantSaleSchema,
} from '../contract/earnings-schemas.ts';
import { pageQuerySchema } from '../contract/paging-query.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { pagedJson } from '../http/paged-json.ts';
import { readJson } from '../http/read-json.ts';
import { readPathId } from '../http/read-path-id.ts';
import { merchantOnly } from '../auth/merchant-only.ts';
import { cashbackSettings } from '../services/earnings/cashback-settings.ts';
import { saleShopper } from '../services/earnings/sale-shopper.ts';
import { listMerchantSales } from '../services/earnings/list-sales.ts';
import { recordMerchantSale } from '../services/earnings/record-merchant-sale.ts';
import { recordedSaleAnswer } from '../services/earnings/recorded-sale-answer.ts';
import { reverseSale } from '../services/earnings/reverse-sale.ts';
import {
  notifyCashbackRecorded,
  notifyCashbackReversed,
  withinMs,
} from '../services/notifications/cashback-notifications.ts';

/**
 * A merchant's sales (issue 11; decision 0031). Merchants only: visitors 401, users and admins 403.
 * The merchant is always the session's; another merchant's coupon or sale is 404.
 */
export const merchantSaleSubmitRoutes = new Hono<AppEnv>();
export const merchantSaleRoutes = new Hono<AppEnv>();

// POST /api/AToZ/submitMerchantSale – JSON {couponId, saleAmount (₹), saleDate, remarks, shopper,
// clickId?, orderReference?, idempotencyKey?} (or an Idempotency-Key header): the sale and the shopper's
// pending cashback; the same key (or order reference) again answers the first sale (200) and credits
// nothing more. A click id names the shopper and the coupon (issue 22), so both may then be left out.
merchantSaleSubmitRoutes.post('/', merchantOnly(), async (c) => {
  const { merchantId } = c.var;
  const input = await readJson(c, merchantSaleSchema);
  const header = c.req.header('Idempotency-Key');
  const key = header === undefined ? input.idempotencyKey : idempotencyKeySchema.safeParse(header).data;
  if (!key) throw HttpError.badInput(saleMessages.idempotencyKeyRequired);
  const settings = cashbackSettings(c.var.config);
  const accountId = await saleShopper(c.var.db, { merchantId, ...input }, settings);
  const sale = await recordMerchantSale(
    c.var.db,
    {
      merchantId,
      accountId,
      couponId: input.couponId,
      saleAmountPaise: input.saleAmountPaise,
      saleDate: input.saleDate,
      remarks: input.remarks,
      idempotencyKey: key,
      clickId: input.clickId,
      orderReference: input.orderReference,
      source: 'form',
    },
    settings,
  );
  // After the sale's transaction: the shopper's "cashback pending" email (once per sale, never failing the sale).
  await withinMs(notifyCashbackRecorded(c.var, sale.saleId));
  return c.json<RecordedSale>(recordedSaleAnswer(sale, input.saleDate), sale.created ? 201 : 200);
});

// GET /api/merchant/sales?limit=&cursor= – my newest sales with their cashback status (X-Next-Cursor)
merchantSaleRoutes.get('/', merchantOnly(), async (c) => {
  const query = pageQuerySchema.parse(c.req.query());
  return pagedJson(c, await listMerchantSales(c.var.db, c.var.merchantId, query));
});

// POST /api/merchant/sales/{id}/reverse – JSON {reason: returned|cancelled, note}: my sale's cashback reversed; twice 409
merchantSaleRoutes.post('/:id/reverse', merchantOnly(), async (c) => {
  const saleId = readPathId(c, saleMessages.saleNotFound);
  const { merchantId } = c.var;
  const { reason, note } = await readJson(c, merchantReversalSchema);
  await reverseSale(c.var.db, { saleId, merchantId, reason, note });
  await withinMs(notifyCashbackReversed(c.var, saleId));
  return c.json({ message: saleMessages.reversed });
});
