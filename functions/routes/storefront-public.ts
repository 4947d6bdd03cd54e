import { Hono } from 'hono';
import { storefrontMessages } from '../contract/storefront.ts';
import { personal } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readPathId } from '../http/read-path-id.ts';
import { readFollowState } from '../services/storefront/follow-store.ts';

/** /api/storefront: the Follow badge's public read. Following and unfollowing are in storefront.ts (users). */
export const storefrontPublicRoutes = new Hono<AppEnv>();

// GET /api/storefront/{merchantId}/follow – the follower count for anyone, and whether a signed-in caller follows; never cached
storefrontPublicRoutes.get('/:id/follow', personal, async (c) => {
  const merchantId = readPathId(c, storefrontMessages.storeNotFound);
  return c.json(await readFollowState(c.var.db, merchantId, c.var.account?.id ?? null));
});
