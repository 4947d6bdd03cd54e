import { Hono } from 'hono';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import { pageQuerySchema } from '../contract/paging-query.ts';
import type { AppEnv } from '../http/app-env.ts';
import { pagedJson } from '../http/paged-json.ts';
import { listFollowing } from '../services/follow/list-following.ts';

/**
 * /api/account/following (issue 23 item 5): the stores the signed-in shopper follows. Users only, as
 * following is (routes/storefront.ts): merchants and administrators follow nothing.
 */
export const followingRoutes = new Hono<AppEnv>();

// GET /api/account/following?limit=&cursor= – followed stores, newest follow first, with live coupon counts and newest coupons, paged (X-Next-Cursor)
followingRoutes.get('/', requireRole('user'), async (c) =>
  pagedJson(c, await listFollowing(c.var.db, signedInAccountId(c), pageQuerySchema.parse(c.req.query()))),
);
