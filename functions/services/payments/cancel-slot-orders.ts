import { and, eq } from 'drizzle-orm';
import { slotMessages } from '../../contract/slots.ts';
import type { Database } from '../../db/database.ts';
import { payments } from '../../db/schema/index.ts';

/**
 * An order is for one slot at one price (decision 0045): when a merchant changes a coupon's slot, its
 * open premium-slot orders are cancelled (created → failed, with the reason). Should one still be paid
 * (a Checkout left open), it is recorded as paid but moves nothing: the slot and amount no longer
 * match the coupon (subjects/premium-slot.ts), and the administrator refunds it.
 */
export async function cancelOpenSlotOrders(db: Database, couponId: string, now = new Date()) {
  await db
    .update(payments)
    .set({ status: 'failed', failureReason: slotMessages.orderCancelled, failedAt: now, updatedAt: now })
    .where(
      and(
        eq(payments.couponId, couponId),
        eq(payments.purpose, 'premium_slot'),
        eq(payments.status, 'created'),
      ),
    );
}
