import { and, desc, eq } from 'drizzle-orm';
import type { Page, PageQuery } from '../../contract/paging.ts';
import type { PayoutRow } from '../../contract/payouts.ts';
import type { Database } from '../../db/database.ts';
import { payouts } from '../../db/schema/index.ts';
import { afterCursor, pageKeyOf, rowsToFetch, toPage } from '../paging.ts';
import { toPayoutRow } from './payout-row.ts';

/** GET /api/payouts: the signed-in shopper's payouts, newest first, paged (decision 0019). */
export async function listMyPayouts(
  db: Database,
  accountId: string,
  query: PageQuery,
): Promise<Page<PayoutRow>> {
  const rows = await db
    .select({ payout: payouts, id: payouts.id, pageKey: pageKeyOf(payouts.createdAt) })
    .from(payouts)
    .where(and(eq(payouts.accountId, accountId), afterCursor(payouts.createdAt, payouts.id, query, 'desc')))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(rowsToFetch(query));
  return toPage(rows, query, (row) => toPayoutRow(row.payout));
}
