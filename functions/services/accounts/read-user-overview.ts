import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { accounts, reviews } from '../../db/schema/index.ts';

/** The user dashboard's first tab: how many coupons the user reviewed and how many friends joined. */
export async function readUserOverview(
  db: Database,
  accountId: string,
): Promise<{ reviewCount: number; referralCount: number }> {
  const [[reviewed], [referred]] = await Promise.all([
    db.select({ total: count() }).from(reviews).where(eq(reviews.accountId, accountId)),
    db.select({ total: count() }).from(accounts).where(eq(accounts.referredByAccountId, accountId)),
  ]);
  return { reviewCount: reviewed?.total ?? 0, referralCount: referred?.total ?? 0 };
}
