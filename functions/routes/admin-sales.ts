import { Hono } from 'hono';
import { saleMessages } from '../contract/earnings.ts';
import { fraudReversalSchema } from '../contract/earnings-schemas.ts';
import { pageQuerySchema } from '../contract/paging-query.ts';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { pagedJson } from '../http/paged-json.ts';
import { readJson } from '../http/read-json.ts';
import { readPathId } from '../http/read-path-id.ts';
import { listAllSales } from '../services/earnings/list-sales.ts';
import { markSaleFraudulent } from '../services/earnings/reverse-sale.ts';
import { notifyCashbackReversed, withinMs } from '../services/notifications/cashback-notifications.ts';

/** An administrator's view of merchant sales, to mark fraud (decision 0031). Admins only. */
export const adminSaleRoutes = new Hono<AppEnv>();

// GET /api/admin/sales?limit=&cursor= – every merchant's newest sales with their cashback status
adminSaleRoutes.get('/', requireRole('admin'), async (c) => {
  return pagedJson(c, await listAllSales(c.var.db, pageQuerySchema.parse(c.req.query())));
});

// POST /api/admin/sales/{id}/fraud – JSON {note}: the sale's cashback reversed as fraud, audit-logged; twice 409
adminSaleRoutes.post('/:id/fraud', requireRole('admin'), async (c) => {
  const saleId = readPathId(c, saleMessages.saleNotFound);
  const { note } = await readJson(c, fraudReversalSchema);
  await markSaleFraudulent(c.var.db, { saleId, actorAccountId: signedInAccountId(c), note });
  await withinMs(notifyCashbackReversed(c.var, saleId));
  return c.json({ message: saleMessages.reversed });
});
