import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { formatPaise } from '../../contract/money.ts';
import {
  canMoveOrder,
  orderMessages,
  type OrderMoveAnswer,
  type OrderStatus,
} from '../../contract/orders.ts';
import type { Database } from '../../db/database.ts';
import { shopOrderEvents, shopOrders } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { refundPayment } from '../payments/refund-payment.ts';
import type { PaymentLog } from '../payments/provider.ts';
import { readMerchantOrder } from './read-orders.ts';

/**
 * The merchant moves one of their orders (POST /api/merchant/orders/{id}/status; decision 0074). The
 * order must be the merchant's (another merchant's is 404, as if it did not exist) and the move one of
 * ORDER_TRANSITIONS (else 409, nothing written). shipped and delivered are one conditional UPDATE
 * (… WHERE status = the status read), so of two racing moves one wins, plus an order event naming the
 * merchant. cancelled refunds what is left of the payment in full through the payment provider
 * (refundPayment: Razorpay's refund API, or the test provider), whose recorded refund cancels the order
 * (place-order.ts cancelOrderOfRefund) and reverses the order's cashback with a new ledger entry
 * (subjects/product.ts onRefunded → reverseSale); a provider that refuses is a 502 and nothing changes.
 */
export async function moveOrder(
  deps: { db: Database; config: Config; log: PaymentLog },
  input: {
    merchantId: string;
    actorAccountId: string;
    orderId: string;
    to: OrderStatus;
    note?: string | undefined;
  },
): Promise<{ answer: OrderMoveAnswer; paymentId: string }> {
  const { db } = deps;
  const [order] = await db
    .select({
      id: shopOrders.id,
      number: shopOrders.number,
      status: shopOrders.status,
      paymentId: shopOrders.paymentId,
    })
    .from(shopOrders)
    .where(and(eq(shopOrders.id, input.orderId), eq(shopOrders.merchantId, input.merchantId)));
  if (!order) throw HttpError.notFound(orderMessages.orderNotFound);
  if (!canMoveOrder(order.status, input.to)) {
    throw HttpError.conflict(orderMessages.badTransition(order.status, input.to));
  }
  let message: string;
  if (input.to === 'cancelled') {
    const refund = await refundPayment(deps, {
      paymentId: order.paymentId,
      reason: input.note ?? orderMessages.refundedBy,
      actorAccountId: input.actorAccountId,
    });
    message = orderMessages.cancelled(order.number, formatPaise(refund.amountPaise));
  } else {
    const to = input.to;
    await db.transaction(async (tx) => {
      const now = new Date();
      const [moved] = await tx
        .update(shopOrders)
        .set({
          status: to,
          updatedAt: now,
          ...(to === 'shipped' ? { shippedAt: now } : { deliveredAt: now }),
        })
        .where(and(eq(shopOrders.id, order.id), eq(shopOrders.status, order.status)))
        .returning({ id: shopOrders.id });
      if (!moved) throw HttpError.conflict(orderMessages.badTransition(order.status, to));
      await tx.insert(shopOrderEvents).values({
        orderId: order.id,
        fromStatus: order.status,
        toStatus: to,
        actorAccountId: input.actorAccountId,
        note: input.note || null,
        createdAt: now,
      });
    });
    message = orderMessages.moved(order.number, to);
  }
  const after = await readMerchantOrder(db, input.merchantId, order.id);
  if (!after) throw HttpError.notFound(orderMessages.orderNotFound);
  return { answer: { message, order: after }, paymentId: order.paymentId };
}
