/** Numbers from the specification (section 9) and the limits the server enforces. */

export const HERO_SLIDE_INTERVAL_MS = 3000;
export const BANNER_ROTATION_MS = 5000;
export const COUPON_FLIP_MS = 2000;
export const COUPON_FLIP_FAST_MS = 1500;
export const POPUP_AD_CLOSE_MS = 6000;
export const POPUP_AD_COUNTDOWN_FROM = 12;
export const GRID_PAGE_SIZE = 12;
export const PRODUCTS_GRID_PAGE_SIZE = 4;
export const SESSION_LIFETIME_MS = 18_000_000;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const MOBILE_DIGITS = 10;
export const AD_SLOT_MIN = 1;
export const AD_SLOT_MAX = 24;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const HEADER_MIN_OPACITY = 0.85;
export const SCROLL_TOP_THRESHOLD_PX = 300;

/** A reveal counts once per account, coupon and day; a click-out once per visitor, coupon and hour (India time). */
export const REVEAL_COUNT_WINDOW_MS = 24 * 60 * 60 * 1000;
export const CLICK_OUT_COUNT_WINDOW_MS = 60 * 60 * 1000;

/**
 * Largest body the API reads: 64 KB on every route, 12 MB on the upload routes (those that declare
 * `acceptsUpload`, functions/http/middleware.ts); each kind of upload has its own file limit (rules.ts UPLOAD_RULES).
 */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
export const MAX_UPLOAD_BODY_BYTES = 12 * 1024 * 1024;

/**
 * Throttling (decision 0015). Failed sign-ins: 5 per account, client address and 15-minute window,
 * counted before the password is checked. Every anonymous write also has a budget per client address
 * and fixed window, generous enough that one person (or a family or office behind one address, or a
 * mobile network's shared address) never meets it, low enough to stop a script; reveals are budgeted
 * per account. The sign-in budgets count failed attempts only (a successful sign-in gives its request
 * back, functions/routes/rate-limit.ts): credential stuffing from one address is stopped, while the
 * many shoppers behind one mobile-network address (and the e2e suite, all from 127.0.0.1) never meet them.
 */
export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

const MINUTE = 60 * 1000;
export const REQUEST_BUDGETS = {
  'sign-in-user': { max: 60, windowMs: 15 * MINUTE },
  'sign-in-merchant': { max: 60, windowMs: 15 * MINUTE },
  'sign-in-admin': { max: 30, windowMs: 15 * MINUTE },
  'sign-up-user': { max: 20, windowMs: 60 * MINUTE },
  'sign-up-merchant': { max: 20, windowMs: 60 * MINUTE },
  contact: { max: 10, windowMs: 60 * MINUTE },
  newsletter: { max: 20, windowMs: 60 * MINUTE },
  'google-start': { max: 60, windowMs: 15 * MINUTE },
  'click-out': { max: 300, windowMs: 60 * MINUTE },
  /** Per address: coupon cards opened (issue 24 item 8); a grid of cards opened one by one stays far below. */
  view: { max: 600, windowMs: 60 * MINUTE },
  /** Per account, not per address: a signed-in scraper cannot harvest every code at once. */
  reveal: { max: 200, windowMs: 60 * MINUTE },
  /** Per account, like reveals: "Did it work?" answers (issue 23 item 1). */
  'coupon-feedback': { max: 200, windowMs: 60 * MINUTE },
  /** Per merchant account: new and edited coupons (each stores an image). */
  'coupon-upload': { max: 60, windowMs: 60 * MINUTE },
  /** Per client address: payment orders (each one is an order at Razorpay). */
  'payment-order': { max: 120, windowMs: 60 * MINUTE },
  /** Per account: "Send again" of the email verification link (issue 13). */
  'verify-email-resend': { max: 3, windowMs: 60 * MINUTE },
  /** Per address: opening verification links through the API. */
  'verify-email': { max: 30, windowMs: 60 * MINUTE },
  /** Per address: "Forgot password?" requests (each address also gets at most 3 mails an hour). */
  'password-reset-request': { max: 10, windowMs: 60 * MINUTE },
  /** Per address: setting a new password from a reset link. */
  'password-reset-confirm': { max: 20, windowMs: 60 * MINUTE },
  /** Per account: missing cashback claims filed (each one is a merchant's work to check). */
  'cashback-claim': { max: 30, windowMs: 60 * MINUTE },
  /** Per address: merchants' signed sales postbacks (issue 22), refused or not. */
  postback: { max: 3000, windowMs: 60 * MINUTE },
  /** Per account: "Download my data" (each one reads every row the account has). */
  'data-export': { max: 5, windowMs: 60 * MINUTE },
} as const satisfies Record<string, { max: number; windowMs: number }>;

export type BudgetedAction = keyof typeof REQUEST_BUDGETS;

/**
 * Missing cashback claims (issue #11, item 6): a purchase can be claimed up to CLAIM_WINDOW_DAYS days
 * after it was made (India days, today included), never for a day still to come. A merchant's return
 * window and most stores' order histories are shorter, so an older order could not be checked anyway.
 */
export const CLAIM_WINDOW_DAYS = 90;
/** An order reference as the shopper's store printed it, trimmed (characters). */
export const ORDER_REFERENCE_MAX_LENGTH = 64;
/** The reason a merchant gives the shopper for declining a claim (characters, trimmed). */
export const CLAIM_DECLINE_REASON_MAX_LENGTH = 500;
/** How many coupons the claim form offers: the live ones and those that ended within the claim window. */
export const CLAIM_COUPONS_MAX = 200;
/** How many of a shopper's own claims /api/cashback-claims/mine lists, newest first. */
export const MY_CLAIMS_MAX = 100;
