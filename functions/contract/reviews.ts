import { parseRupees } from './money.ts';

/**
 * Shoppers' reviews (spec: User dashboard, Reviews; sections 3 'Rating payload', 5 'Review form', 8
 * 'Rating'), the administrator's hiding of a review, and the user's referrals list. No zod: the user
 * dashboard's and the admin dashboard's islands import it.
 */
export const reviewMessages = {
  /** Spec section 5: no coupon picked (or no login). */
  selectCoupon: 'Please select a coupon and ensure you are logged in.',
  ratingRequired: 'Please select a rating from 1 to 5.',
  remarksRequired: 'Please enter your remarks.',
  remarksTooLong: 'Please keep your remarks under 1000 characters.',
  purchaseAmount: 'Please enter the purchase amount in rupees, such as 499 or 499.50.',
  purchaseDate: 'Please enter a purchase date (yyyy-mm-dd) that is not in the future.',
  purchaseType: 'Please keep the purchase type under 100 characters.',
  /** Spec section 8, Rating. */
  submitted: 'Rating submitted successfully!',
  failed: 'Something went wrong!',
  otherUser: 'You can only submit ratings as yourself.',
  couponNotLive: 'This offer is no longer available.',
  noReviews: 'You have not reviewed any coupons yet.',
  reviewHidden: 'Review hidden from the site.',
  reviewShown: 'Review shown on the site again.',
  visibilityFailed: 'The review could not be changed. Please try again.',
  reviewNotFound: 'This review does not exist.',
  loadFailed: 'Your reviews could not be loaded. Please reload the page.',
} as const;

export const REVIEW_TEXT_LIMITS = { remarks: 1000, review: 2000, purchaseType: 100 } as const;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** The review form as typed (every value a string; rating '' until a star is picked). */
export type ReviewFormText = {
  couponId: string;
  rating: string;
  remarks: string;
  purchaseType: string;
  purchaseAmount: string;
  purchaseDate: string;
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A rating as sent or typed: a whole number from 1 to 5, or null. */
export function parseRating(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d$/.test(trimmed)) return null;
  const rating = Number(trimmed);
  return rating >= RATING_MIN && rating <= RATING_MAX ? rating : null;
}

/** An optional purchase date: a real yyyy-mm-dd day, not after `today` (India's date). */
function isPurchaseDate(text: string, today: string): boolean {
  const match = ISO_DATE_PATTERN.exec(text);
  if (!match) return false;
  const [, year = '', month = '', day = ''] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return real && Number(year) >= 1900 && text <= today;
}

/** An optional purchase amount in rupees as integer paise (more than zero); null when it is not one. */
export function purchaseAmountToPaise(text: string): number | null {
  const paise = parseRupees(text);
  return paise !== null && paise > 0 ? paise : null;
}

/**
 * Every rule of the review form (spec section 5: a selected coupon, a rating from 1 to 5 and remarks
 * are required; the purchase fields are optional but must make sense when given): the message of each
 * field that fails. The island runs it before sending anything and the route runs it again; `today`
 * is todayInIndia().
 */
export function checkReviewForm(
  values: ReviewFormText,
  today: string,
): Partial<Record<keyof ReviewFormText, string>> {
  const found: Partial<Record<keyof ReviewFormText, string>> = {};
  if (!UUID_PATTERN.test(values.couponId.trim())) found.couponId = reviewMessages.selectCoupon;
  if (parseRating(values.rating) === null) found.rating = reviewMessages.ratingRequired;
  const remarks = values.remarks.trim();
  if (!remarks) found.remarks = reviewMessages.remarksRequired;
  else if (remarks.length > REVIEW_TEXT_LIMITS.remarks) found.remarks = reviewMessages.remarksTooLong;
  if (values.purchaseType.trim().length > REVIEW_TEXT_LIMITS.purchaseType)
    found.purchaseType = reviewMessages.purchaseType;
  const amount = values.purchaseAmount.trim();
  if (amount && purchaseAmountToPaise(amount) === null) found.purchaseAmount = reviewMessages.purchaseAmount;
  const date = values.purchaseDate.trim();
  if (date && !isPurchaseDate(date, today)) found.purchaseDate = reviewMessages.purchaseDate;
  return found;
}

/** A live coupon the review form offers; the ones this user revealed come first. */
export interface ReviewCouponOption {
  couponId: string;
  couponName: string;
  merchantId: string;
  merchantName: string;
  /** The user revealed its code today (reveal marks name an account only for their own day). */
  revealed: boolean;
}

/** One of the signed-in user's own reviews (the Reviews tab). */
export interface MyReview {
  couponId: string;
  couponName: string;
  merchantName: string;
  rating: number;
  remarks: string;
  review: string | null;
  purchaseType: string | null;
  /** Rupees, or null. */
  purchaseAmount: number | null;
  purchaseDate: string | null;
  /** An administrator hid it: it shows nowhere public. */
  hidden: boolean;
  /** The coupon is still live, so the review shows publicly (unless hidden) and may be edited. */
  live: boolean;
  createdAt: string;
  updatedAt: string;
}

/** How many of the user's own reviews the tab lists, and how many coupons the form offers. */
export const MY_REVIEWS_MAX = 100;
export const REVIEW_COUPON_OPTIONS_MAX = 200;

/** The reply to POST /api/AToZ/submit-rating. */
export interface RatingSubmitted {
  message: string;
  /** false when it replaced this user's earlier review of the coupon. */
  created: boolean;
  review: MyReview;
}

/** GET /api/admin/reviews: one review as the moderation list shows it. */
export interface AdminReview {
  id: string;
  couponName: string;
  merchantName: string;
  userName: string;
  rating: number;
  reviewText: string;
  hidden: boolean;
  createdAt: string;
}

/** Someone who signed up with the user's referral code, name masked (e.g. 'Pr***a'). */
export interface MyReferral {
  name: string;
  joinedAt: string;
}

export interface MyReferrals {
  total: number;
  /** Newest first, at most MY_REFERRALS_MAX. */
  referrals: MyReferral[];
}

export const MY_REFERRALS_MAX = 100;

/** A rating as five stars, '★★★★☆' for 4.2: rounded to whole stars and kept within 0–5. */
export function starsText(rating: number): string {
  const filled = Math.round(Math.min(Math.max(rating, 0), 5));
  return '★'.repeat(filled) + '☆'.repeat(5 - filled);
}
