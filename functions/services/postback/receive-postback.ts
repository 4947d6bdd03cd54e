import { createHmac, timingSafeEqual } from 'node:crypto';
import { todayInIndia } from '../../contract/india-time.ts';
import { POSTBACK_MAX_SKEW_SECONDS, postbackMessages } from '../../contract/postback.ts';
import type { PostbackBody } from '../../contract/postback-schemas.ts';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { CashbackSettings } from '../earnings/cashback-settings.ts';
import { recordMerchantSale, type RecordedMerchantSale } from '../earnings/record-merchant-sale.ts';
import { saleShopper } from '../earnings/sale-shopper.ts';
import { postbackSecretOf } from './postback-secret.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX_DIGEST = /^[0-9a-f]{64}$/i;

/** The postback's headers as they came (any may be missing). */
export interface PostbackHeaders {
  merchantId: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
}

const refuse = (message: string) => new HttpError(401, 'bad_signature', message);

/**
 * Checks a postback's signature before anything in it is believed (issue 22 item 3): the merchant's
 * secret, HMAC-SHA256 of the RAW body compared as digests in constant time (an optional `sha256=`
 * prefix), and a timestamp within 5 minutes of our clock. Any failure is a 401 and nothing is read
 * further. An unknown merchant and a wrong signature answer alike, so merchant ids cannot be probed.
 * Answers the merchant whose secret signed it.
 */
export async function verifyPostback(
  db: Database,
  request: { headers: PostbackHeaders; rawBody: string; now?: Date },
): Promise<string> {
  const { merchantId, timestamp, signature } = request.headers;
  if (!merchantId || !timestamp || !signature) throw refuse(postbackMessages.unsigned);
  const now = Math.floor((request.now ?? new Date()).getTime() / 1000);
  if (
    !/^\d{1,12}$/.test(timestamp.trim()) ||
    Math.abs(now - Number(timestamp.trim())) > POSTBACK_MAX_SKEW_SECONDS
  )
    throw refuse(postbackMessages.staleTimestamp);
  const id = merchantId.trim().toLowerCase();
  const secret = UUID.test(id) ? await postbackSecretOf(db, id) : null;
  const given = signature.trim().replace(/^sha256=/i, '');
  // Compared even without a secret (against a throwaway key), so an unknown merchant takes as long.
  const expected = createHmac('sha256', secret ?? 'no secret')
    .update(request.rawBody, 'utf8')
    .digest();
  const givenDigest = HEX_DIGEST.test(given) ? Buffer.from(given, 'hex') : Buffer.alloc(expected.length);
  const matches = timingSafeEqual(expected, givenDigest) && HEX_DIGEST.test(given);
  if (!secret || !matches) throw refuse(postbackMessages.badSignature);
  return id;
}

/**
 * POST /api/merchant/postback (issue 22 item 3): a merchant's server reports a sale by click id. After
 * verifyPostback and the body's schema (postbackBodySchema, read by the route), the body names the click, the order and the amount; the sale ends in
 * recordMerchantSale (source 'postback'), idempotent by the order reference, so a repeat (or ten at
 * once) credits once and answers the first sale.
 */
export async function recordPostbackSale(
  db: Database,
  request: { merchantId: string; headerTimestamp: string; body: PostbackBody; now?: Date },
  settings: CashbackSettings,
): Promise<{ sale: RecordedMerchantSale; saleDate: string }> {
  const { merchantId, body } = request;
  // The signed body pins the time: a body timestamp other than the header's is a forged header.
  if (body.timestamp !== undefined && Number(body.timestamp) !== Number(request.headerTimestamp.trim()))
    throw refuse(postbackMessages.timestampMismatch);
  const saleDate = body.saleDate ?? todayInIndia(request.now);
  const clickId = body.clickId.toLowerCase();
  const accountId = await saleShopper(db, { merchantId, shopper: '', clickId, saleDate }, settings);
  const sale = await recordMerchantSale(
    db,
    {
      merchantId,
      accountId,
      couponId: body.couponId?.toLowerCase() ?? null,
      saleAmountPaise: body.amount,
      saleDate,
      remarks: null,
      idempotencyKey: `postback:${body.orderReference}`,
      orderReference: body.orderReference,
      clickId,
      source: 'postback',
    },
    settings,
  );
  return { sale, saleDate };
}
