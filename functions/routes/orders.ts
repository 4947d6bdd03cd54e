import { Hono } from 'hono';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import { merchantOnly } from '../auth/merchant-only.ts';
import { ORDER_NUMBER_PATTERN, orderMessages, type OrderMoveAnswer } from '../contract/orders.ts';
import { orderMoveSchema, orderStatusFilterSchema } from '../contract/orders-schemas.ts';
import { pageQuerySchema } from '../contract/paging-query.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { pagedJson } from '../http/paged-json.ts';
import { readJson } from '../http/read-json.ts';
import { readPathId } from '../http/read-path-id.ts';
import { notifyPaymentSale, withinMs } from '../services/notifications/cashback-notifications.ts';
import { moveOrder } from '../services/orders/move-order.ts';
import { notifyOrderUpdate } from '../services/orders/order-notifications.ts';
import { listMerchantOrders, listMyOrders, readReceipt } from '../services/orders/read-orders.ts';

/**
 * Orders from Buy Now (issue 24 item 6, decision 0074). A shopper reads their own orders only (any
 * other number is 404, as if it did not exist); a merchant lists and moves their own only (another
 * merchant's order id is 404).
 */
export const orderRoutes = new Hono<AppEnv>();
export const merchantOrderRoutes = new Hono<AppEnv>();

const signedIn = requireRole('user', 'merchant', 'admin');

// GET /api/orders?limit=&cursor= – my orders, newest first (X-Next-Cursor)
orderRoutes.get('/', signedIn, async (c) =>
  pagedJson(c, await listMyOrders(c.var.db, signedInAccountId(c), pageQuerySchema.parse(c.req.query()))),
);

// GET /api/orders/{number} – the receipt of my order: product, price, address, status history, refund, cashback; 404 for any other
orderRoutes.get('/:number', signedIn, async (c) => {
  const number = c.req.param('number');
  const receipt = ORDER_NUMBER_PATTERN.test(number)
    ? await readReceipt(c.var.db, signedInAccountId(c), number)
    : undefined;
  if (!receipt) throw HttpError.notFound(orderMessages.orderNotFound);
  return c.json(receipt);
});

// GET /api/merchant/orders?status=&limit=&cursor= – my store's orders, newest first, optionally of one status
merchantOrderRoutes.get('/', merchantOnly(), async (c) => {
  const status = orderStatusFilterSchema.parse(c.req.query('status'));
  const query = pageQuerySchema.parse(c.req.query());
  return pagedJson(c, await listMerchantOrders(c.var.db, c.var.merchantId, status, query));
});

// POST /api/merchant/orders/{id}/status – JSON {status: shipped|delivered|cancelled, note?}: forward only (409);
// cancelled (note required) refunds the payment through the provider and reverses the order's cashback
merchantOrderRoutes.post('/:id/status', merchantOnly(), async (c) => {
  const orderId = readPathId(c, orderMessages.orderNotFound);
  const { status, note } = await readJson(c, orderMoveSchema);
  const { answer, paymentId } = await moveOrder(c.var, {
    merchantId: c.var.merchantId,
    actorAccountId: signedInAccountId(c),
    orderId,
    to: status,
    note,
  });
  await withinMs(notifyOrderUpdate(c.var, { shopOrderId: orderId }));
  // A cancel's refund reversed the cashback: the shopper's "cashback reversed" email too.
  if (status === 'cancelled') await withinMs(notifyPaymentSale(c.var, { paymentId }));
  return c.json<OrderMoveAnswer>(answer);
});
