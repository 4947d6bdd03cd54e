import { and, eq } from 'drizzle-orm';
import { couponMessages } from '../../../contract/merchant-coupons.ts';
import type { z } from '../../../contract/zod.ts';
import type { premiumSlotOrderSchema } from '../../../contract/payment-admin-schemas.ts';
import type { Database } from '../../../db/database.ts';
import { coupons, merchants } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/http-error.ts';
import type { PaymentSubjectHandler } from '../payment-subject.ts';
import { DEFAULT_SLOT_PRICE_SETTINGS, readSlotPrice, slotPriceSettings } from '../slot-prices.ts';

export const premiumSlotMessages = {
  notAwaitingPayment: 'This coupon is not waiting for a premium slot payment.',
} as const;

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
      throw HttpError.conflict(premiumSlotMessages.notAwaitingPayment);
    return {
      amountPaise: await readSlotPrice(db, coupon.requestedSlotId, settings),
      description: `Premium slot ${coupon.requestedSlotId} for "${coupon.couponName}"`,
      columns: { couponId: coupon.id, merchantId: coupon.merchantId },
    };
  },
  async onPaid(tx, payment) {
    if (!payment.couponId) return;
    await tx
      .update(coupons)
      .set({ status: 'pending' })
      .where(and(eq(coupons.id, payment.couponId), eq(coupons.status, 'awaiting_payment')));
  },
};
