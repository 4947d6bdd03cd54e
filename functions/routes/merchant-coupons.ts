import { Hono } from 'hono';
import { suspensionMessages } from '../contract/coupon-suspension.ts';
import { couponEditMessages } from '../contract/coupon-edits.ts';
import { couponMessages, type SavedCoupon } from '../contract/merchant-coupons.ts';
import type { AppEnv } from '../http/app-env.ts';
import { acceptsUpload } from '../http/middleware.ts';
import { rateLimit } from './rate-limit.ts';
import { readCouponForm } from '../http/read-coupon-form.ts';
import { defaultCouponCategory } from '../services/coupons/default-coupon-category.ts';
import { readPathId } from '../http/read-path-id.ts';
import { merchantOnly } from '../auth/merchant-only.ts';
import { createMerchantCoupon } from '../services/coupons/create-merchant-coupon.ts';
import { reconfirmCoupon } from '../services/coupons/reconfirm-coupon.ts';
import { deleteMerchantCoupon } from '../services/coupons/delete-merchant-coupon.ts';
import { requireOwnCoupon, updateMerchantCoupon } from '../services/coupons/update-merchant-coupon.ts';

/**
 * A merchant's coupon writes (spec section 4, coupon creation; the FAQ's edit and delete under My
 * Offers). Merchants only: visitors 401, users and admins 403. The merchant is always the session's.
 *
 * Two modules, one per mount prefix: the spec's upload lives under /api/MerchantDetails, whose other
 * routes (sign-up, sign-in, public details) are not merchant-only, so this module is mounted on
 * /api/MerchantDetails/coupons alone; edit and delete sit next to GET /api/merchant/coupons.
 */
export const merchantCouponUploadRoutes = new Hono<AppEnv>();
export const merchantCouponRoutes = new Hono<AppEnv>();

// POST /api/MerchantDetails/coupons/upload – multipart Coupon: a new coupon, pending until an admin approves it
// (a premium slot request: awaiting_payment until its price is paid from My Offers)
merchantCouponUploadRoutes.post(
  '/upload',
  merchantOnly(),
  acceptsUpload,
  rateLimit('coupon-upload', { per: 'account' }),
  async (c) => {
    const { merchantId } = c.var;
    const { input, image } = await readCouponForm(c, {
      merchantId,
      imageRequired: true,
      failureText: couponMessages.uploadFailed,
      defaultCategory: () => defaultCouponCategory(c.var.db, merchantId),
    });
    if (!image) throw new Error('readCouponForm returned no image where one is required');
    const saved = await createMerchantCoupon(c.var, merchantId, input, image);
    return c.json<SavedCoupon>(
      { message: couponMessages.added, id: saved.id, status: saved.status, imageUrl: saved.imageUrl },
      201,
    );
  },
);

// PUT /api/merchant/coupons/{id} – multipart Coupon (adPost optional): my coupon, edited, goes back to pending;
// a live one stays live as it was until the admin approves the edit (issue 24 item 4)
merchantCouponRoutes.put(
  '/:id',
  merchantOnly(),
  acceptsUpload,
  rateLimit('coupon-upload', { per: 'account' }),
  async (c) => {
    const couponId = readPathId(c, couponMessages.notFound);
    const { merchantId } = c.var;
    await requireOwnCoupon(c.var.db, merchantId, couponId);
    const { input, image } = await readCouponForm(c, {
      merchantId,
      imageRequired: false,
      failureText: couponMessages.updateFailed,
      defaultCategory: () => defaultCouponCategory(c.var.db, merchantId),
    });
    const saved = await updateMerchantCoupon(c.var, merchantId, couponId, input, image);
    return c.json<SavedCoupon>({
      message: saved.editPending ? couponEditMessages.sentForApproval : couponMessages.updated,
      id: saved.id,
      status: saved.status,
      imageUrl: saved.imageUrl,
      editPending: saved.editPending,
    });
  },
);

// DELETE /api/merchant/coupons/{id} – my coupon, gone from every list; its image goes once unused
merchantCouponRoutes.delete('/:id', merchantOnly(), async (c) => {
  const couponId = readPathId(c, couponMessages.notFound);
  await deleteMerchantCoupon(c.var, c.var.merchantId, couponId);
  return c.json({ message: couponMessages.deleted });
});

// POST /api/merchant/coupons/{id}/reconfirm – my code still works: re-confirmed now, listed again if shoppers' votes suspended it (issue 23)
merchantCouponRoutes.post('/:id/reconfirm', merchantOnly(), async (c) => {
  const couponId = readPathId(c, couponMessages.notFound);
  const coupon = await reconfirmCoupon(c.var.db, c.var.merchantId, couponId);
  return c.json({ message: suspensionMessages.reconfirmed, ...coupon });
});
