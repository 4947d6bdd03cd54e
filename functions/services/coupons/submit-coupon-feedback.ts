import { and, eq, sql } from 'drizzle-orm';
import type { CouponFeedbackAnswer, FeedbackReason } from '../../contract/coupon-trust.ts';
import { trustMessages } from '../../contract/coupon-trust.ts';
import { todayInIndia } from '../../contract/india-time.ts';
import { publicMessages } from '../../contract/public.ts';
import type { Database } from '../../db/database.ts';
import { codeReveals, couponFeedback, coupons, merchants } from '../../db/schema/index.ts';
import { MY_CODES_DAYS } from '../../contract/saved-coupons.ts';
import { HttpError } from '../../http/http-error.ts';
import { requireVerifiedEmail, type SignedInAccount } from '../accounts/require-verified-email.ts';
import { readCouponTrust } from './coupon-trust.ts';
import { liveCoupon } from './live-coupons.ts';

/**
 * "Did it work?" (issue 23 item 1; decision 0068). Only a verified account that revealed the code may
 * answer: its reveal must be in code_reveals within the last MY_CODES_DAYS (decision 0082). A merchant cannot
 * rate its own coupons (403). One vote per account, coupon and India day: a second vote that day
 * replaces the first (upsert on coupon_feedback_one_per_day). Answers the coupon's new figures.
 */
export async function submitCouponFeedback(
  db: Database,
  input: {
    couponId: string;
    account: SignedInAccount;
    worked: boolean;
    reason?: FeedbackReason | undefined;
    now?: Date | undefined;
  },
): Promise<CouponFeedbackAnswer> {
  const now = input.now ?? new Date();
  requireVerifiedEmail(input.account, trustMessages.verifyToVote);
  if (input.worked && input.reason !== undefined)
    throw HttpError.badInput(trustMessages.reasonOnlyForNo, { reason: trustMessages.reasonOnlyForNo });

  // A code revealed within My codes' 30 days may be answered for: shoppers often try it the next day.
  const revealedSince = new Date(now.getTime() - MY_CODES_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const [coupon] = await db
    .select({
      ownerAccountId: merchants.accountId,
      revealed: sql<boolean>`exists (select 1 from ${codeReveals} where ${codeReveals.accountId} = ${input.account.id} and ${codeReveals.couponId} = ${coupons.id} and ${codeReveals.revealedAt} >= ${revealedSince})`,
    })
    .from(coupons)
    .innerJoin(merchants, eq(merchants.id, coupons.merchantId))
    .where(and(eq(coupons.id, input.couponId), liveCoupon));
  if (!coupon) throw HttpError.notFound(publicMessages.couponNotFound);
  if (coupon.ownerAccountId === input.account.id) throw HttpError.forbidden(trustMessages.ownCoupon);
  if (!coupon.revealed) throw HttpError.forbidden(trustMessages.revealFirst);

  const reason = input.worked ? null : (input.reason ?? null);
  await db
    .insert(couponFeedback)
    .values({
      couponId: input.couponId,
      accountId: input.account.id,
      day: todayInIndia(now),
      worked: input.worked,
      reason,
    })
    .onConflictDoUpdate({
      target: [couponFeedback.couponId, couponFeedback.accountId, couponFeedback.day],
      set: { worked: input.worked, reason },
    });
  return { couponId: input.couponId, ...(await readCouponTrust(db, input.couponId, now)) };
}
