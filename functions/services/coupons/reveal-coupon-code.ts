import { emailVerificationMessages } from '../../contract/account-email.ts';
import type { Database } from '../../db/database.ts';
import { requireVerifiedEmail } from '../accounts/require-verified-email.ts';
import { countCouponAction } from './count-coupon-action.ts';

/**
 * Gives a signed-in account a live coupon's code, in upper case, every time it asks; the reveal counts
 * towards the coupon's popularity once per account and India-time day. An account whose email is not
 * verified yet is refused (403) and nothing is counted.
 */
export async function revealCouponCode(
  db: Database,
  input: { couponId: string; accountId: string },
): Promise<{ couponCode: string }> {
  await requireVerifiedEmail(db, input.accountId, emailVerificationMessages.revealRefused);
  const coupon = await countCouponAction(db, {
    couponId: input.couponId,
    action: 'reveal',
    visitor: { accountId: input.accountId },
  });
  return { couponCode: coupon.couponCode.toUpperCase() };
}
