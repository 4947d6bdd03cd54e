import { Hono } from 'hono';
import { pageQuerySchema } from '../contract/paging-query.ts';
import {
  payoutMessages,
  type PayoutActionAnswer,
  type PayoutCreated,
  type PayoutMethodAnswer,
  type PayoutMethodSaved,
} from '../contract/payouts.ts';
import {
  createPayoutSchema,
  payoutIdempotencyKeySchema,
  payoutMethodSchema,
  testSettleSchema,
} from '../contract/payouts-schemas.ts';
import { personal, requireRole, signedInAccount } from '../auth/guards.ts';
import { readSessionToken } from '../auth/session-cookie.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { pagedJson } from '../http/paged-json.ts';
import { readJson } from '../http/read-json.ts';
import { readPathId } from '../http/read-path-id.ts';
import { createPayout } from '../services/payouts/create-payout.ts';
import { handlePayoutWebhook } from '../services/payouts/handle-payout-webhook.ts';
import { listMyPayouts } from '../services/payouts/list-payouts.ts';
import { readPayoutMethod, savePayoutMethod } from '../services/payouts/payout-method.ts';
import { toPayoutRow } from '../services/payouts/payout-row.ts';
import { settleTestPayout } from '../services/payouts/test-settle.ts';

/**
 * Payouts to UPI (issue 22 item 4, decision 0065): shoppers only (role user; visitors 401, others 403),
 * except the provider's webhook (public, signed) and the test provider's settle (its owner or an admin).
 */
export const payoutRoutes = new Hono<AppEnv>();
export const payoutMethodRoutes = new Hono<AppEnv>();

const shopper = requireRole('user');

// GET /api/account/payout-method – {upiId, usableFrom, pendingChange, confirmWith, withdrawal}
payoutMethodRoutes.get('/', shopper, async (c) =>
  c.json<PayoutMethodAnswer>(await readPayoutMethod(c.var.db, c.var.config, signedInAccount(c))),
);

// PUT /api/account/payout-method – {upiId, currentPassword}: the first is usable at once, a change after 24 hours (emailed)
payoutMethodRoutes.put('/', shopper, async (c) => {
  const body = await readJson(c, payoutMethodSchema);
  const saved = await savePayoutMethod(c.var, signedInAccount(c), {
    upiId: body.upiId,
    currentPassword: body.currentPassword,
    sessionToken: readSessionToken(c),
    clientAddress: c.env?.clientAddress,
  });
  // The form shows this message as it comes: translateMessages gives it in the page's language (decision 0099).
  return c.json<PayoutMethodSaved>(saved);
});

// GET /api/payouts?limit=&cursor= – the shopper's payouts, newest first (X-Next-Cursor)
payoutRoutes.get('/', shopper, async (c) =>
  pagedJson(c, await listMyPayouts(c.var.db, signedInAccount(c).id, pageQuerySchema.parse(c.req.query()))),
);

// POST /api/payouts – {amountRupees} + Idempotency-Key header: 201 a new payout, 200 the same key's payout
payoutRoutes.post('/', shopper, async (c) => {
  const key = payoutIdempotencyKeySchema.safeParse(c.req.header('Idempotency-Key'));
  if (!key.success) throw HttpError.badInput(payoutMessages.idempotencyKeyRequired);
  const { amountRupees } = await readJson(c, createPayoutSchema);
  const { payout, created } = await createPayout(c.var, signedInAccount(c), {
    amountPaise: amountRupees,
    idempotencyKey: key.data,
  });
  const message = !created
    ? payoutMessages.alreadyCreated
    : payout.status === 'held'
      ? payoutMessages.createdHeld
      : payoutMessages.created;
  return c.json<PayoutCreated>({ ...toPayoutRow(payout), message }, created ? 201 : 200);
});

// POST /api/payouts/webhook – RazorpayX's payout events, signed over the raw body (X-Razorpay-Signature); no session, no CSRF check
payoutRoutes.post('/webhook', personal, async (c) =>
  c.json(
    await handlePayoutWebhook(c.var, {
      rawBody: await c.req.text(),
      signature: c.req.header('x-razorpay-signature'),
      eventId: c.req.header('x-razorpay-event-id'),
    }),
  ),
);

// POST /api/payouts/test/{id}/settle – {outcome: 'processed'|'failed'}: the test provider's page (owner or admin; 404 with RazorpayX)
payoutRoutes.post('/test/:id/settle', requireRole('user', 'admin'), async (c) => {
  const id = readPathId(c, payoutMessages.notFound);
  const { outcome } = await readJson(c, testSettleSchema);
  const payout = await settleTestPayout(c.var, signedInAccount(c), id, outcome);
  return c.json<PayoutActionAnswer>({
    message: outcome === 'processed' ? payoutMessages.settledProcessed : payoutMessages.settledFailed,
    payout: toPayoutRow(payout),
  });
});
