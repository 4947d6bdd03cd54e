import { desc, eq } from 'drizzle-orm';
import type { MyClaim } from '../../contract/cashback-claims.ts';
import { MY_CLAIMS_MAX } from '../../contract/limits.ts';
import type { Database } from '../../db/database.ts';
import { cashbackClaims } from '../../db/schema/index.ts';
import { selectMyClaims, toMyClaim } from './claim-rows.ts';

/**
 * A shopper's own claims, newest first, with how each stands and a declined claim's reason
 * (cashback_claims_account_idx). Bounded: the newest MY_CLAIMS_MAX.
 */
export async function listMyClaims(db: Database, accountId: string): Promise<MyClaim[]> {
  const rows = await selectMyClaims(db, eq(cashbackClaims.accountId, accountId))
    .orderBy(desc(cashbackClaims.createdAt), desc(cashbackClaims.id))
    .limit(MY_CLAIMS_MAX);
  return rows.map(toMyClaim);
}
