/**
 * Issue 24 items 4 and 5 (decision 0073): an edit of a live coupon waits for the administrator while
 * the live version stays on the site; the coupon form's discount kind, expiry picker and field hints.
 * No zod: the islands import it.
 */

import { formatPaise } from './money.ts';

/** What the merchant gives: a percentage (optionally with the most it takes off) or a flat amount. */
export const DISCOUNT_KINDS = { percentage: 'Percentage (%)', flat: 'Flat amount (₹)' } as const;
export type DiscountKind = keyof typeof DISCOUNT_KINDS;

export const couponEditMessages = {
  discountKind: 'Choose a percentage or a flat amount',
  percentageRequired: 'Enter a whole number from 1 to 100',
  flatRequired: 'Enter the discount in rupees, more than 0, e.g. 150 or 99.50',
  /** 200 of PUT /api/merchant/coupons/{id} for a live coupon. */
  sentForApproval:
    'Changes sent for approval. The live coupon stays on the site as it is until they are approved.',
  /** Above the edit form of a live coupon. */
  liveNote:
    'This coupon is live. It stays on the site as it is, in its slot, until an administrator approves your changes.',
  /** Above the edit form of a coupon never approved (or expired): edited in place. */
  inPlaceNote: 'An edited coupon waits for approval again.',
  slotKept: 'A live coupon keeps its slot while you edit it. To use another slot, add a new coupon.',
  editPending: 'Edit waiting for approval: the live version stays on the site until then.',
  editRejected: 'Your edit was not approved; the live version stays on the site.',
  sentOn: (day: string) => `Sent on ${day}.`,
  reason: (text: string) => `Reason: ${text}`,
  /** The admin's Pending Coupons. */
  adminHeading: 'Edits of live coupons',
  adminBadge: 'Edit of a live coupon',
  noEdits: 'No edits of live coupons waiting.',
  approved: 'Edit approved. The coupon shows the new version now.',
  approveFailed: 'The edit could not be approved. Please try again.',
  rejected: 'Edit rejected. The live version stays; the merchant reads your reason.',
  notFound: 'This edit no longer waits for approval.',
  loadFailed: 'The edits of live coupons could not be loaded.',
  newImage: 'New ad image',
  rejectHint: 'The merchant will read this. The live version stays on the site.',
  unchanged: 'Nothing changed.',
} as const;

/** The fields an edit may change, in the order the admin reads them, with their labels. */
export const COUPON_EDIT_FIELDS = {
  couponName: 'Coupon name',
  title: 'Title',
  couponCode: 'Coupon code',
  description: 'Description',
  termsAndConditions: 'Terms and conditions',
  discount: 'Discount',
  expiryDate: 'Expiry date',
  category: 'Category',
  language: 'Language',
  merchantUrl: 'Merchant URL',
  adImage: 'Ad image',
} as const;
export type CouponEditField = keyof typeof COUPON_EDIT_FIELDS;

/** One changed field: the live value and the proposed one, as text. */
export interface CouponEditChange {
  field: CouponEditField;
  label: string;
  before: string;
  after: string;
}

/** GET /api/admin/coupon-edits: one edit of a live coupon waiting for the administrator. */
export interface PendingCouponEdit {
  /** The coupon's id (one edit per coupon): approve and reject go to /api/admin/coupon-edits/{id}/... */
  id: string;
  couponName: string;
  merchantId: string;
  merchantName: string;
  /** The slot the live coupon holds (kept), or null when it holds none. */
  assignedSlotId: number | null;
  slotKind: 'free' | 'premium';
  suspended: boolean;
  submittedAt: string;
  imageUrl: string | null;
  /** The proposed image, or null when the edit keeps the coupon's. */
  newImageUrl: string | null;
  changes: CouponEditChange[];
}

/** The fields of a proposed edit, as the merchant's edit form starts from them. */
export interface CouponEditValues {
  couponName: string;
  couponCode: string;
  title: string;
  description: string;
  termsAndConditions: string;
  category: string;
  language: 'en' | 'hi' | 'te';
  percentage: number | null;
  discountValuePaise: number | null;
  discountKind: DiscountKind | null;
  merchantUrl: string;
  expiryDate: string;
  imageUrl: string | null;
}

/** GET /api/merchant/coupons items' pendingEdit: the merchant's edit of a live coupon and how it stands. */
export interface MerchantCouponEdit {
  status: 'pending' | 'rejected';
  rejectReason: string | null;
  submittedAt: string;
  values: CouponEditValues;
}

/**
 * A discount as the card shows it (issue 21 item 4, issue 24 item 5): '20% OFF', '₹150 OFF', or
 * '20% OFF up to ₹150'; '' when the offer names no amount. A flat kind never shows a percentage.
 */
export function discountText(offer: {
  percentage: number | null;
  discountValuePaise: number | null;
  discountKind?: DiscountKind | null;
}): string {
  const flat =
    offer.discountValuePaise && offer.discountValuePaise > 0 ? formatPaise(offer.discountValuePaise) : null;
  const percent =
    offer.discountKind !== 'flat' && offer.percentage && offer.percentage > 0
      ? `${offer.percentage}% OFF`
      : null;
  if (percent && flat) return `${percent} up to ${flat}`;
  return percent ?? (flat ? `${flat} OFF` : '');
}
