import { and, asc, eq } from 'drizzle-orm';
import type { MerchantClaim } from '../../contract/cashback-claims.ts';
import type { Page, PageQuery } from '../../contract/paging.ts';
import type { Database } from '../../db/database.ts';
import { accounts, cashbackClaims, coupons } from '../../db/schema/index.ts';
import { afterCursor, pageKeyOf, rowsToFetch, toPage } from '../paging.ts';
import { paiseToRupees } from '../../contract/money.ts';

/**
 * The open claims against one merchant, oldest first (the one waiting longest is answered first), a
 * page at a time (cashback_claims_merchant_idx: merchant, status, created_at).
 */
export async function listMerchantClaims(
  db: Database,
  merchantId: string,
  query: PageQuery = {},
): Promise<Page<MerchantClaim>> {
  const rows = await db
    .select({
      id: cashbackClaims.id,
      shopperName: accounts.displayName,
      couponId: cashbackClaims.couponId,
      couponName: coupons.couponName,
      purchaseDate: cashbackClaims.purchaseDate,
      amountPaise: cashbackClaims.amountPaise,
      orderReference: cashbackClaims.orderReference,
      status: cashbackClaims.status,
      createdAt: cashbackClaims.createdAt,
      pageKey: pageKeyOf(cashbackClaims.createdAt),
    })
    .from(cashbackClaims)
    .innerJoin(accounts, eq(accounts.id, cashbackClaims.accountId))
    .leftJoin(coupons, eq(coupons.id, cashbackClaims.couponId))
    .where(
      and(
        eq(cashbackClaims.merchantId, merchantId),
        eq(cashbackClaims.status, 'open'),
        afterCursor(cashbackClaims.createdAt, cashbackClaims.id, query, 'asc'),
      ),
    )
    .orderBy(asc(cashbackClaims.createdAt), asc(cashbackClaims.id))
    .limit(rowsToFetch(query));
  return toPage(rows, query, ({ amountPaise, createdAt, ...row }) => ({
    ...row,
    amount: paiseToRupees(amountPaise),
    createdAt: createdAt.toISOString(),
  }));
}
