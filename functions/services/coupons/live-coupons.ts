import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { OfferLanguage } from '../../contract/public.ts';
import { coupons } from '../../db/schema/index.ts';

/**
 * An approved coupon whose expiry instant is still ahead: it holds its ad slot (decision 0017), even
 * while shoppers' votes have it suspended (issue 23 item 3), so re-confirming it finds its slot still its.
 */
export const slotHoldingCoupon: SQL = and(
  eq(coupons.status, 'approved'),
  gt(coupons.expiresAt, sql`now()`),
) as SQL;

/** Approved, not suspended, its expiry still ahead of the database's clock. */
const liveNow: SQL = and(slotHoldingCoupon, isNull(coupons.suspendedAt)) as SQL;

/**
 * The one definition of a live coupon: approved, its expiry instant still ahead of the database's
 * clock, and not suspended by shoppers' "No" votes (issue 23 item 3, decision 0069). Every public query
 * filters with it, so an offer leaves every list the moment it expires or is suspended, with no
 * clean-up job or restart in between (indexes coupons_live_idx and coupons_live_slot_idx).
 *
 * `listed` (decision 0100) adds nothing to the answer: the trigger coupons_listed keeps every coupon
 * whose expiry is ahead listed, and the expiry is still tested here. It lets the planner use the partial
 * indexes that hold listed coupons only (popular, best offers, a store's live coupons), which the fold
 * job empties of expired coupons.
 */
export const liveCoupon: SQL = and(liveNow, sql`${coupons.listed}`) as SQL;

/**
 * Live coupons, optionally only those written in one language. `listed: false` leaves the flag out
 * (the same coupons): for a list read in an order no listed index holds (newest, decision 0100), which
 * would otherwise be planned as every live coupon read from a listed index and sorted.
 */
export function liveCouponIn(language?: OfferLanguage, { listed = true }: { listed?: boolean } = {}): SQL {
  const live = listed ? liveCoupon : liveNow;
  return language ? (and(live, eq(coupons.language, language)) as SQL) : live;
}
