import { Hono } from 'hono';
import { publicMessages } from '../contract/public.ts';
import { requireRole, signedInAccount } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { readPathId } from '../http/read-path-id.ts';
import { revealCouponCode } from '../services/coupons/reveal-coupon-code.ts';

/**
 * Beyond the spec, in the design's kebab-case: /api/coupons/{id}/reveal, for any signed-in account.
 * The click-out, open to visitors, is in coupons-public.ts.
 */
export const couponRoutes = new Hono<AppEnv>();

// POST /api/coupons/{id}/reveal – a signed-in account gets a live coupon's code; counted once a day per account
couponRoutes.post(
  '/:id/reveal',
  requireRole('user', 'merchant', 'admin'),
  rateLimit('reveal', { per: 'account' }),
  async (c) => {
    const couponId = readPathId(c, publicMessages.couponNotFound);
    return c.json(await revealCouponCode(c.var.db, { couponId, account: signedInAccount(c) }));
  },
);
