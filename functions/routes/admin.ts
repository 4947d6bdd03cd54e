import { Hono } from 'hono';
import { adminMessages, approveCouponSchema, rejectCouponSchema } from '../contract/admin.ts';
import { pageQuerySchema } from '../contract/paging-query.ts';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { pagedJson } from '../http/paged-json.ts';
import { readJson } from '../http/read-json.ts';
import { readPathId } from '../http/read-path-id.ts';
import { approveCoupon, rejectCoupon } from '../services/admin/decide-coupon.ts';
import { listPendingCoupons } from '../services/admin/list-pending-coupons.ts';
import { listAuditLog } from '../services/admin/list-audit-log.ts';
import { keepCouponListed, listSuspendedCoupons } from '../services/admin/suspended-coupons.ts';
import { suspensionMessages } from '../contract/coupon-suspension.ts';
import { readAdminOverview } from '../services/admin/admin-overview.ts';

/** The spec's /api/Admin calls. Every route: administrators only (401 visitors, 403 others). */
export const adminRoutes = new Hono<AppEnv>();

// GET /api/Admin/PendingCoupons?limit=&cursor= – coupons waiting for approval, oldest first, paged (X-Next-Cursor)
adminRoutes.get('/PendingCoupons', requireRole('admin'), async (c) =>
  pagedJson(c, await listPendingCoupons(c.var.db, pageQuerySchema.parse(c.req.query()))),
);

// POST /api/Admin/ApproveCoupon – approve into the requested (or given) ad slot
adminRoutes.post('/ApproveCoupon', requireRole('admin'), async (c) => {
  const body = await readJson(c, approveCouponSchema);
  const coupon = await approveCoupon(c.var.db, signedInAccountId(c), body);
  return c.json({
    message: adminMessages.couponApproved,
    couponId: coupon?.id,
    assignedSlotId: coupon?.assignedSlotId,
  });
});

// GET /api/Admin/audit-log?limit=&cursor= – administrator changes (who, what, when), newest first, paged; beyond the spec
adminRoutes.get('/audit-log', requireRole('admin'), async (c) =>
  pagedJson(c, await listAuditLog(c.var.db, pageQuerySchema.parse(c.req.query()))),
);

/** Beyond the spec, in the design's kebab-case: /api/admin/coupons/{id}/reject */
export const adminCouponRoutes = new Hono<AppEnv>();

// POST /api/admin/coupons/{id}/reject – refuse a pending coupon with a reason the merchant sees
adminCouponRoutes.post('/:id/reject', requireRole('admin'), async (c) => {
  const { reason } = await readJson(c, rejectCouponSchema);
  const couponId = readPathId(c, adminMessages.couponNotFound);
  await rejectCoupon(c.var.db, signedInAccountId(c), { couponId, reason });
  return c.json({ message: adminMessages.couponRejected });
});

// GET /api/admin/coupons/suspended?limit=&cursor= – coupons shoppers' votes hid, newest suspension first, with their votes (issue 23)
adminCouponRoutes.get('/suspended', requireRole('admin'), async (c) =>
  pagedJson(c, await listSuspendedCoupons(c.var.db, pageQuerySchema.parse(c.req.query()))),
);

// POST /api/admin/coupons/{id}/keep-listed – override the votes: listed again, auto-hide no longer applies; audit-logged (issue 23)
adminCouponRoutes.post('/:id/keep-listed', requireRole('admin'), async (c) => {
  const couponId = readPathId(c, suspensionMessages.couponNotFound);
  const coupon = await keepCouponListed(c.var.db, signedInAccountId(c), couponId);
  return c.json({ message: suspensionMessages.keptListed, ...coupon });
});

/** /api/admin/overview (issue 23 item 9): the Overview tab's counts. Administrators only. */
export const adminOverviewRoutes = new Hono<AppEnv>();

// GET /api/admin/overview – {pendingCoupons, pendingProducts, openClaims, suspendedCoupons, heldPayouts}
adminOverviewRoutes.get('/', requireRole('admin'), async (c) => c.json(await readAdminOverview(c.var.db)));
