import { and, eq, inArray, sql } from 'drizzle-orm';
import { CLICK_OUT_COUNT_WINDOW_MS, REVEAL_COUNT_WINDOW_MS } from '../../contract/limits.ts';
import { publicMessages } from '../../contract/public.ts';
import type { Database } from '../../db/database.ts';
import { countedActions, coupons } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { countWindowStart } from './count-windows.ts';
import { liveCoupon } from './live-coupons.ts';
import { saltOfTheDay, visitorKey, type Visitor } from './visitor-key.ts';

/** The marks that also move a coupon's counter; a 'view' is only a mark (count-coupon-view.ts). */
export type CountedAction = Exclude<(typeof countedActions.action.enumValues)[number], 'view'>;

const WINDOW_MS: Record<CountedAction, number> = {
  reveal: REVEAL_COUNT_WINDOW_MS,
  click_out: CLICK_OUT_COUNT_WINDOW_MS,
};

/**
 * Counts a reveal or a click-out of a live coupon, at most once per account or visitor, coupon and
 * window (decision 0014), and answers the coupon's code and merchant URL whether it counted or not;
 * 404 for a coupon that is not live. updated_at is kept: a count is not an edit of the coupon.
 *
 * ONE statement (decision 0041): the live coupon, the mark (its primary key decides, so concurrent
 * calls on any number of instances count once) and the count's increment, for the mark only this
 * statement inserted, are parts of a single WITH query, so they are atomic without a transaction. A
 * transaction would hold the embedded database's only connection across several round trips, and
 * reveals are the busiest writes of a sale day.
 */
export async function countCouponAction(
  db: Database,
  input: { couponId: string; action: CountedAction; visitor: Visitor; now?: Date | undefined },
): Promise<{ couponCode: string; merchantUrl: string; merchantId: string }> {
  const now = input.now ?? new Date();
  // Asked even for an account (counted under its id): a new day's first count clears up the last day's
  // marks (saltOfTheDay). The salt is remembered for the day, so this costs no query after the first.
  const key = visitorKey(input.visitor, await saltOfTheDay(db, now));
  const live = db.$with('live').as(
    db
      .select({
        id: coupons.id,
        couponCode: coupons.couponCode,
        merchantUrl: coupons.merchantUrl,
        merchantId: coupons.merchantId,
      })
      .from(coupons)
      .where(and(eq(coupons.id, input.couponId), liveCoupon)),
  );
  const mark = db.$with('mark').as(
    db
      .insert(countedActions)
      .select(
        db
          .select({
            couponId: live.id,
            action: sql`${input.action}::counted_action`.as('action'),
            visitorKey: sql`${key}`.as('visitor_key'),
            windowStart: sql`${countWindowStart(now, WINDOW_MS[input.action]).toISOString()}::timestamptz`.as(
              'window_start',
            ),
            createdAt: sql`now()`.as('created_at'),
          })
          .from(live),
      )
      .onConflictDoNothing()
      .returning({ couponId: countedActions.couponId }),
  );
  const bump = db.$with('bump').as(
    db
      .update(coupons)
      .set({
        ...(input.action === 'reveal'
          ? { revealCount: sql`${coupons.revealCount} + 1` }
          : { clickOutCount: sql`${coupons.clickOutCount} + 1` }),
        updatedAt: sql`${coupons.updatedAt}`,
      })
      .where(inArray(coupons.id, db.select({ id: mark.couponId }).from(mark)))
      .returning({ id: coupons.id }),
  );
  const [coupon] = await db
    .with(live, mark, bump)
    .select({ couponCode: live.couponCode, merchantUrl: live.merchantUrl, merchantId: live.merchantId })
    .from(live);
  if (!coupon) throw HttpError.notFound(publicMessages.couponNotFound);
  return coupon;
}
