import { and, eq, inArray } from 'drizzle-orm';
import { slotMessages } from '../../../contract/slots.ts';
import { couponMessages } from '../../../contract/merchant-coupons.ts';
import type { z } from '../../../contract/zod.ts';
import type { premiumSlotOrderSchema } from '../../../contract/payment-admin-schemas.ts';
import type { Database } from '../../../db/database.ts';
import { coupons, merchants } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/http-error.ts';
import { paidPremiumPayment } from '../../coupons/premium-status.ts';
import { assertSlotOpenFor, reserveSlot } from '../../coupons/slot-map.ts';
import type { PaymentSubjectHandler } from '../payment-subject.ts';
import { DEFAULT_SLOT_PRICE_SETTINGS, readSlotPrice, slotPriceSettings } from '../slot-prices.ts';

type PremiumSlotSubjectInput = z.infer<typeof premiumSlotOrderSchema>;

/**
 * A premium slot request (issue 12 item 6, decision 0035): only the coupon's own merchant may
 * pay (any other payer: 404, as if it did not exist), only while the coupon awaits payment (409), and
 * the amount is the requested slot's price from premium_slot_prices (or the configured default), never
 * the request's. Once paid, the coupon moves from awaiting_payment to pending, and so joins the
 * administrator's queue; the move is conditional, so a replay or a coupon deleted meanwhile changes nothing.
 */
export const premiumSlotSubject: PaymentSubjectHandler<PremiumSlotSubjectInput> = {
  async charge(db: Database, input, payer, context) {
    const settings = context ? slotPriceSettings(context.config) : DEFAULT_SLOT_PRICE_SETTINGS;
    if (payer.role !== 'merchant' || !payer.accountId) throw HttpError.notFound(couponMessages.notFound);
    const [coupon] = await db
      .select({
        id: coupons.id,
        couponName: coupons.couponName,
        status: coupons.status,
        slotKind: coupons.slotKind,
        requestedSlotId: coupons.requestedSlotId,
        merchantId: coupons.merchantId,
      })
      .from(coupons)
      .innerJoin(merchants, eq(merchants.id, coupons.merchantId))
      .where(and(eq(coupons.id, input.couponId), eq(merchants.accountId, payer.accountId)));
    if (!coupon) throw HttpError.notFound(couponMessages.notFound);
    if (coupon.status !== 'awaiting_payment' || coupon.slotKind !== 'premium')
      throw HttpError.conflict(slotMessages.notAwaitingPayment);
    await assertSlotOpenFor(db, coupon.requestedSlotId, coupon.id);
    return {
      amountPaise: await readSlotPrice(db, coupon.requestedSlotId, settings),
      description: `Premium slot ${coupon.requestedSlotId} for "${coupon.couponName}"`,
      subject: { purpose: 'premium_slot', slotId: coupon.requestedSlotId, couponName: coupon.couponName },
      columns: { couponId: coupon.id, merchantId: coupon.merchantId, slotId: coupon.requestedSlotId },
    };
  },
  async onPaid(tx, payment, context) {
    if (!payment.couponId) return;
    const [coupon] = await tx
      .select({
        status: coupons.status,
        slotKind: coupons.slotKind,
        requestedSlotId: coupons.requestedSlotId,
      })
      .from(coupons)
      .where(eq(coupons.id, payment.couponId))
      .for('update');
    if (!coupon || coupon.status !== 'awaiting_payment' || coupon.slotKind !== 'premium') return;
    // An order is for one slot at one price: a payment of a stale order (another slot, or a price
    // changed since) is recorded as paid but moves nothing; the administrator refunds it.
    if (payment.slotId !== coupon.requestedSlotId) return;
    const price = await readSlotPrice(tx, coupon.requestedSlotId, slotPriceSettings(context.config));
    if (payment.amountPaise !== price) return;
    try {
      await reserveSlot(tx, payment.couponId, coupon.requestedSlotId);
    } catch (error) {
      // Another request reserved the slot first: paid, but not in the queue; the admin refunds it.
      if (error instanceof HttpError && error.status === 409) return;
      throw error;
    }
    await tx
      .update(coupons)
      .set({ status: 'pending' })
      .where(and(eq(coupons.id, payment.couponId), eq(coupons.status, 'awaiting_payment')));
  },
  async onRefunded(tx, payment, _context, refund) {
    // A partial refund (a goodwill amount) leaves the request as it is; a full one undoes the sale:
    // the coupon awaits payment again, its reservation or live slot is released.
    if (!payment.couponId || !refund.full) return;
    // Another paid payment of the coupon (a later order) still stands: it keeps its place.
    if (await paidPremiumPayment(tx, payment.couponId)) return;
    await tx
      .update(coupons)
      .set({
        status: 'awaiting_payment',
        reservedSlotId: null,
        assignedSlotId: null,
        approvedAt: null,
        approvedBy: null,
      })
      .where(
        and(
          eq(coupons.id, payment.couponId),
          eq(coupons.slotKind, 'premium'),
          inArray(coupons.status, ['pending', 'approved']),
        ),
      );
  },
};
