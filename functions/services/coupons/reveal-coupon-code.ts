import { sql } from 'drizzle-orm';
import { emailVerificationMessages } from '../../contract/account-email.ts';
import type { Database } from '../../db/database.ts';
import { codeReveals } from '../../db/schema/index.ts';
import { requireVerifiedEmail, type SignedInAccount } from '../accounts/require-verified-email.ts';
import { countCouponAction } from './count-coupon-action.ts';

/**
 * Gives a signed-in account a live coupon's code, in upper case, every time it asks; the reveal counts
 * towards the coupon's popularity once per account and India-time day. An account whose email is not
 * verified yet is refused (403) and nothing is counted. Each reveal is also kept for the shopper
 * (code_reveals, latest reveal per coupon): My codes and "Did it work?" read it (decision 0082).
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
  await db
    .insert(codeReveals)
    .values({ accountId: input.account.id, couponId: input.couponId })
    .onConflictDoUpdate({
      target: [codeReveals.accountId, codeReveals.couponId],
      set: { revealedAt: sql`now()` },
    });
  return { couponCode: coupon.couponCode.toUpperCase() };
}
