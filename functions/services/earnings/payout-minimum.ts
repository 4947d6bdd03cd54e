import type { Config } from '../../config.ts';

/** The smallest payout in rupees (PAYOUT_MIN_RUPEES, default 50): My Earnings and withdrawals read it here. */
export function payoutMinimumRupees(config: Pick<Config, 'PAYOUT_MIN_RUPEES'>): number {
  return config.PAYOUT_MIN_RUPEES;
}
