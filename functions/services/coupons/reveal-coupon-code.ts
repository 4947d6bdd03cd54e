import type { Database } from '../../db/database.ts';
import { countCouponAction } from './count-coupon-action.ts';

/**
 * Gives a signed-in account a live coupon's code, in upper case, every time it asks; the reveal counts
 * towards the coupon's popularity once per account and India-time day.
 */
export async function revealCouponCode(
  db: Database,
  input: { couponId: string; accountId: string },
): Promise<{ couponCode: string }> {
  const coupon = await countCouponAction(db, {
    couponId: input.couponId,
    action: 'reveal',
    visitor: { accountId: input.accountId },
  });
  return { couponCode: coupon.couponCode.toUpperCase() };
}
