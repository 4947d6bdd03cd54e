import { readForPage } from './read-for-page.ts';
import type { Profile } from '../contract/account-display.ts';
import { recordIdSchema } from '../contract/ids.ts';
import type { PayoutMethodAnswer, PayoutRow } from '../contract/payouts.ts';
import { HttpError } from '../http/http-error.ts';
import { getRuntime } from '../runtime.ts';
import { readAccount } from '../services/accounts/read-account.ts';
import { readPayoutMethod } from '../services/payouts/payout-method.ts';
import { usesTestPayoutProvider } from '../services/payouts/payout-provider.ts';
import { toPayoutRow } from '../services/payouts/payout-row.ts';
import { readTestPayout } from '../services/payouts/test-settle.ts';

/**
 * The test payout page's payout (/payouts/test/{id}): the signed-in owner's, or any for an
 * administrator, of the test provider only; null (the page answers 404) for anyone else, an unknown
 * id, or a site with RazorpayX keys or in production.
 */
export async function testPayoutForPage(profile: Profile, id: string | undefined): Promise<PayoutRow | null> {
  const parsed = recordIdSchema.safeParse(id);
  if (!parsed.success) return null;
  const { config, database } = await getRuntime();
  try {
    const row = await readTestPayout({ db: database.db, config }, profile, parsed.data);
    return toPayoutRow(row);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** The Withdraw page's first view: what GET /api/account/payout-method answers, and whether payouts settle on the test page. */
export interface WithdrawView {
  method: PayoutMethodAnswer;
  /** No RazorpayX keys (never in production): a processing payout links to /payouts/test/{id}. */
  testMode: boolean;
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
