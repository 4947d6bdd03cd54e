/**
 * "Did it work?" and what the votes say (issue 23 items 1 and 2; decision 0068): the feedback a shopper
 * sends after a reveal, the trust figures every public coupon carries, and the words shoppers read.
 * Pure (no zod), so the coupon card island imports it without weight; the body's schema is in
 * coupon-feedback.ts.
 */

/** Why a code did not work (coupon_feedback_reason), in the order the card offers them. */
export const FEEDBACK_REASON_VALUES = ['expired', 'minimum_order', 'not_accepted', 'other'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASON_VALUES)[number];

/** Votes count for this many days, today included. */
export const TRUST_VOTE_DAYS = 30;
/** Below this many votes in TRUST_VOTE_DAYS a coupon has no success rate (null). */
export const TRUST_MIN_VOTES = 5;
/** Verified by votes: at least this many votes ... */
export const VERIFIED_MIN_VOTES = 10;
/** ... of which at least this share worked. */
export const VERIFIED_MIN_RATE = 0.8;
/** Verified by the merchant: re-confirmed within this many days. */
export const VERIFIED_RECONFIRM_DAYS = 7;

/** POST /api/coupons/{id}/feedback body. `reason` only with `worked: false`. */
export interface CouponFeedbackBody {
  worked: boolean;
  reason?: FeedbackReason | undefined;
}

/** The trust figures of a coupon, on every public coupon and in the feedback answer. */
export interface CouponTrustFields {
  /** Share of the last 30 days' votes that worked, 0-1; null below 5 votes. */
  successRate: number | null;
  /** Votes in the last 30 days (India days, today included). */
  votes: number;
  /** Reveals since midnight India time (one per account). */
  usedToday: number;
  /** Re-confirmed by the merchant in the last 7 days, or at least 80% of at least 10 votes worked. */
  verified: boolean;
}

/** POST /api/coupons/{id}/feedback answer: the coupon's new figures. */
export interface CouponFeedbackAnswer extends CouponTrustFields {
  couponId: string;
}

export const trustMessages = {
  question: 'Did it work?',
  yes: 'Yes',
  no: 'No',
  reasonLegend: 'What went wrong? (optional)',
  reasons: {
    expired: 'Expired',
    minimum_order: 'Minimum order not met',
    not_accepted: 'Code not accepted',
    other: 'Other',
  } satisfies Record<FeedbackReason, string>,
  sendReason: 'Send',
  thanks: 'Thanks — your answer helps other shoppers.',
  failed: 'Your answer could not be sent. Please try again.',
  verified: 'Verified',
  verifiedHint: 'Re-confirmed by the store this week, or most shoppers say it works',
  /** "Worked for 92% · 25 votes" */
  workedFor: (rate: number, votes: number) =>
    `Worked for ${Math.round(rate * 100)}% · ${votes} ${votes === 1 ? 'vote' : 'votes'}`,
  /** "Used 14 times today" */
  usedToday: (count: number) => `Used ${count} ${count === 1 ? 'time' : 'times'} today`,
  mostReliable: 'Most reliable',
  /** Refusals of POST /api/coupons/{id}/feedback. */
  verifyToVote: 'Verify your email address before you rate a code.',
  revealFirst: 'Reveal this code before you say whether it worked.',
  ownCoupon: 'You cannot rate your own coupons.',
  reasonOnlyForNo: 'A reason can only be given when the code did not work.',
} as const;

/** Success rate from a coupon's votes: null below TRUST_MIN_VOTES. */
export function successRateOf(votes: number, worked: number): number | null {
  return votes < TRUST_MIN_VOTES ? null : worked / votes;
}

/** Verified: re-confirmed recently (decided by the query), or enough votes that mostly worked. */
export function isVerified(recentlyReconfirmed: boolean, votes: number, worked: number): boolean {
  return recentlyReconfirmed || (votes >= VERIFIED_MIN_VOTES && worked >= VERIFIED_MIN_RATE * votes);
}
