import { Hono } from 'hono';
import type { RecordedSale } from '../contract/earnings.ts';
import type { CreatedPostbackSecret, PostbackSecretStatus } from '../contract/postback.ts';
import { POSTBACK_HEADERS } from '../contract/postback.ts';
import { personal } from '../auth/guards.ts';
import { merchantOnly } from '../auth/merchant-only.ts';
import type { AppEnv } from '../http/app-env.ts';
import { cashbackSettings } from '../services/earnings/cashback-settings.ts';
import { recordedSaleAnswer } from '../services/earnings/recorded-sale-answer.ts';
import { createPostbackSecret, readPostbackSecretStatus } from '../services/postback/postback-secret.ts';
import { recordPostbackSale, verifyPostback } from '../services/postback/receive-postback.ts';
import { postbackBodySchema } from '../contract/postback-schemas.ts';
import { readRawJson } from '../http/read-raw-json.ts';
import { notifyCashbackRecorded, withinMs } from '../services/notifications/cashback-notifications.ts';
import { rateLimit } from './rate-limit.ts';

/**
 * The merchants' sales postback (issue 22 item 3; decision 0063). The postback itself is server to
 * server: no session, no cookie, no CSRF token (a server sends neither Origin nor Sec-Fetch-Site, so
 * the app's csrfGuard lets it through, as it does Razorpay's webhook); its signature is the guard.
 * The secret's routes are the merchant dashboard's (merchantOnly).
 */
export const postbackRoutes = new Hono<AppEnv>();
export const postbackSecretRoutes = new Hono<AppEnv>();

// POST /api/merchant/postback – headers X-DealSphere-Merchant, X-DealSphere-Timestamp (Unix seconds),
// X-DealSphere-Signature (hex HMAC-SHA256 of the raw body); JSON {clickId, orderReference, amount,
// saleDate?, couponId?, timestamp?}: 201 with the sale, 200 for the same order again; 401 unsigned
postbackRoutes.post('/', personal, rateLimit('postback'), async (c) => {
  // Read once, before anything parses it: the signature is over these exact bytes.
  const rawBody = await c.req.text();
  const headers = {
    merchantId: c.req.header(POSTBACK_HEADERS.merchant),
    timestamp: c.req.header(POSTBACK_HEADERS.timestamp),
    signature: c.req.header(POSTBACK_HEADERS.signature),
  };
  const merchantId = await verifyPostback(c.var.db, { headers, rawBody });
  const body = readRawJson(rawBody, postbackBodySchema);
  const { sale, saleDate } = await recordPostbackSale(
    c.var.db,
    { merchantId, headerTimestamp: headers.timestamp ?? '', body },
    cashbackSettings(c.var.config),
  );
  // After the sale's transaction: the shopper's "cashback pending" email (once per sale, never failing the sale).
  await withinMs(notifyCashbackRecorded(c.var, sale.saleId));
  return c.json<RecordedSale>(recordedSaleAnswer(sale, saleDate), sale.created ? 201 : 200);
});

// GET /api/merchant/postback-secret – {exists, createdAt, merchantId}; never the secret
postbackSecretRoutes.get('/', merchantOnly(), async (c) =>
  c.json<PostbackSecretStatus>(await readPostbackSecretStatus(c.var.db, c.var.merchantId)),
);

// POST /api/merchant/postback-secret – makes or rotates my secret and answers it once {secret, createdAt, merchantId}
postbackSecretRoutes.post('/', merchantOnly(), async (c) =>
  c.json<CreatedPostbackSecret>(await createPostbackSecret(c.var.db, c.var.merchantId), 201),
);
