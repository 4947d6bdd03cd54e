import { Hono, type Context } from 'hono';
import { publicMessages } from '../contract/public.ts';
import { requireRole, signedInAccount, signedInAccountId, personal } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { rateLimit } from './rate-limit.ts';
import { readPathId } from '../http/read-path-id.ts';
import { revealCouponCode } from '../services/coupons/reveal-coupon-code.ts';
import { submitCouponFeedback } from '../services/coupons/submit-coupon-feedback.ts';
import { reviewCouponFeedback } from '../services/coupons/review-coupon-feedback.ts';
import { couponFeedbackSchema } from '../contract/coupon-feedback.ts';
import { readJson } from '../http/read-json.ts';
import { recordClickOut } from '../services/coupons/record-click-out.ts';
import { countCouponView } from '../services/coupons/count-coupon-view.ts';
import { saveCoupon, unsaveCoupon } from '../services/saved/saved-coupons.ts';
import type { Visitor } from '../services/coupons/visitor-key.ts';

/**
 * Beyond the spec, in the design's kebab-case: /api/coupons/{id}/reveal, for any signed-in account,
 * and /api/coupons/{id}/click-out, open to visitors.
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

// POST /api/coupons/{id}/feedback – "Did it work?" from a verified account that revealed the code; one vote a day
couponRoutes.post(
  '/:id/feedback',
  requireRole('user', 'merchant', 'admin'),
  rateLimit('coupon-feedback', { per: 'account' }),
  async (c) => {
    const couponId = readPathId(c, publicMessages.couponNotFound);
    const body = await readJson(c, couponFeedbackSchema);
    const answer = await submitCouponFeedback(c.var.db, {
      couponId,
      account: signedInAccount(c),
      worked: body.worked,
      reason: body.reason,
    });
    // Auto-hide (issue 23 item 3): enough "No" votes take the coupon out of every public list at once,
    // and its merchant is emailed once. Never throws for the mail.
    await reviewCouponFeedback(c.var.db, couponId, new Date(), c.var);
    return c.json(answer);
  },
);

// POST /api/coupons/{id}/click-out – anyone leaving for a live coupon's merchant; counted once an hour per visitor.
// A verified shopper's click is recorded for cashback: {merchantURL (with dsclick=<id>), clickId, cashbackActivated, message}
couponRoutes.post('/:id/click-out', rateLimit('click-out'), personal, async (c) => {
  const couponId = readPathId(c, publicMessages.couponNotFound);
  return c.json(await recordClickOut(c.var.db, { couponId, visitor: visitorOf(c), account: c.var.account }));
});

// POST /api/coupons/{id}/view – anyone opening a live coupon's card; counted once a day per visitor (issue 24 item 8): {counted}
couponRoutes.post('/:id/view', rateLimit('view'), personal, async (c) => {
  const couponId = readPathId(c, publicMessages.couponNotFound);
  return c.json(await countCouponView(c.var.db, { couponId, visitor: visitorOf(c) }));
});

// POST /api/coupons/{id}/save – a shopper keeps a live coupon (404 otherwise); saving again is fine: 200 {saved, message}
couponRoutes.post('/:id/save', requireRole('user'), async (c) => {
  const couponId = readPathId(c, publicMessages.couponNotFound);
  return c.json(await saveCoupon(c.var.db, signedInAccountId(c), couponId));
});

// DELETE /api/coupons/{id}/save – the shopper's saved coupon removed; 200 {saved: false, message} even if it was not saved
couponRoutes.delete('/:id/save', requireRole('user'), async (c) => {
  const couponId = readPathId(c, publicMessages.couponNotFound);
  return c.json(await unsaveCoupon(c.var.db, signedInAccountId(c), couponId));
});

/** The signed-in account, or a visitor's IP address (from the adapter, see src/pages/api) and user agent. */
function visitorOf(c: Context<AppEnv>): Visitor {
  return {
    accountId: c.var.account?.id,
    clientAddress: c.env?.clientAddress,
    userAgent: c.req.header('User-Agent'),
  };
}
