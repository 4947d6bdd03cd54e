import { Hono } from 'hono';
import {
  paymentRequestSchema,
  refundBodySchema,
  slotIdParamSchema,
  slotPriceSchema,
} from '../contract/payment-admin-schemas.ts';
import { paymentAdminMessages, type RefundAnswer } from '../contract/payment-admin.ts';
import { pageQuerySchema } from '../contract/paging-query.ts';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { pagedJson } from '../http/paged-json.ts';
import { readPathId } from '../http/read-path-id.ts';
import { readJson } from '../http/read-json.ts';
import { createPaymentRequest } from '../services/payments/create-payment-request.ts';
import { listAdminPayments } from '../services/payments/list-admin-payments.ts';
import { notifyPaymentSale, withinMs } from '../services/notifications/cashback-notifications.ts';
import { notifyOrderUpdate } from '../services/orders/order-notifications.ts';
import { refundPayment } from '../services/payments/refund-payment.ts';
import { listSlotPrices, setSlotPrice, slotPriceSettings } from '../services/payments/slot-prices.ts';

/**
 * Payments for administrators (issue 12 items 5 and 6): payment links from the image tabs' payment
 * entry forms, the Payments tab, and premium slot prices. Admins only: visitors 401, others 403.
 */
export const adminPaymentRequestRoutes = new Hono<AppEnv>();
export const adminPaymentRoutes = new Hono<AppEnv>();
export const adminSlotPriceRoutes = new Hono<AppEnv>();

// POST /api/admin/payment-requests – JSON {source, amount, mobile, position}: a stored link; answers its id and page
adminPaymentRequestRoutes.post('/', requireRole('admin'), async (c) => {
  const input = await readJson(c, paymentRequestSchema);
  return c.json(await createPaymentRequest(c.var.db, signedInAccountId(c), input), 201);
});

// GET /api/admin/payments?limit=&cursor= – every payment and unpaid link, newest first
adminPaymentRoutes.get('/', requireRole('admin'), async (c) => {
  return pagedJson(c, await listAdminPayments(c.var.db, pageQuerySchema.parse(c.req.query())));
});

// POST /api/admin/payments/{id}/refund – JSON {amountPaise?, reason}: refunds a paid payment (all that is left by default), audit-logged
adminPaymentRoutes.post('/:id/refund', requireRole('admin'), async (c) => {
  const paymentId = readPathId(c, paymentAdminMessages.paymentNotFound);
  const { amountPaise, reason } = await readJson(c, refundBodySchema);
  const answer = await refundPayment(c.var, {
    paymentId,
    amountPaise,
    reason,
    actorAccountId: signedInAccountId(c),
  });
  // A full refund of a Buy Now reverses its cashback: the shopper's "cashback reversed" email.
  await withinMs(notifyPaymentSale(c.var, { paymentId }));
  // A full refund of a Buy Now cancels its order: the shopper's "order cancelled" email.
  await withinMs(notifyOrderUpdate(c.var, { paymentId }));
  return c.json<RefundAnswer>(answer);
});

// GET /api/admin/premium-slot-prices – the 24 slots' prices (a slot with no row: PREMIUM_SLOT_PRICE_RUPEES)
adminSlotPriceRoutes.get('/', requireRole('admin'), async (c) => {
  return c.json(await listSlotPrices(c.var.db, slotPriceSettings(c.var.config)));
});

// PUT /api/admin/premium-slot-prices/{slotId} – JSON {price} in rupees: the slot's new price, audit-logged
adminSlotPriceRoutes.put('/:slotId', requireRole('admin'), async (c) => {
  const slotId = slotIdParamSchema.safeParse(c.req.param('slotId'));
  if (!slotId.success) throw HttpError.notFound();
  const { pricePaise } = await readJson(c, slotPriceSchema);
  const saved = await setSlotPrice(c.var.db, {
    slotId: slotId.data,
    pricePaise,
    actorAccountId: signedInAccountId(c),
  });
  return c.json({ message: paymentAdminMessages.slotPriceSaved, ...saved });
});
