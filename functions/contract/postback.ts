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
  copied: 'Copied!',
  copyFailed: 'Press Ctrl+C to copy.',
} as const;

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
