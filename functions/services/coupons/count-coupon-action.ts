import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { CLICK_OUT_COUNT_WINDOW_MS, REVEAL_COUNT_WINDOW_MS } from '../../contract/limits.ts';
import { publicMessages } from '../../contract/public.ts';
import type { Database } from '../../db/database.ts';
import type { countedActions } from '../../db/schema/index.ts';
import { coupons } from '../../db/schema/index.ts';
import { shardIncrementSql } from './coupon-counts.ts';
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
 * 404 for a coupon that is not live. The coupon row itself is only read: the count goes to a shard
 * (coupon-counts.ts, decision 0078), so a hot coupon's reveals never queue on its row.
 *
 * ONE statement (decision 0041): the live coupon, the mark (its primary key decides, so concurrent
 * calls on any number of instances count once) and the shard's increment, for the mark only this
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
  const windowStart = countWindowStart(now, WINDOW_MS[input.action]).toISOString();
  const result = await db.execute(sql`
    with live as (
      select ${coupons.id} as id, ${coupons.couponCode} as coupon_code,
             ${coupons.merchantUrl} as merchant_url, ${coupons.merchantId} as merchant_id
        from ${coupons}
       where ${coupons.id} = ${input.couponId} and ${liveCoupon}
    ),
    mark as (
      insert into counted_actions (coupon_id, action, visitor_key, window_start, created_at)
      select id, ${input.action}::counted_action, ${key}, ${windowStart}::timestamptz, now() from live
      on conflict do nothing
      returning coupon_id
    )${shardIncrementSql(input.action, now)}
    select coupon_code, merchant_url, merchant_id from live`);
  const [coupon] = rowsOf<{ coupon_code: string; merchant_url: string; merchant_id: string }>(result);
  if (!coupon) throw HttpError.notFound(publicMessages.couponNotFound);
  return { couponCode: coupon.coupon_code, merchantUrl: coupon.merchant_url, merchantId: coupon.merchant_id };
}
