import { z } from './zod.ts';
import type { CouponTrustFields } from './coupon-trust.ts';
import { accountMessages } from './accounts.ts';
import { PUBLIC_LIST_MAX } from './paging.ts';
import { limitParam } from './paging-query.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isMobile, TEXT_LIMITS } from './rules.ts';

/**
 * The public content calls (spec sections 3, 5, 7 and 8): query and body schemas, response shapes and
 * the texts the pages show. Pure, so the website imports it too.
 */
export const publicMessages = {
  required: accountMessages.required,
  email: accountMessages.email,
  mobile: accountMessages.mobile,
  messageTooLong: 'Message must be at most 2000 characters long',
  newsletterSubscribed: 'Thank you for subscribing!',
  newsletterAlreadySubscribed: 'You are already subscribed.',
  contactSent: 'Message sent successfully!',
  contactFailed: 'Message send failed. Please try again.',
  loginToGetCoupon: 'Login to get the Coupon',
  couponNotFound: 'This offer is no longer available.',
  language: 'Language must be one of en, hi or te',
  noNewestCoupons: 'No Newest Coupons Available',
  noImage: 'No Image Available',
  noCoupon: 'No Coupon available',
  noCode: 'No Code',
  noMatch: 'No match found',
  noReviews: 'No reviews found.',
  noData: 'No data available',
} as const;

/** Offers may be written in English, Hindi or Telugu (spec section 1). */
export const OFFER_LANGUAGES = ['en', 'hi', 'te'] as const;
export type OfferLanguage = (typeof OFFER_LANGUAGES)[number];

export const CONTACT_MESSAGE_MAX_LENGTH = TEXT_LIMITS.contactMessage;
/** The most coupons a public list sends (PUBLIC_LIST_MAX); grids show 12 at a time (spec section 9). */
export const PUBLIC_COUPON_LIST_LIMIT = PUBLIC_LIST_MAX;
/** How many reviews the 'FIND YOUR BEST' popup gets unless it asks (?limit=, up to PUBLIC_LIST_MAX). */
export const PUBLIC_REVIEWS_LIMIT = 50;
/** How many of each merchant's newest reviews the ratings list names. */
export const MERCHANT_RATING_REVIEWS_LIMIT = 20;

/**
 * Query of the public coupon lists: `?language=en|hi|te` (absent or empty: every language) and
 * `?limit=1..200` (absent: up to the cap, PUBLIC_LIST_MAX).
 */
export const publicListQuerySchema = z.object({
  language: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(OFFER_LANGUAGES, publicMessages.language).optional(),
  ),
  limit: limitParam(PUBLIC_LIST_MAX),
});
export type PublicListQuery = z.infer<typeof publicListQuerySchema>;

/** GET /api/AToZ/newest also takes `?sort=reliable`: "Most reliable" (issue 23 item 2), server-side. */
export const NEWEST_LIST_SORTS = ['reliable'] as const;
export const newestListQuerySchema = publicListQuerySchema.extend({
  sort: z.preprocess((value) => (value === '' ? undefined : value), z.enum(NEWEST_LIST_SORTS).optional()),
});
export type NewestListQuery = z.infer<typeof newestListQuerySchema>;

const requiredText = (max: number, tooLong?: string) =>
  z
    .string(publicMessages.required)
    .trim()
    .min(1, publicMessages.required)
    .max(max, tooLong ?? `Must be at most ${max} characters long`);

const emailField = z
  .string(publicMessages.required)
  .trim()
  .min(1, publicMessages.required)
  .pipe(
    z
      .email({ pattern: EMAIL_PATTERN, message: publicMessages.email })
      .max(EMAIL_MAX_LENGTH, publicMessages.email),
  );

/** POST /api/AToZ/NewsLetter-Post */
export const newsletterSchema = z.object({
  emailAddress: emailField.transform((email) => email.toLowerCase()),
});
export type NewsletterSignup = z.infer<typeof newsletterSchema>;

/** POST /api/Contact/Submit: every field required (spec section 5). */
export const contactSchema = z.object({
  name: requiredText(TEXT_LIMITS.name),
  email: emailField,
  contactNumber: z
    .string(publicMessages.required)
    .trim()
    .min(1, publicMessages.required)
    .refine(isMobile, publicMessages.mobile),
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH, publicMessages.messageTooLong),
});
export type ContactMessage = z.infer<typeof contactSchema>;

/**
 * What every public coupon carries. Never the code: `hasCode` stands where the spec's lists name
 * couponCode, and a signed-in account gets the code from POST /api/coupons/{id}/reveal.
 */
export interface PublicCouponFields extends CouponTrustFields {
  id: string;
  category: string;
  language: OfferLanguage;
  /** With https:// unless it already began with http (spec section 5). */
  merchantURL: string;
  imageUrl: string | null;
  width: number | null;
  height: number | null;
  /** yyyy-mm-dd, the last day the offer runs (India time). */
  expiryDate: string;
  percentage: number | null;
  /** Flat discount in rupees, when the offer is an amount rather than a percentage. */
  discount: number | null;
  /** Issue 24 item 5: which one the merchant gave ('percentage' or 'flat'); null for neither. Added field. */
  discountKind?: 'percentage' | 'flat' | null;
  /** What the merchant wrote about the offer and its terms (issue 21 item 4). */
  description: string;
  termsAndConditions: string;
  /** The store behind the offer, as shoppers know it (issue 21 items 1-3): never the legal name. */
  storeName: string;
  /** Its page: /stores/{storeSlug}. */
  storeSlug: string;
  storeLogoUrl: string | null;
  /** "Up to N% cashback": the store's cashback rate in force, in percent (6, 6.5; issue 22 item 1). */
  cashbackPercent: number;
  hasCode: true;
}

/** GET /api/AdSlot/get-all-ad-slots: one coupon per filled slot 1-24. */
export interface AdSlotCoupon extends PublicCouponFields {
  slotId: number;
  couponName: string;
  createdAt: string;
}

/** GET /api/AToZ/newest and /api/AToZ/popular */
export interface ListedCoupon extends PublicCouponFields {
  title: string;
}

/** GET /api/AToZ/BestOffers */
export interface BestOffer extends PublicCouponFields {
  slotId: number | null;
  couponName: string;
}

/** The public coupon lists a grid can show (spec sections 3 and 7). */
export type CouponSource = 'adSlots' | 'bestOffers' | 'newest' | 'popular';

/** A coupon of any of those lists. */
export type PublicCoupon = AdSlotCoupon | BestOffer | ListedCoupon;

/**
 * GET /api/AToZ/category-counts: one category of live coupons and how many live coupons it has.
 * Spellings that differ only in case are one category (the grids' filter ignores case too).
 */
export interface CategoryCount {
  category: string;
  count: number;
}

/** GET /api/AToZ/get-all-reviews */
export interface PublicReview {
  couponName: string;
  rating: number;
  userName: string;
  reviewText: string;
}
export interface PublicReviews {
  reviews: PublicReview[];
}

/** GET /api/AToZ/get-merchant-ratings */
export interface MerchantRating {
  merchantId: string;
  merchantName: string;
  /** Rounded to one decimal. */
  averageRating: number;
  totalReviews: number;
  reviews: { couponName: string; rating: number }[];
}

/** GET /api/UserDetail1/getPublicStats */
export interface PublicStats {
  totalVisitors: number;
  registeredUsers: number;
}

/** POST /api/coupons/{id}/reveal (signed in): the code, in upper case as the card shows it. */
export interface RevealedCoupon {
  couponCode: string;
}

/** POST /api/coupons/{id}/click-out */
export interface ClickOut {
  merchantURL: string;
}

export interface PublicMessage {
  message: string;
}
