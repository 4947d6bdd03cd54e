/**
 * Per-store cashback rates (issue 22 item 1, decision 0062): the merchant's rate within the
 * administrator's bounds, the administrator's override, and the rate in force the site shows ("Up to
 * 6% cashback"). Percent with at most two decimals on the wire; basis points (6% is 600) in the
 * database. Zod-free: the dashboard islands import the texts and rules.
 */

export const CLICK_PARAM_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;
export const DEFAULT_CLICK_PARAM = 'dsclick';

export const cashbackRateMessages = {
  ratePercent: 'Enter the rate as a percent from 0 to 100, with at most two decimals (6 or 6.5).',
  outOfBounds: (minPercent: number, maxPercent: number) =>
    `The cashback rate must be between ${minPercent}% and ${maxPercent}% (the administrator's bounds).`,
  clickParam:
    'The click parameter starts with a letter and holds only letters, digits and _ (at most 32 characters).',
  saved: 'Your cashback rate is saved.',
  boundsOrder: 'The lowest rate must not be above the highest.',
  boundsSaved: 'The cashback rate bounds are saved.',
  overrideSaved: 'The override is saved.',
  overrideRemoved: 'The override is removed: the merchant’s own rate is in force.',
  merchantNotFound: 'This merchant does not exist.',
  // The merchant's screen
  sectionTitle: 'Cashback rate',
  sectionIntro: (minPercent: number, maxPercent: number) =>
    `The cashback shoppers earn on your sales, shown on your coupons and store page as “Up to N% cashback”. Choose a rate from ${minPercent}% to ${maxPercent}%.`,
  overrideNote: (percent: number) =>
    `An administrator set your rate to ${percent}%: it wins over yours until they remove it.`,
  rateInForce: 'Rate in force',
  rateLabel: 'Your rate (%)',
  clickParamLabel: 'Click id parameter',
  clickParamHint:
    'The query parameter our click id is added to on your site’s links (dsclick unless you name your own).',
  save: 'Save rate',
  // The administrator's screen
  adminTitle: 'Cashback rates',
  boundsTitle: 'Bounds of the merchants’ rates',
  minLabel: 'Lowest rate (%)',
  maxLabel: 'Highest rate (%)',
  saveBounds: 'Save bounds',
  storesTitle: 'Stores',
  noStores: 'No merchants yet.',
  overrideLabel: (storeName: string) => `Override for ${storeName} (%)`,
  saveOverride: 'Set override',
  removeOverride: 'Remove override',
  none: 'None',
} as const;

/** GET /api/merchant/cashback-terms */
export interface MerchantCashbackTerms {
  /** The merchant's own rate, or the default rate while they have not chosen one. */
  ratePercent: number;
  /** What shoppers earn now: the override, else the merchant's rate within the bounds, else the default. */
  rateInForcePercent: number;
  overridePercent: number | null;
  minPercent: number;
  maxPercent: number;
  /** CASHBACK_RATE_PERCENT: the rate of a store with no rate of its own. */
  defaultPercent: number;
  clickParam: string;
}

/** GET /api/admin/cashback-bounds */
export interface CashbackBounds {
  minPercent: number;
  maxPercent: number;
}

/** GET /api/admin/cashback-rates: one row per merchant, newest first (paged). */
export interface StoreCashbackRateRow {
  /** The merchant's id: PUT /api/admin/stores/{merchantId}/cashback-rate. */
  id: string;
  storeName: string;
  storeSlug: string;
  merchantPercent: number | null;
  overridePercent: number | null;
  rateInForcePercent: number;
}

/** Percent (at most two decimals, 0–100) as basis points, or null when it is not such a figure. */
export function percentToBp(percent: number): number | null {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) return null;
  const bp = Math.round(percent * 100);
  return bp / 100 === percent ? bp : null;
}

/** Basis points as percent: 600 is 6, 650 is 6.5. */
export function bpToPercentFigure(bp: number): number {
  return bp / 100;
}

/** '6%', '6.5%', '12.25%': the figure with no trailing zeros. */
export function percentText(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}
