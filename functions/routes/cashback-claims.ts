import { Hono } from 'hono';
import { claimMessages, type ClaimFiled } from '../contract/cashback-claims.ts';
import { claimBodySchema, declineBodySchema } from '../contract/cashback-claims-schemas.ts';
import { pageQuerySchema } from '../contract/paging-query.ts';
import { requireRole, signedInAccount, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { pagedJson } from '../http/paged-json.ts';
import { rateLimit } from './rate-limit.ts';
import { readJson } from '../http/read-json.ts';
import { readPathId } from '../http/read-path-id.ts';
import { merchantOnly } from '../auth/merchant-only.ts';
import { notifyCashbackRecorded, withinMs } from '../services/notifications/cashback-notifications.ts';
import { acceptCashbackClaim, declineCashbackClaim } from '../services/claims/decide-cashback-claim.ts';
import { fileCashbackClaim } from '../services/claims/file-cashback-claim.ts';
import { listMerchantClaims } from '../services/claims/list-merchant-claims.ts';
import { listMyClaims } from '../services/claims/list-my-claims.ts';

/** /api/cashback-claims (issue #11, beyond the spec): a shopper's missing cashback claims. Users only. */
export const cashbackClaimRoutes = new Hono<AppEnv>();

/** /api/merchant/cashback-claims: the claims against the signed-in merchant, and their decisions. Merchants only. */
export const merchantCashbackClaimRoutes = new Hono<AppEnv>();

// POST /api/cashback-claims – couponId, purchaseDate, amount (rupees), orderReference; the account is the session's, the merchant the coupon's
cashbackClaimRoutes.post(
  '/',
  requireRole('user'),
  rateLimit('cashback-claim', { per: 'account' }),
  async (c) => {
    const body = await readJson(c, claimBodySchema);
    const claim = await fileCashbackClaim(c.var.db, signedInAccount(c), body);
    return c.json({ message: claimMessages.filed, claim } satisfies ClaimFiled, 201);
  },
);

// GET /api/cashback-claims/mine – my claims, newest first: open, accepted, or declined with the merchant's reason
cashbackClaimRoutes.get('/mine', requireRole('user'), async (c) =>
  c.json(await listMyClaims(c.var.db, signedInAccountId(c))),
);

// GET /api/merchant/cashback-claims?limit=&cursor= – the open claims against me, oldest first, paged
merchantCashbackClaimRoutes.get('/', merchantOnly(), async (c) => {
  const { merchantId } = c.var;
  return pagedJson(c, await listMerchantClaims(c.var.db, merchantId, pageQuerySchema.parse(c.req.query())));
});

// POST /api/merchant/cashback-claims/{id}/accept – the claim becomes a sale (pending cashback); decided already: 409; another merchant's: 404
merchantCashbackClaimRoutes.post('/:id/accept', merchantOnly(), async (c) => {
  const { merchantId } = c.var;
  const decided = await acceptCashbackClaim(c.var, merchantId, readPathId(c, claimMessages.notFound));
  // After the claim's transaction: the shopper's "cashback pending" email.
  if (decided.claim.saleId) await withinMs(notifyCashbackRecorded(c.var, decided.claim.saleId));
  // The merchant's Claims tab shows this message as it comes: in the page's language (decision 0099).
  return c.json(decided);
});

// POST /api/merchant/cashback-claims/{id}/decline – reason (required) the shopper reads; decided already: 409; another merchant's: 404
merchantCashbackClaimRoutes.post('/:id/decline', merchantOnly(), async (c) => {
  const { merchantId } = c.var;
  const id = readPathId(c, claimMessages.notFound);
  const { reason } = await readJson(c, declineBodySchema);
  const decided = await declineCashbackClaim(c.var.db, merchantId, id, reason);
  return c.json(decided);
});
