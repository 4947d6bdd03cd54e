import { publicMessages } from '../contract/public.ts';
import { roleRoutes, signedInAccount } from '../auth/guards.ts';
import { rateLimit } from './rate-limit.ts';
import { readPathId } from '../http/read-path-id.ts';
import { revealCouponCode } from '../services/coupons/reveal-coupon-code.ts';

/**
 * Beyond the spec, in the design's kebab-case: /api/coupons/{id}/reveal, for any signed-in account.
 * The click-out, open to visitors, is in coupons-public.ts.
 */
export const couponRoutes = roleRoutes('user', 'merchant', 'admin');

// POST /api/coupons/{id}/reveal – a signed-in account gets a live coupon's code; counted once a day per account
couponRoutes.post('/:id/reveal', rateLimit('reveal', { per: 'account' }), async (c) => {
  const couponId = readPathId(c, publicMessages.couponNotFound);
  return c.json(await revealCouponCode(c.var.db, { couponId, account: signedInAccount(c) }));
});
