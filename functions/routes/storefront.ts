import { Hono } from 'hono';
import { storefrontMessages } from '../contract/storefront.ts';
import { requireRole, signedInAccountId, personal } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readPathId } from '../http/read-path-id.ts';
import { followStore, unfollowStore, readFollowState } from '../services/storefront/follow-store.ts';

/**
 * /api/storefront/{merchantId}/follow (beyond the spec, the Follow badge): a signed-in user
 * follows or unfollows a store; both are idempotent. Users only: a merchant or an administrator is a
 * business, not a shopper, and following would only inflate a store's count. The count is public.
 */
export const storefrontRoutes = new Hono<AppEnv>();

// POST /api/storefront/{merchantId}/follow – follow the store (again: nothing changes); the new count
storefrontRoutes.post('/:id/follow', requireRole('user'), async (c) => {
  const merchantId = readPathId(c, storefrontMessages.storeNotFound);
  return c.json(await followStore(c.var.db, merchantId, signedInAccountId(c)));
});

// DELETE /api/storefront/{merchantId}/follow – stop following (not following: nothing changes); the new count
storefrontRoutes.delete('/:id/follow', requireRole('user'), async (c) => {
  const merchantId = readPathId(c, storefrontMessages.storeNotFound);
  return c.json(await unfollowStore(c.var.db, merchantId, signedInAccountId(c)));
});

// GET /api/storefront/{merchantId}/follow – the follower count for anyone, and whether a signed-in caller follows; never cached
storefrontRoutes.get('/:id/follow', personal, async (c) => {
  const merchantId = readPathId(c, storefrontMessages.storeNotFound);
  return c.json(await readFollowState(c.var.db, merchantId, c.var.account?.id ?? null));
});
