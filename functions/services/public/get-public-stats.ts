import { count, eq } from 'drizzle-orm';
import type { PublicStats } from '../../contract/public.ts';
import type { Database } from '../../db/database.ts';
import { accounts, siteCounters } from '../../db/schema/index.ts';

export const TOTAL_VISITORS_COUNTER = 'totalVisitors';

/** The popup's numbers: the visitor counter and how many shopper accounts exist. */
export async function getPublicStats(db: Database): Promise<PublicStats> {
  const [[visitors], [users]] = await Promise.all([
    db
      .select({ value: siteCounters.value })
      .from(siteCounters)
      .where(eq(siteCounters.name, TOTAL_VISITORS_COUNTER)),
    db.select({ n: count() }).from(accounts).where(eq(accounts.role, 'user')),
  ]);
  return { totalVisitors: visitors?.value ?? 0, registeredUsers: users?.n ?? 0 };
}
