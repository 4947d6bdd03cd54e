import type { DiscountKind, MerchantCouponEdit } from './coupon-edits.ts';
import { suspensionMessages, type CouponTrust } from './coupon-suspension.ts';
/** The signed-in merchant's own records (GET /api/merchant/coupons). No zod: islands import it. */
export interface MerchantCoupon {
  id: string;
  couponName: string;
  couponCode: string;
  /** awaiting_payment: a premium-slot request whose price is not paid yet (issue 12). */
  status: 'pending' | 'approved' | 'rejected' | 'awaiting_payment';
  requestedSlotId: number;
  assignedSlotId: number | null;
  rejectReason: string | null;
  expiryDate: string;
  expired: boolean;
  revealCount: number;
  clickOutCount: number;
  createdAt: string;
  /** What the edit form needs (issue #10, My Offers): the coupon's fields as the merchant entered them. */
  title: string;
  description: string;
  termsAndConditions: string;
  category: string;
  language: 'en' | 'hi' | 'te';
  percentage: number | null;
  discountValuePaise: number | null;
  /** Issue 24 item 5: which one the merchant gave; null for neither. */
  discountKind: DiscountKind | null;
  /** Issue 24 item 4: the edit of this live coupon waiting for (or refused by) the admin, or null. */
  pendingEdit: MerchantCouponEdit | null;
  merchantUrl: string;
  slotKind: 'free' | 'premium';
  imageUrl: string | null;
  /**
   * A premium slot request's payment (issue 12): awaiting, with the slot's price now; or paid, with
   * what was paid and when. Null for a free request.
   */
  premiumPayment:
    { state: 'awaiting'; pricePaise: number } | { state: 'paid'; amountPaise: number; paidAt: string } | null;
  /**
   * Issue 23 item 3: when shoppers' "No" votes hid it from every public list (ISO instant); null when
   * listed. "Re-confirm code" (or an edit) lists it again.
   */
  suspendedAt: string | null;
  /** Issue 23: when the merchant last re-confirmed the code (ISO instant), or null. */
  reconfirmedAt: string | null;
  /** Issue 23 item 8: the last 30 days' votes: success rate (null below 5), votes, No reasons with counts. */
  trust: CouponTrust;
}

/** How a merchant's coupon stands, in a few words. */
export function couponStanding(coupon: MerchantCoupon): string {
  if (coupon.status === 'pending') return `Waiting for approval (requested slot ${coupon.requestedSlotId})`;
  if (coupon.status === 'awaiting_payment') return 'Awaiting payment';
  if (coupon.status === 'rejected') return 'Rejected';
  if (coupon.expired) return 'Expired';
  if (coupon.suspendedAt) return suspensionMessages.suspendedState;
  // An approved coupon may hold no ad slot (decision 0017): it is live in the lists only.
  return coupon.assignedSlotId === null ? 'Live' : `Live in slot ${coupon.assignedSlotId}`;
}
