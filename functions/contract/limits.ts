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

/** Largest JSON or form body the API reads; uploads have their own per-kind limits (rules.ts UPLOAD_RULES). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
export const MAX_UPLOAD_BODY_BYTES = 12 * 1024 * 1024;
