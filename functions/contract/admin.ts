import { z } from './zod.ts';
import { recordIdSchema } from './ids.ts';
import { isSlotId, slotRangeMessage, TEXT_LIMITS } from './rules.ts';

/** Coupon and product approval (spec sections 3, 4, 5 and 8). */
export const adminMessages = {
  couponApproved: 'Coupon approved successfully!',
  couponApproveFailed: 'Failed to approve coupon.',
  couponRejected: 'Coupon rejected.',
  noPendingCoupons: 'No Pending Coupons Available',
  couponNotFound: 'This coupon does not exist.',
  couponNotPending: 'This coupon is no longer pending.',
  productApproved: 'Product approved successfully',
  productRejected: 'Product rejected successfully',
  productApproveFailed: 'Failed to approve product',
  productRejectFailed: 'Failed to reject product',
  rejectReasonRequired: 'Reject reason is required',
  slotRange: slotRangeMessage,
} as const;

/** The 409 of an approval into a slot a live coupon holds (decision 0017): the admin sees which one. */
export function slotHeldMessage(slotId: number, holder: { couponName: string; expiryDate: string }) {
  return `Slot ${slotId} is held by "${holder.couponName}" until ${holder.expiryDate}.`;
}

const slotId = z.coerce.number().refine(isSlotId, adminMessages.slotRange);

/** POST /api/Admin/ApproveCoupon: the requested slot is assigned unless another is given. */
export const approveCouponSchema = z.object({
  couponId: recordIdSchema,
  assignedSlotId: slotId.optional(),
});

/** POST /api/admin/coupons/{id}/reject (beyond the spec): the merchant will read the reason. */
export const rejectCouponSchema = z.object({
  reason: z.string().trim().min(1, adminMessages.rejectReasonRequired).max(TEXT_LIMITS.rejectReason),
});

/** POST /api/AdminContent/admin/merchant-products/update-status */
export const productStatusSchema = z
  .object({
    productId: recordIdSchema,
    isApproved: z.boolean(),
    rejectReason: z.string().trim().max(TEXT_LIMITS.rejectReason).optional().default(''),
    advisedChanges: z.string().trim().max(TEXT_LIMITS.rejectReason).optional().default(''),
  })
  .refine((body) => body.isApproved || body.rejectReason.length > 0, {
    message: adminMessages.rejectReasonRequired,
    path: ['rejectReason'],
  });

/** POST /api/AdminContent/admin/merchant-products/{id}/visibility (beyond the spec) */
export const productVisibilitySchema = z.object({ hidden: z.boolean() });

/** GET /api/Admin/PendingCoupons */
export interface PendingCoupon {
  id: string;
  couponName: string;
  merchantId: string;
  merchantName: string;
  requestedSlotId: number;
  expiryDate: string;
  createdAt: string;
  /** Free: any slot will do; premium: the requested slot itself (issue #10). */
  slotKind: 'free' | 'premium';
  /**
   * Where an approval without a slot puts it now (decision 0072): premium, the requested slot; free,
   * the requested slot when it is free, else the first free slot; null when no slot is free.
   */
  placedSlotId: number | null;
  /** What the administrator approves (issue 24 item 3): the ad as the merchant sent it. */
  imageUrl: string | null;
  couponCode: string;
  title: string;
  description: string;
  termsAndConditions: string;
  category: string;
  merchantUrl: string;
  percentage: number | null;
  discountValuePaise: number | null;
  /** The store shoppers will see it under (decision 0059). */
  storeName: string;
}

/** GET /api/AdminContent/admin/merchant-products */
export interface AdminMerchantProduct {
  id: string;
  productName: string;
  price: number;
  isApproved: boolean;
  merchantName: string;
  imageUrl: string;
  rejectionReason: string | null;
  advisedChanges: string | null;
  /** Hidden from the home grid and the storefront by an administrator (audit-logged). */
  hidden: boolean;
}
