import { Hono } from 'hono';
import { rejectCouponSchema } from '../contract/admin.ts';
import { couponEditMessages } from '../contract/coupon-edits.ts';
import { pageQuerySchema } from '../contract/paging-query.ts';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { pagedJson } from '../http/paged-json.ts';
import { readJson } from '../http/read-json.ts';
import { readPathId } from '../http/read-path-id.ts';
import {
  approveCouponEdit,
  listPendingCouponEdits,
  rejectCouponEdit,
} from '../services/coupons/coupon-edits.ts';

/**
 * Edits of live coupons waiting for an administrator (issue 24 item 4, decision 0073), shown in the
 * admin's Pending Coupons. Each edit is named by its coupon's id. Administrators only (401, 403).
 */
export const adminCouponEditRoutes = new Hono<AppEnv>();

// GET /api/admin/coupon-edits?limit=&cursor= – pending edits of live coupons, oldest first, with what changed (X-Next-Cursor)
adminCouponEditRoutes.get('/', requireRole('admin'), async (c) =>
  pagedJson(c, await listPendingCouponEdits(c.var.db, pageQuerySchema.parse(c.req.query()))),
);

// POST /api/admin/coupon-edits/{couponId}/approve – the edit goes live on the coupon, its slot kept
adminCouponEditRoutes.post('/:id/approve', requireRole('admin'), async (c) => {
  const couponId = readPathId(c, couponEditMessages.notFound);
  await approveCouponEdit(c.var, signedInAccountId(c), couponId);
  return c.json({ message: couponEditMessages.approved, couponId });
});

// POST /api/admin/coupon-edits/{couponId}/reject – {reason}: the live version stays; the merchant reads the reason in My Offers
adminCouponEditRoutes.post('/:id/reject', requireRole('admin'), async (c) => {
  const { reason } = await readJson(c, rejectCouponSchema);
  const couponId = readPathId(c, couponEditMessages.notFound);
  await rejectCouponEdit(c.var.db, signedInAccountId(c), couponId, reason);
  return c.json({ message: couponEditMessages.rejected, couponId });
});
