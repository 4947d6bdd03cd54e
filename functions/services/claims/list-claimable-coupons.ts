import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { earliestClaimDate, type ClaimableCoupon } from '../../contract/cashback-claims.ts';
import { CLAIM_COUPONS_MAX } from '../../contract/limits.ts';
import { startOfIndianDay, todayInIndia } from '../../contract/india-time.ts';
import type { Database } from '../../db/database.ts';
import { coupons, merchants, stores } from '../../db/schema/index.ts';
import { revealedToday } from '../coupons/visitor-key.ts';
import { storeName, storefrontOfMerchant } from '../stores/store-identity.ts';

/**
 * The coupons the claim form offers: approved coupons still live at the start of the claim window's
 * first day (India), so the live ones and those that ended within the window (fileCashbackClaim then
 * checks the purchase date itself). The ones this account revealed come first, then the live ones,
 * then by name. "Revealed" means revealed today, by the marks' date (decisions 0026, 0098). Scans coupons_live_idx; at most CLAIM_COUPONS_MAX.
 */
export async function listClaimableCoupons(
  db: Database,
  accountId: string,
  today: string = todayInIndia(),
): Promise<ClaimableCoupon[]> {
  const windowStart = startOfIndianDay(earliestClaimDate(today));
  const revealed = revealedToday(accountId, sql`${coupons.id}`, today);
  const live = sql<boolean>`${coupons.expiresAt} > now()`;
  const rows = await db
    .select({
      id: coupons.id,
      couponName: coupons.couponName,
      merchantName: storeName,
      expiryDate: coupons.expiryDate,
      live,
      revealed,
    })
    .from(coupons)
    .innerJoin(merchants, eq(merchants.id, coupons.merchantId))
    .leftJoin(stores, storefrontOfMerchant)
    .where(and(eq(coupons.status, 'approved'), gt(coupons.expiresAt, windowStart)))
    .orderBy(desc(revealed), desc(live), asc(coupons.couponName), asc(coupons.id))
    .limit(CLAIM_COUPONS_MAX);
  return rows.map((row) => ({ ...row, live: Boolean(row.live), revealed: Boolean(row.revealed) }));
}
