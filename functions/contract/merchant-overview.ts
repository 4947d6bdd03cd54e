import type { CouponTrust } from './coupon-suspension.ts';

/**
 * The merchant dashboard's Account Information (GET /api/merchant/overview and the server-rendered
 * tab): the account's contact details, the three stat cards, a day-by-day chart and the recent
 * activity. No zod: the dashboard's components import it.
 */

/**
 * The periods Account Information offers (issue 24 item 8): the last 7, 30 or 90 India-time days,
 * today included. 30 when none (or another number) is asked for, as before issue 24.
 */
export const FIGURE_PERIODS = [7, 30, 90] as const;
export type FigurePeriod = (typeof FIGURE_PERIODS)[number];
export const DEFAULT_FIGURE_PERIOD: FigurePeriod = 30;
/**
 * The longest period: the counted marks are kept this many India days, today included (decisions
 * 0026 and 0076), so the 90-day figures are whole.
 */
export const OVERVIEW_DAYS = 90;

/** The period a `days` query parameter asks for, or the default for anything else (the page's links). */
export function figurePeriodOf(value: string | null | undefined): FigurePeriod {
  const days = Number(value);
  return (FIGURE_PERIODS as readonly number[]).includes(days)
    ? (days as FigurePeriod)
    : DEFAULT_FIGURE_PERIOD;
}

/** How many coupons the funnel shows: those with the most views (then reveals, click-outs, sales) in the period. */
export const FUNNEL_COUPON_LIMIT = 20;
/** How many entries the recent-activity table shows, newest first. */
export const RECENT_ACTIVITY_LIMIT = 10;
/**
 * What stands for a password: always the same characters, so the page says nothing of the password,
 * not even its length.
 */
export const PASSWORD_MASK = '••••••••';

export type ActivityKind =
  | 'coupon_submitted'
  | 'coupon_approved'
  | 'coupon_rejected'
  | 'product_approved'
  | 'product_rejected'
  // Issue 24 item 8: sales (form, CSV, postback, accepted claim, Buy Now) and shoppers' missing-cashback claims.
  | 'sale_recorded'
  | 'claim_filed'
  | 'claim_accepted'
  | 'claim_declined'
  // Issue 24 item 6: orders from Buy Now, as placed and as cancelled (with the refund).
  | 'order_placed'
  | 'order_cancelled';

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
  /** Issue 24 item 8: coupon cards opened (counted once per visitor, coupon and day). */
  views: number;
  /** Issue 24 item 8: sales with this sale date. */
  sales: number;
}

/** One coupon's funnel over the period (issue 24 item 8): views → reveals → click-outs → sales. */
export interface CouponFunnel {
  couponId: string;
  couponName: string;
  views: number;
  reveals: number;
  clickOuts: number;
  sales: number;
  /** The sales' amounts, whole paise. */
  revenuePaise: number;
}

/** The period's figures (issue 24 item 8). Money in whole paise. */
export interface PeriodFigures {
  views: number;
  reveals: number;
  clickOuts: number;
  /** Sales whose sale date (an India date) is in the period, with or without a coupon. */
  sales: number;
  revenuePaise: number;
  /** The cashback still owed on the period's sales: pending and confirmed, less reversals (the statement's "due"). */
  cashbackOwedPaise: number;
  /** Shoppers who follow the store now, and how many of them began in the period. */
  followers: number;
  newFollowers: number;
  /** Of the period's sales, those without a coupon (a storefront Buy Now, a sale reported without one). */
  salesWithoutCoupon: number;
  revenueWithoutCouponPaise: number;
}

/** Orders by status (issue 24 item 6, built by the orders branch): the lead fills this in at merge. */
export interface OrdersByStatus {
  status: string;
  label: string;
  count: number;
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
    /** Counted reveals and click-outs (decision 0014) of this merchant's coupons in the period (`days`). */
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
  /** One entry per day of the period, oldest first, ending today (India time); days without counts are zeros. */
  daily: DailyCounts[];
  /** At most RECENT_ACTIVITY_LIMIT entries, newest first. */
  recentActivity: ActivityEntry[];
  /** Issue 24 item 8: the period the figures cover (7, 30 or 90 days, today included) and its India dates. */
  days: FigurePeriod;
  from: string;
  to: string;
  figures: PeriodFigures;
  /** At most FUNNEL_COUPON_LIMIT coupons with any view, reveal, click-out or sale in the period, most viewed first. */
  funnel: CouponFunnel[];
  /**
   * Issue 24 item 6: the orders placed in the period by their status now, every status once any order
   * was placed (empty otherwise: the tab then shows no section). Optional for older callers.
   */
  ordersByStatus?: OrdersByStatus[];
}

/** Texts of the figures, the funnel and the period switch (issue 24 item 8). */
export const figureMessages = {
  heading: 'Your figures',
  periodLabel: 'Period',
  periodLink: (days: number) => `${days} days`,
  periodCaption: (days: number, from: string, to: string) =>
    `Last ${days} days, ${from} to ${to} (India time)`,
  views: 'Views',
  viewsNote: 'Coupon cards opened',
  reveals: 'Reveals',
  revealsNote: 'Codes shown to shoppers',
  clickOuts: 'Click-outs',
  clickOutsNote: 'Visits to your site',
  sales: 'Sales',
  salesNote: 'Reported, imported or bought here',
  revenue: 'Revenue',
  revenueNote: 'Of these sales',
  cashbackOwed: 'Cashback owed',
  cashbackOwedNote: 'On these sales: pending and confirmed',
  followers: 'Followers',
  newFollowers: (count: number) => `${count.toLocaleString('en-IN')} new in these days`,
  funnelHeading: 'Coupon funnel',
  funnelIntro: 'For each coupon: cards opened, codes revealed, visits to your site and sales in these days.',
  funnelEmpty: 'No views, reveals, click-outs or sales of your coupons in these days.',
  funnelTableCaption: (days: number) => `Coupon funnel, last ${days} days`,
  funnelCoupon: 'Coupon',
  funnelRevenue: 'Revenue',
  withoutCoupon: (count: number, revenue: string) =>
    `${count.toLocaleString('en-IN')} ${count === 1 ? 'sale' : 'sales'} (${revenue}) in these days came without a coupon.`,
  ordersHeading: 'Orders by status',
  noCoupon: 'No coupon',
  saleDetail: (amount: string, reference: string | null) =>
    reference ? `${amount}, order ${reference}` : amount,
  claimDetail: (amount: string, reference: string) => `${amount}, order ${reference}`,
  orderDetail: (amount: string, number: string) => `${amount}, order ${number}`,
} as const;
