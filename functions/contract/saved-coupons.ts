import type { PublicCouponFields } from './public.ts';

/**
 * Saved coupons, their reminder email and My codes (issue 23 items 4, 6 and 7, decision 0070). Zod-free:
 * the islands import it.
 */

/** The dashboard's Saved tab (src/pages/user/dashboard.astro). */
export const SAVED_TAB_PATH = '/user/dashboard?tab=saved';

/** A reminder covers saved coupons whose expiry date is today or within this many India days. */
export const REMINDER_DAYS_AHEAD = 2;
/** My codes lists reveals of this many days (counted_actions keeps 30 days). */
export const MY_CODES_DAYS = 30;

/** POST/DELETE /api/coupons/{id}/save: always 200 (saving twice, or removing what is not saved, is fine). */
export interface SaveAnswer {
  saved: boolean;
  message: string;
}

/** GET /api/account/saved-coupons: the public coupon, with when it was saved and whether it still runs. */
export interface SavedCoupon extends PublicCouponFields {
  title: string;
  savedAt: string;
  /** Approved and its expiry still ahead: shown on the site. */
  live: boolean;
  /** Its expiry has passed. */
  expired: boolean;
}

/** GET /api/account/my-codes: a code the shopper revealed in the last 30 days (theirs to copy again). */
export interface MyCode {
  couponId: string;
  couponCode: string;
  couponName: string;
  storeName: string;
  storeSlug: string;
  /** The last time it was revealed (the India day's start of the count). */
  revealedAt: string;
  expiryDate: string;
  expired: boolean;
}

export const savedCouponMessages = {
  save: 'Save coupon',
  saved: 'Saved',
  savedStatus: 'Coupon saved. Find it in your dashboard’s Saved tab.',
  removedStatus: 'Coupon removed from your saved coupons.',
  failed: 'This could not be saved just now. Please try again.',
  /** What a merchant or admin pressing Save reads. */
  shoppersOnly: 'Only shopper accounts can save coupons.',
  tab: 'Saved',
  heading: 'Saved coupons',
  intro: 'Coupons you saved. We email you before they run out, unless you turn that off in Settings.',
  empty: 'You have not saved any coupons yet. Press the bookmark on a coupon to keep it here.',
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name} from saved coupons`,
  expires: (date: string) => `Expires ${date}`,
  expiredBadge: 'Expired',
  notListed: 'No longer listed',
  open: 'Open store',
} as const;

export const myCodesMessages = {
  tab: 'My codes',
  heading: 'My codes',
  intro: 'Codes you revealed in the last 30 days.',
  empty: 'Codes you reveal on coupons appear here for 30 days.',
  copy: 'Copy',
  copyLabel: (code: string) => `Copy code ${code}`,
  copied: (code: string) => `Copied ${code}`,
  copyFailed: 'Your browser did not allow copying. Select the code and copy it.',
  revealed: (date: string) => `Revealed ${date}`,
  expires: (date: string) => `Expires ${date}`,
  expiredBadge: 'Expired',
} as const;

/** The reminder email's words; dates are India days (YYYY-MM-DD) formatted by the caller. */
export const savedReminderTexts = {
  subject: (count: number) =>
    count === 1 ? 'A coupon you saved expires soon' : `${count} coupons you saved expire soon`,
  intro: 'These coupons you saved run out soon:',
  line: (name: string, store: string, expiry: string) => `${name} at ${store}: expires ${expiry}`,
  action: 'See my saved coupons',
} as const;

/** One cron run of the reminder job. */
export interface SavedRemindersRun {
  day: string;
  accounts: number;
  sent: number;
}
