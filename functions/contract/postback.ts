/**
 * The merchants' server-to-server sales postback (issue 22 item 3; decision 0063): headers, limits,
 * messages and answer shapes. Pure, so the dashboard's island imports it too.
 */

export const POSTBACK_PATH = '/api/merchant/postback';
export const POSTBACK_HEADERS = {
  merchant: 'X-DealSphere-Merchant',
  timestamp: 'X-DealSphere-Timestamp',
  signature: 'X-DealSphere-Signature',
} as const;
/** A postback whose timestamp is further than this from our clock is refused (a replay, or a wrong clock). */
export const POSTBACK_MAX_SKEW_SECONDS = 5 * 60;
/** The secret's size before base64url (256 bits). */
export const POSTBACK_SECRET_BYTES = 32;

export const postbackMessages = {
  unsigned: `Send the ${POSTBACK_HEADERS.merchant}, ${POSTBACK_HEADERS.timestamp} and ${POSTBACK_HEADERS.signature} headers.`,
  badSignature: `The ${POSTBACK_HEADERS.signature} header is not the HMAC-SHA256 of the request body with this merchant’s postback secret.`,
  staleTimestamp: `The ${POSTBACK_HEADERS.timestamp} header is more than 5 minutes from our clock (send the current time in Unix seconds).`,
  timestampMismatch: `The body’s timestamp must equal the ${POSTBACK_HEADERS.timestamp} header.`,
  notJson: 'The request body must be a JSON object.',
  invalid: 'The postback is not valid: ',
  clickIdRequired: 'clickId is required: the click id (dsclick) that reached your site.',
  orderReferenceRequired: 'orderReference is required: your order number.',
  amountInvalid: 'amount must be the sale amount in rupees, e.g. 1499 or "1499.50".',
  saleDateInvalid: 'saleDate must be a date as YYYY-MM-DD, not in the future.',
  couponIdInvalid: 'couponId must be the id of one of your coupons.',
  timestampInvalid: 'timestamp must be Unix seconds.',
  /** The dashboard's section. */
  secretCreated: 'Your postback secret was created. Copy it now: it is shown only once.',
  secretRotated: 'Your postback secret was replaced. The old secret no longer works.',
  secretShownOnce:
    'Copy this secret now and keep it on your server only. It is shown once; if you lose it, rotate it.',
  rotateConfirm:
    'Rotate the postback secret? The old secret stops working at once: postbacks signed with it will be refused until your server uses the new one.',
  secretFailed: 'The secret could not be made. Please try again.',
  statusFailed: 'Your postback settings could not be loaded. Please reload the page.',
  noSecret: 'You have no postback secret yet.',
  loading: 'Loading your postback settings…',
  copied: 'Copied!',
  copyFailed: 'Press Ctrl+C to copy.',
} as const;

/** The section's line about the secret in force. */
export function secretMadeOnText(date: string): string {
  return `Your postback secret was made on ${date}. Rotate it if it may have leaked.`;
}

/** GET /api/merchant/postback-secret: whether a secret exists, never the secret. */
export interface PostbackSecretStatus {
  exists: boolean;
  /** When the secret in force was made (ISO), or null. */
  createdAt: string | null;
  merchantId: string;
}

/** POST /api/merchant/postback-secret: the new secret, answered once. */
export interface CreatedPostbackSecret {
  secret: string;
  createdAt: string;
  merchantId: string;
}

/** The dashboard's section: headings and explanations (one place per text, for translation later). */
export const postbackTexts = {
  heading: 'Sales postback',
  intro:
    'Let your server report each sale the moment the order is placed: send the click id that reached your site (the dsclick parameter) with your order number and the amount. The same order is credited once, however often it is sent.',
  headersHeading: 'Headers',
  merchantHeader: 'your merchant id',
  timestampHeader: 'the current time in Unix seconds; refused when more than 5 minutes off',
  signatureHeader:
    'the hex HMAC-SHA256 of the exact request body with your secret (a "sha256=" prefix is accepted)',
  bodyHeading: 'Body (JSON)',
  bodyFields:
    'clickId and orderReference are required; amount is the sale in rupees (a number or a string); saleDate (YYYY-MM-DD) defaults to today in India; couponId is optional; a timestamp in the body must equal the header.',
  answers:
    'Answers: 201 with the sale, 200 when the order was already recorded, 400 naming a wrong field, 401 when the signature, merchant or timestamp is wrong (nothing is recorded).',
  curlHeading: 'Example with curl',
  nodeHeading: 'Example in Node.js',
  secretHeading: 'Your secret',
  createSecret: 'Create secret',
  rotateSecret: 'Rotate secret',
  copy: 'Copy',
  copySecret: 'Copy secret',
} as const;

/** The example body the section shows (a made-up click and order). */
export function postbackExampleBody(timestamp: number): string {
  return JSON.stringify({
    clickId: '3f2b6c1e-8d4a-4f0b-9c57-2a1e5d7b9c10',
    orderReference: 'ORD-10045',
    amount: '1499.00',
    saleDate: '2026-11-25',
    timestamp,
  });
}

/** curl, with the signature made by openssl over the same bytes. */
export function postbackCurlExample(origin: string, merchantId: string): string {
  return [
    'SECRET="your postback secret"',
    'TS=$(date +%s)',
    `BODY='{"clickId":"3f2b6c1e-8d4a-4f0b-9c57-2a1e5d7b9c10","orderReference":"ORD-10045","amount":"1499.00","timestamp":'"$TS"'}'`,
    `SIG=$(printf '%s' "$BODY" | openssl dgst -sha256 -hmac "$SECRET" | sed 's/^.* //')`,
    `curl -X POST '${origin}${POSTBACK_PATH}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H '${POSTBACK_HEADERS.merchant}: ${merchantId}' \\`,
    `  -H "${POSTBACK_HEADERS.timestamp}: $TS" \\`,
    `  -H "${POSTBACK_HEADERS.signature}: $SIG" \\`,
    `  --data "$BODY"`,
  ].join('\n');
}

/** Node.js 18+ (fetch and node:crypto), signing the exact string it sends. */
export function postbackNodeExample(origin: string, merchantId: string): string {
  return [
    "import { createHmac } from 'node:crypto';",
    '',
    'const secret = process.env.DEALSPHERE_POSTBACK_SECRET;',
    'const timestamp = Math.floor(Date.now() / 1000);',
    'const body = JSON.stringify({',
    '  clickId: order.dsclick, // the dsclick parameter that reached your site',
    '  orderReference: order.number,',
    "  amount: order.totalRupees, // e.g. 1499 or '1499.50'",
    '  timestamp,',
    '});',
    "const signature = createHmac('sha256', secret).update(body).digest('hex');",
    '',
    `const response = await fetch('${origin}${POSTBACK_PATH}', {`,
    "  method: 'POST',",
    '  headers: {',
    "    'Content-Type': 'application/json',",
    `    '${POSTBACK_HEADERS.merchant}': '${merchantId}',`,
    `    '${POSTBACK_HEADERS.timestamp}': String(timestamp),`,
    `    '${POSTBACK_HEADERS.signature}': signature,`,
    '  },',
    '  body,',
    '});',
    '// 201: recorded; 200: already recorded; 400/401: see the error message',
  ].join('\n');
}
