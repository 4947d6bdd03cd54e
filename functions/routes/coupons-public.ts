import { Hono, type Context } from 'hono';
import { publicMessages } from '../contract/public.ts';
import { personal } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { rateLimit } from './rate-limit.ts';
import { readPathId } from '../http/read-path-id.ts';
import { recordClickOut } from '../services/coupons/record-click-out.ts';
import type { Visitor } from '../services/coupons/visitor-key.ts';

/** /api/coupons/{id}/click-out (beyond the spec): anyone may leave for a coupon's shop. Reveals are in coupons.ts. */
export const couponPublicRoutes = new Hono<AppEnv>();

// POST /api/coupons/{id}/click-out – anyone leaving for a live coupon's merchant; counted once an hour per visitor
couponPublicRoutes.post('/:id/click-out', rateLimit('click-out'), personal, async (c) => {
  const couponId = readPathId(c, publicMessages.couponNotFound);
  return c.json(await recordClickOut(c.var.db, { couponId, visitor: visitorOf(c) }));
});

/** The signed-in account, or a visitor's IP address (from the adapter, see src/pages/api) and user agent. */
function visitorOf(c: Context<AppEnv>): Visitor {
  return {
    accountId: c.var.account?.id,
    clientAddress: c.env?.clientAddress,
    userAgent: c.req.header('User-Agent'),
  };
}
