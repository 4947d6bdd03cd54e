import type { Profile } from '../contract/account-display.ts';
import { recordIdSchema } from '../contract/ids.ts';
import type { PayoutRow } from '../contract/payouts.ts';
import { HttpError } from '../http/http-error.ts';
import { getRuntime } from '../runtime.ts';
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
