import type { Config } from '../../config.ts';

/**
 * The cashback rate a store page advertises ("Up to N% cashback"): today the site's one rate,
 * CASHBACK_RATE_PERCENT, the rate every sale earns (cashbackSettings). Per-store rates (issue 22)
 * change this one function, and every page that names a store's rate follows.
 */
export function storeCashbackPercent(config: Pick<Config, 'CASHBACK_RATE_PERCENT'>): number {
  return config.CASHBACK_RATE_PERCENT;
}
