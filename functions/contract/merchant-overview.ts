import type { CouponTrust } from './coupon-suspension.ts';

/**
 * The merchant dashboard's Account Information (GET /api/merchant/overview and the server-rendered
 * tab): the account's contact details, the three stat cards, a day-by-day chart and the recent
 * activity. No zod: the dashboard's components import it.
 */

/** How many India-time days the figures and the chart cover, today included. */
export const OVERVIEW_DAYS = 30;
/** How many entries the recent-activity table shows, newest first. */
export const RECENT_ACTIVITY_LIMIT = 10;
/**
 * What stands for a password: always the same characters, so the page says nothing of the password,
 * not even its length.
 */
export const PASSWORD_MASK = '••••••••';

export type ActivityKind =
  'coupon_submitted' | 'coupon_approved' | 'coupon_rejected' | 'product_approved' | 'product_rejected';

export const ACTIVITY_LABELS: Record<ActivityKind, string> = {
  coupon_submitted: 'Coupon submitted',
  coupon_approved: 'Coupon approved',
  coupon_rejected: 'Coupon rejected',
  product_approved: 'Product approved',
  product_rejected: 'Product rejected',
};

export interface ActivityEntry {
  kind: ActivityKind;
  /** The coupon's or product's name. */
  subject: string;
  /** A rejection's reason (and for a product the advised changes), or the slot a coupon went live in. */
  detail: string | null;
  /** ISO instant. */
  at: string;
}

/** How many coupons Account Information lists with their votes. */
export const OVERVIEW_COUPON_LIMIT = 50;

/** A coupon's votes on Account Information (issue 23 item 8). */
export interface OverviewCouponTrust extends CouponTrust {
  id: string;
  couponName: string;
  /** ISO instant shoppers' votes suspended it, or null while listed. */
  suspendedAt: string | null;
}

/** One India-time day of the chart. */
export interface DailyCounts {
  /** YYYY-MM-DD, India time. */
  day: string;
  reveals: number;
  clickOuts: number;
}

export interface MerchantOverview {
  account: {
    email: string;
    phone: string;
    /** False for an account that signs in only with Google: it has no password to mask. */
    hasPassword: boolean;
  };
  stats: {
    /** Approved and not expired: the live-coupon rule of every public list. */
    liveCoupons: number;
    /** Counted reveals and click-outs (decision 0014) of this merchant's coupons in the last OVERVIEW_DAYS days. */
    reveals: number;
    clickOuts: number;
    /** Over every review of this merchant's coupons, one decimal; null without reviews. */
    averageRating: number | null;
    totalReviews: number;
    /** Issue 23 item 8: shoppers who follow this merchant's store (store_follows). */
    followers: number;
  };
  /**
   * Issue 23 item 8: each approved, unexpired coupon (live or suspended by shoppers' votes) with its
   * last 30 days' votes, most voted first, at most OVERVIEW_COUPON_LIMIT.
   */
  couponTrust: OverviewCouponTrust[];
  /** OVERVIEW_DAYS entries, oldest first, ending today (India time); days without counts are zeros. */
  daily: DailyCounts[];
  /** At most RECENT_ACTIVITY_LIMIT entries, newest first. */
  recentActivity: ActivityEntry[];
}
