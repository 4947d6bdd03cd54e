import { readForPage } from './read-for-page.ts';
import type { EarningsResponse } from '../contract/earnings.ts';
import { payoutMinimumRupees } from '../services/earnings/payout-minimum.ts';
import { readEarnings } from '../services/earnings/read-earnings.ts';

/** My Earnings, read on the server for the signed-in user's own account; undefined when the read failed. */
export function earningsForPage(accountId: string): Promise<EarningsResponse | undefined> {
  return readForPage('my earnings', (runtime) =>
    readEarnings(runtime.database.db, accountId, { payoutMinRupees: payoutMinimumRupees(runtime.config) }),
  );
}
