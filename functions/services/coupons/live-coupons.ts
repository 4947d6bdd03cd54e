import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { OfferLanguage } from '../../contract/public.ts';
import { coupons } from '../../db/schema/index.ts';

/**
 * The one definition of a live coupon: approved, and its expiry instant still ahead of the database's
 * clock. Every public query filters with it, so an offer leaves every list the moment it expires,
 * with no clean-up job or restart in between (indexes coupons_live_idx and coupons_live_slot_idx).
 */
export const liveCoupon: SQL = and(eq(coupons.status, 'approved'), gt(coupons.expiresAt, sql`now()`)) as SQL;

/** Live coupons, optionally only those written in one language. */
export function liveCouponIn(language?: OfferLanguage): SQL {
  return language ? (and(liveCoupon, eq(coupons.language, language)) as SQL) : liveCoupon;
}
