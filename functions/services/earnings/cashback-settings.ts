import type { Config } from '../../config.ts';
import { addDays } from '../../contract/india-time.ts';

/** The ledger's settings (config.ts; README's table), as whole numbers the money rules use. */
export interface CashbackSettings {
  /** CASHBACK_RATE_PERCENT in basis points (5% is 500), so the arithmetic stays in integers. */
  cashbackRateBasisPoints: number;
  returnWindowDays: number;
  /** REFERRAL_BONUS_PERCENT in basis points. */
  referralBonusBasisPoints: number;
  /** CLICK_ATTRIBUTION_DAYS: how old a click a sale may name (issue 22). */
  clickAttributionDays: number;
}

export function cashbackSettings(config: Config): CashbackSettings {
  return {
    cashbackRateBasisPoints: Math.round(config.CASHBACK_RATE_PERCENT * 100),
    returnWindowDays: config.CASHBACK_RETURN_WINDOW_DAYS,
    referralBonusBasisPoints: Math.round(config.REFERRAL_BONUS_PERCENT * 100),
    clickAttributionDays: config.CLICK_ATTRIBUTION_DAYS,
  };
}

/** The settings' defaults (5%, 30 days, 10%, clicks of 30 days), for tests and seeds that do not read a config. */
export const DEFAULT_CASHBACK_SETTINGS: CashbackSettings = {
  cashbackRateBasisPoints: 500,
  returnWindowDays: 30,
  referralBonusBasisPoints: 1000,
  clickAttributionDays: 30,
};

/**
 * A share of an amount, rounded DOWN to whole paise (decision 0031): the shopper is never credited a
 * fraction of a paisa the merchant did not fund. 5% of ₹99.99 (9999 paise) is 499 paise, not 499.95.
 */
export function shareOfPaise(amountPaise: number, basisPoints: number): number {
  return Math.floor((amountPaise * basisPoints) / 10_000);
}

/** The day a pending cashback confirms: the sale date plus the return window (dates as YYYY-MM-DD). */
export function confirmationDate(saleDate: string, returnWindowDays: number): string {
  return addDays(saleDate, returnWindowDays);
}

/** CASHBACK_RATE_PERCENT in basis points: the rate of a store with no rate of its own (issue 22 item 1). */
export function defaultRateBp(config: Pick<Config, 'CASHBACK_RATE_PERCENT'>): number {
  return Math.round(config.CASHBACK_RATE_PERCENT * 100);
}
