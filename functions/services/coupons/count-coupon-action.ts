import { and, eq, sql } from 'drizzle-orm';
import { CLICK_OUT_COUNT_WINDOW_MS, REVEAL_COUNT_WINDOW_MS } from '../../contract/limits.ts';
import { publicMessages } from '../../contract/public.ts';
import type { Database } from '../../db/database.ts';
import { countedActions, coupons } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { countWindowStart } from './count-windows.ts';
import { liveCoupon } from './live-coupons.ts';
import { saltOfTheDay, visitorKey, type Visitor } from './visitor-key.ts';

export type CountedAction = (typeof countedActions.action.enumValues)[number];

const WINDOW_MS: Record<CountedAction, number> = {
  reveal: REVEAL_COUNT_WINDOW_MS,
  click_out: CLICK_OUT_COUNT_WINDOW_MS,
};

/**
 * Counts a reveal or a click-out of a live coupon, at most once per account or visitor, coupon and
 * window (decision 0014), and answers the coupon's code and merchant URL whether it counted or not;
 * 404 for a coupon that is not live. The mark's primary key decides, so concurrent calls on any number
 * of instances count once. updated_at is kept: a count is not an edit of the coupon.
 */
export async function countCouponAction(
  db: Database,
  input: { couponId: string; action: CountedAction; visitor: Visitor; now?: Date | undefined },
): Promise<{ couponCode: string; merchantUrl: string }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [coupon] = await tx
      .select({ couponCode: coupons.couponCode, merchantUrl: coupons.merchantUrl })
      .from(coupons)
      .where(and(eq(coupons.id, input.couponId), liveCoupon));
    if (!coupon) throw HttpError.notFound(publicMessages.couponNotFound);

    const salt = await saltOfTheDay(tx as unknown as Database, now);
    const [counted] = await tx
      .insert(countedActions)
      .values({
        couponId: input.couponId,
        action: input.action,
        visitorKey: visitorKey(input.visitor, salt),
        windowStart: countWindowStart(now, WINDOW_MS[input.action]),
      })
      .onConflictDoNothing()
      .returning({ couponId: countedActions.couponId });
    if (counted) {
      await tx
        .update(coupons)
        .set({
          ...(input.action === 'reveal'
            ? { revealCount: sql`${coupons.revealCount} + 1` }
            : { clickOutCount: sql`${coupons.clickOutCount} + 1` }),
          updatedAt: sql`${coupons.updatedAt}`,
        })
        .where(eq(coupons.id, input.couponId));
    }
    return coupon;
  });
}
