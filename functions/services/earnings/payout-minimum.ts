import type { Config } from '../../config.ts';
import { DEFAULT_PAYOUT_MIN_RUPEES } from '../../contract/my-earnings.ts';

/**
 * The smallest payout in rupees: PAYOUT_MIN_RUPEES when the configuration has it (issue 22 item 4 adds
 * the setting), else 50. Read by name so this works before and after that setting is merged.
 */
export function payoutMinimumRupees(config: Config): number {
  const configured = (config as Config & { PAYOUT_MIN_RUPEES?: unknown }).PAYOUT_MIN_RUPEES;
  return typeof configured === 'number' && Number.isFinite(configured) && configured > 0
    ? configured
    : DEFAULT_PAYOUT_MIN_RUPEES;
}
