import type { EarningsResponse } from '../contract/earnings.ts';
import { createLogger, describeError } from '../http/logger.ts';
import { getRuntime, type Runtime } from '../runtime.ts';
import { payoutMinimumRupees } from '../services/earnings/payout-minimum.ts';
import { readEarnings } from '../services/earnings/read-earnings.ts';

async function readForPage<T>(what: string, read: (runtime: Runtime) => Promise<T>): Promise<T | undefined> {
  let runtime: Runtime | undefined;
  try {
    runtime = await getRuntime();
    return await read(runtime);
  } catch (error) {
    (runtime?.log ?? createLogger('error')).error(`${what}: could not read`, describeError(error));
    return undefined;
  }
}

/** My Earnings, read on the server for the signed-in user's own account; undefined when the read failed. */
export function earningsForPage(accountId: string): Promise<EarningsResponse | undefined> {
  return readForPage('my earnings', (runtime) =>
    readEarnings(runtime.database.db, accountId, { payoutMinRupees: payoutMinimumRupees(runtime.config) }),
  );
}
