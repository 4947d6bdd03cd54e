/**
 * Auto-hide of codes that do not work (issue 23 item 3, decision 0069) and what merchants see of their
 * coupons' votes (item 8): the thresholds, the shapes and every text, in one place.
 */

/** Votes count for this many India days, today included. */
export const FEEDBACK_WINDOW_DAYS = 30;
/** A coupon is suspended at this many "No" votes in the window… */
export const AUTO_HIDE_MIN_NO_VOTES = 5;
/** …when under this share of its votes said it worked. */
export const AUTO_HIDE_MAX_SUCCESS_RATE = 0.3;
/** Below this many votes in the window a success rate is not shown (null), as on public cards. */
export const MIN_VOTES_FOR_RATE = 5;

export const NO_REASONS = ['expired', 'minimum_order', 'not_accepted', 'other'] as const;
export type NoReason = (typeof NO_REASONS)[number];

/** A coupon's votes of the last 30 days, as its merchant (and the admin) see them. */
export interface CouponTrust {
  /** 0–1, null below 5 votes in 30 days. */
  successRate: number | null;
  /** Votes in the last 30 days (one per account and day). */
  votes: number;
  /** How many of them said No. */
  noVotes: number;
  /** The No votes' reasons with their counts (a No without a reason counts as other). */
  reasons: Record<NoReason, number>;
}

/** A coupon nobody voted on. */
export const NO_VOTES: CouponTrust = {
  successRate: null,
  votes: 0,
  noVotes: 0,
  reasons: { expired: 0, minimum_order: 0, not_accepted: 0, other: 0 },
};

/** A suspended coupon in the admin's list. */
export interface SuspendedCoupon extends CouponTrust {
  id: string;
  couponName: string;
  title: string;
  merchantId: string;
  merchantName: string;
  expiryDate: string;
  suspendedAt: string;
}

export const reasonLabels: Record<NoReason, string> = {
  expired: 'Expired',
  minimum_order: 'Minimum order not met',
  not_accepted: 'Code not accepted',
  other: 'Other',
};

export const suspensionMessages = {
  suspendedState: 'Suspended: shoppers said it did not work',
  reconfirm: 'Re-confirm code',
  reconfirmHint: 'Check the code still works at your store, then re-confirm it to list it again.',
  reconfirmed: 'Code re-confirmed. The coupon is listed again.',
  reconfirmFailed: 'The code could not be re-confirmed. Please try again.',
  notSuspended: 'This coupon is not suspended.',
  keptListed: 'The coupon is listed again; shoppers’ votes will no longer hide it.',
  keepListed: 'Keep listed',
  keepListedFailed: 'The coupon could not be kept listed. Please try again.',
  couponNotFound: 'Coupon not found.',
  adminTab: 'Suspended',
  adminHeading: 'Suspended coupons',
  adminIntro:
    'Coupons hidden from every public list because at least 5 shoppers in 30 days said the code did not work and under 30% said it worked.',
  adminEmpty: 'No coupon is suspended.',
  trustHeading: 'Shoppers’ votes (30 days)',
  noVotes: 'No votes yet',
  successRate: (rate: number | null, votes: number) =>
    rate === null
      ? `${votes} ${votes === 1 ? 'vote' : 'votes'} (a rate shows from 5)`
      : `Worked for ${Math.round(rate * 100)}% · ${votes} ${votes === 1 ? 'vote' : 'votes'}`,
  reasonsSummary: (reasons: Record<NoReason, number>) =>
    NO_REASONS.filter((reason) => reasons[reason] > 0)
      .map((reason) => `${reasonLabels[reason]}: ${reasons[reason]}`)
      .join(' · '),
  noReasons: (summary: string) => `Why it did not work: ${summary}`,
  followers: (count: number) => (count === 1 ? '1 follower' : `${count} followers`),
} as const;

/** The email to the merchant when a coupon is suspended (a service message: no unsubscribe). */
export const suspensionEmailTexts = {
  subject: (couponName: string) =>
    `Your coupon "${couponName}" is hidden: shoppers said the code did not work`,
  body: (couponName: string, noVotes: number, reasons: string) => [
    `${noVotes} shoppers told us in the last 30 days that the code of your coupon "${couponName}" did not work, so we have hidden it from DealSphere's lists and search.`,
    ...(reasons ? [`What they said: ${reasons}.`] : []),
    'Please check that the code still works at your store. Then open My Offers and choose "Re-confirm code" to list it again, or edit the coupon (an edited coupon goes back to our team for approval).',
  ],
  action: 'Open My Offers',
} as const;
