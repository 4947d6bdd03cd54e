import { Hono } from 'hono';
import { publicMessages } from '../contract/public.ts';
import { personal, requireRole } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readPathId } from '../http/read-path-id.ts';
import { recordClickOut } from '../services/coupons/record-click-out.ts';
import { revealCouponCode } from '../services/coupons/reveal-coupon-code.ts';

/** Beyond the spec, in the design's kebab-case: /api/coupons/{id}/reveal and /api/coupons/{id}/click-out */
export const couponRoutes = new Hono<AppEnv>();

// POST /api/coupons/{id}/reveal – a signed-in account gets a live coupon's code; the reveal is counted
couponRoutes.post('/:id/reveal', requireRole('user', 'merchant', 'admin'), personal, async (c) =>
  c.json(await revealCouponCode(c.var.db, readPathId(c, publicMessages.couponNotFound))),
);

// POST /api/coupons/{id}/click-out – anyone leaving for a live coupon's merchant; the visit is counted
couponRoutes.post('/:id/click-out', personal, async (c) =>
  c.json(await recordClickOut(c.var.db, readPathId(c, publicMessages.couponNotFound))),
);
