import type { PayoutMethodAnswer } from '../contract/payouts.ts';
import { createLogger, describeError } from '../http/logger.ts';
import { getRuntime, type Runtime } from '../runtime.ts';
import { readAccount } from '../services/accounts/read-account.ts';
import { readPayoutMethod } from '../services/payouts/payout-method.ts';
import { usesTestPayoutProvider } from '../services/payouts/payout-provider.ts';

/** The Withdraw page's first view: what GET /api/account/payout-method answers, and whether payouts settle on the test page. */
export interface WithdrawView {
  method: PayoutMethodAnswer;
  /** No RazorpayX keys (never in production): a processing payout links to /payouts/test/{id}. */
  testMode: boolean;
}

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

/** A shopper's payout method, read on the server for their own account (the Settings tab); undefined when the read failed. */
export function payoutMethodForPage(accountId: string): Promise<PayoutMethodAnswer | undefined> {
  return readForPage('payout method', async ({ database, config }) =>
    readPayoutMethod(database.db, config, await readAccount(database.db, accountId)),
  );
}

/** The /withdraw page's first view for the signed-in shopper; undefined when the read failed. */
export function withdrawPageForPage(accountId: string): Promise<WithdrawView | undefined> {
  return readForPage('withdraw page', async ({ database, config }) => ({
    method: await readPayoutMethod(database.db, config, await readAccount(database.db, accountId)),
    testMode: usesTestPayoutProvider(config),
  }));
}
