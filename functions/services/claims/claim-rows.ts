import { eq, type SQL } from 'drizzle-orm';
import type { MyClaim } from '../../contract/cashback-claims.ts';
import type { Database } from '../../db/database.ts';
import { cashbackClaims, coupons, merchants, stores } from '../../db/schema/index.ts';
import { storeName, storefrontOfMerchant } from '../stores/store-identity.ts';
import { paiseToRupees } from '../../contract/money.ts';

/** A shopper's claims that `where` selects, with the coupon's name and the store's as shoppers know it (decision 0059). */
export function selectMyClaims(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: cashbackClaims.id,
      couponName: coupons.couponName,
      merchantName: storeName,
      purchaseDate: cashbackClaims.purchaseDate,
      amountPaise: cashbackClaims.amountPaise,
      orderReference: cashbackClaims.orderReference,
      status: cashbackClaims.status,
      declineReason: cashbackClaims.declineReason,
      decidedAt: cashbackClaims.decidedAt,
      createdAt: cashbackClaims.createdAt,
    })
    .from(cashbackClaims)
    .innerJoin(merchants, eq(merchants.id, cashbackClaims.merchantId))
    .leftJoin(stores, storefrontOfMerchant)
    .leftJoin(coupons, eq(coupons.id, cashbackClaims.couponId))
    .where(where);
}

type Row = Awaited<ReturnType<typeof selectMyClaims>>[number];

export function toMyClaim(row: Row): MyClaim {
  const { amountPaise, decidedAt, createdAt, ...rest } = row;
  return {
    ...rest,
    amount: paiseToRupees(amountPaise),
    decidedAt: decidedAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}
