import { emailVerificationMessages } from '../../contract/account-email.ts';
import type { Database } from '../../db/database.ts';
import { requireVerifiedEmail, type SignedInAccount } from '../accounts/require-verified-email.ts';
import { countCouponAction } from './count-coupon-action.ts';

/**
 * Gives a signed-in account a live coupon's code, in upper case, every time it asks; the reveal counts
 * towards the coupon's popularity once per account and India-time day. An account whose email is not
 * verified yet is refused (403) and nothing is counted.
 */
export async function revealCouponCode(
  db: Database,
  input: { couponId: string; account: SignedInAccount },
): Promise<{ couponCode: string }> {
  requireVerifiedEmail(input.account, emailVerificationMessages.revealRefused);
  const coupon = await countCouponAction(db, {
    couponId: input.couponId,
    action: 'reveal',
    visitor: { accountId: input.account.id },
  });
  return { couponCode: coupon.couponCode.toUpperCase() };
}
