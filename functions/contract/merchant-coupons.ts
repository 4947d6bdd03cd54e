import type { DiscountKind } from './coupon-edits.ts';

/**
 * A merchant's coupon form (spec sections 3, 5 and 8; issue #10): the choices its selects offer and
 * the texts it shows. No zod: the Create Coupons island imports it. The rules themselves are in
 * rules.ts (checkCouponForm), which the island and the upload route both call.
 */

export const couponMessages = {
  added: 'Coupon added successfully!',
  uploadFailed: 'Upload failed. Please check the fields.',
  updated: 'Coupon updated. It waits for approval again.',
  updateFailed: 'Update failed. Please check the fields.',
  deleted: 'Coupon deleted.',
  deleteFailed: 'The coupon could not be deleted. Please try again.',
  required: 'This field is required',
  imageHint: 'JPG or PNG, 270x255, max 2MB',
  expiryFormat: 'Enter expiry date in yyyy/mm/dd format',
  expiryInvalid: 'Invalid expiry date',
  expiryInvalidTyping: 'Invalid date entered',
  expiryPast: 'The expiry date has passed. Enter today or a later date.',
  category: 'Choose a category from the list',
  language: 'Choose English, Hindi or Telugu',
  /** The language select's hint while the language follows the typed text. */
  languageFromText: 'Read from the title and description',
  slotKind: 'Choose a free (any slot) or premium (this slot) request',
  percentage: 'Enter a whole number from 0 to 100',
  discountValue: 'Enter the discount in rupees, e.g. 150 or 99.50',
  couponCode: 'Use letters, digits, dash or underscore, without spaces',
  tooLong: (max: number) => `At most ${max} characters`,
  otherMerchant: 'A coupon is always added for your own merchant account.',
  notFound: 'This coupon does not exist.',
} as const;

/**
 * The categories a coupon may be filed under: the site's categories (the demo's and the Categories
 * page's), a fixed list so that the Categories filter never splits one category into spellings.
 */
export const COUPON_CATEGORIES = [
  'Beauty',
  'Education',
  'Electronics',
  'Fashion',
  'Food & Dining',
  'Grocery',
  'Health & Pharmacy',
  'Home & Kitchen',
  'Mobiles & Recharge',
  'Travel',
  'Other',
] as const;
export type CouponCategory = (typeof COUPON_CATEGORIES)[number];

/**
 * The category of a coupon sent without one (the spec's multipart Coupon has no category): the
 * merchant's own category (sign-up) when it names one of the list, whatever its case; else 'Other'.
 */
export function couponCategoryFor(merchantCategory: string): CouponCategory {
  const wanted = merchantCategory.trim().toLowerCase();
  return COUPON_CATEGORIES.find((name) => name.toLowerCase() === wanted) ?? 'Other';
}

/** The offer's language, as stored (coupons.language) and as shown. */
export const OFFER_LANGUAGES = { en: 'English', hi: 'Hindi', te: 'Telugu' } as const;
export type OfferLanguage = keyof typeof OFFER_LANGUAGES;

const DEVANAGARI = /\p{Script=Devanagari}/gu;
const TELUGU = /\p{Script=Telugu}/gu;

/**
 * The language an offer is written in, read from its text (issue 20 item 8): Devanagari letters make
 * it Hindi, Telugu letters Telugu, anything else (Latin, digits, signs, nothing) English. A text mixing
 * the two scripts goes by the one with more letters; English words around them (a brand, "Flat 40%")
 * do not count against either.
 */
export function detectOfferLanguage(text: string): OfferLanguage {
  const hindi = text.match(DEVANAGARI)?.length ?? 0;
  const telugu = text.match(TELUGU)?.length ?? 0;
  if (hindi === 0 && telugu === 0) return 'en';
  return telugu > hindi ? 'te' : 'hi';
}

/** A coupon's language as its form shows it before the merchant picks one: read from the title and description. */
export function couponLanguageOf(values: { title: string; description: string }): OfferLanguage {
  return detectOfferLanguage(`${values.title} ${values.description}`);
}

/** What the merchant asks for (coupons.slot_kind): any free slot, or the requested slot as a paid premium. */
export const SLOT_KINDS = { free: 'free (any slot)', premium: 'premium (this slot)' } as const;
export type SlotKind = keyof typeof SLOT_KINDS;
/** The slot request of a coupon sent without one (the spec's payload has none), and the form's first choice. */
export const DEFAULT_SLOT_KIND: SlotKind = 'free';

/**
 * The form's text fields, named as the spec's multipart Coupon has them (plus category, language,
 * slotKind, which a client may leave out: free, the language of the text, the merchant's category).
 */
export interface CouponFormText {
  couponName: string;
  couponCode: string;
  expiryDate: string;
  termsAndConditions: string;
  title: string;
  description: string;
  percentage: string;
  discountValue: string;
  /** Issue 24 item 5: 'percentage' or 'flat'; '' when left out (the spec's payload has none). */
  discountKind: string;
  requestedSlotId: string;
  slotKind: string;
  category: string;
  language: string;
  merchantURL: string;
}

export const COUPON_TEXT_FIELDS = [
  'couponName',
  'couponCode',
  'expiryDate',
  'termsAndConditions',
  'title',
  'description',
  'percentage',
  'discountValue',
  'discountKind',
  'requestedSlotId',
  'slotKind',
  'category',
  'language',
  'merchantURL',
] as const satisfies readonly (keyof CouponFormText)[];

/** A coupon as the merchant's form gives it, already checked (rules.ts checkCouponForm) and converted. */
export interface CouponInput {
  couponName: string;
  couponCode: string;
  /** YYYY-MM-DD, an India-time calendar date. */
  expiryDate: string;
  termsAndConditions: string;
  title: string;
  description: string;
  /** null for 0: not a percentage offer (rules.ts offerAmounts). */
  percentage: number | null;
  /** null for 0: no flat amount. */
  discountValuePaise: number | null;
  /** Issue 24 item 5: which of the two the merchant gave (rules.ts offerAmounts); null for neither. */
  discountKind: DiscountKind | null;
  requestedSlotId: number;
  slotKind: SlotKind;
  category: string;
  language: OfferLanguage;
  merchantUrl: string;
}

/** The ad image's multipart field (spec: adPost). */
export const COUPON_IMAGE_FIELD = 'adPost';

/** 201 of POST /api/MerchantDetails/coupons/upload and 200 of PUT /api/merchant/coupons/{id}. */
export interface SavedCoupon {
  message: string;
  id: string;
  /**
   * awaiting_payment: a premium slot request, paid for from My Offers before it goes to the admin;
   * approved: an edit of a live coupon, which stays live as it was until the edit is approved (issue 24).
   */
  status: 'pending' | 'awaiting_payment' | 'approved';
  imageUrl: string | null;
  /** Issue 24 item 4: true when the edit of a live coupon waits for the admin (PUT only). */
  editPending?: boolean;
}
