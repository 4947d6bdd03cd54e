import { and, desc, eq } from 'drizzle-orm';
import type { CouponInput } from '../../contract/merchant-coupons.ts';
import type { Database, DbOrTx } from '../../db/database.ts';
import { payments } from '../../db/schema/index.ts';
import { readSlotPrice, type SlotPriceSettings } from '../payments/slot-prices.ts';

/**
 * The status a new or edited coupon is stored with (decision 0035): a free request goes to the
 * administrator's queue (pending); a premium request waits for its slot's price (awaiting_payment)
 * unless the coupon already has a paid premium-slot payment that covers the requested slot's price
 * now, so editing a paid coupon never charges again, but moving it to a dearer slot asks for a payment.
 */
export async function submittedCouponStatus(
  db: DbOrTx,
  couponId: string | null,
  input: Pick<CouponInput, 'slotKind' | 'requestedSlotId'>,
  settings: SlotPriceSettings,
): Promise<'pending' | 'awaiting_payment'> {
  if (input.slotKind !== 'premium') return 'pending';
  if (!couponId) return 'awaiting_payment';
  const paid = await paidPremiumPayment(db, couponId);
  if (!paid) return 'awaiting_payment';
  const price = await readSlotPrice(db, input.requestedSlotId, settings);
  return paid.amountPaise >= price ? 'pending' : 'awaiting_payment';
}

/** The coupon's newest paid (and not refunded) premium-slot payment, if any. */
export async function paidPremiumPayment(db: Database, couponId: string) {
  const [row] = await db
    .select({ id: payments.id, amountPaise: payments.amountPaise, paidAt: payments.paidAt })
    .from(payments)
    .where(
      and(eq(payments.couponId, couponId), eq(payments.purpose, 'premium_slot'), eq(payments.status, 'paid')),
    )
    .orderBy(desc(payments.paidAt))
    .limit(1);
  return row ?? null;
}
