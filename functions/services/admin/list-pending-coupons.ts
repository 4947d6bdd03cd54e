import { and, asc, eq } from 'drizzle-orm';
import type { PendingCoupon } from '../../contract/admin.ts';
import type { Page, PageQuery } from '../../contract/paging.ts';
import type { Database } from '../../db/database.ts';
import { placeFreeRequest } from '../../contract/slots.ts';
import { coupons, mediaFiles, merchants, stores } from '../../db/schema/index.ts';
import { readFreeSlots } from '../coupons/slot-map.ts';
import { storeName, storefrontOfMerchant } from '../stores/store-identity.ts';
import { afterCursor, pageKeyOf, rowsToFetch, toPage } from '../paging.ts';

/**
 * Coupons waiting for an administrator, oldest first, a page at a time (the partial index
 * coupons_pending_idx), with everything the administrator approves (the ad image, code, title,
 * description, terms, store) and where an approval without a slot would place it now (decision 0072).
 */
export async function listPendingCoupons(db: Database, query: PageQuery = {}): Promise<Page<PendingCoupon>> {
  const [rows, free] = await Promise.all([pendingRows(db, query), readFreeSlots(db)]);
  return toPage(rows, query, (row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    placedSlotId:
      row.slotKind === 'premium' ? row.requestedSlotId : placeFreeRequest(row.requestedSlotId, free),
  }));
}

function pendingRows(db: Database, query: PageQuery) {
  return db
    .select({
      id: coupons.id,
      couponName: coupons.couponName,
      merchantId: coupons.merchantId,
      merchantName: merchants.merchantName,
      requestedSlotId: coupons.requestedSlotId,
      expiryDate: coupons.expiryDate,
      createdAt: coupons.createdAt,
      slotKind: coupons.slotKind,
      imageUrl: mediaFiles.url,
      couponCode: coupons.couponCode,
      title: coupons.title,
      description: coupons.description,
      termsAndConditions: coupons.termsAndConditions,
      category: coupons.category,
      merchantUrl: coupons.merchantUrl,
      percentage: coupons.percentage,
      discountValuePaise: coupons.discountValuePaise,
      storeName,
      pageKey: pageKeyOf(coupons.createdAt),
    })
    .from(coupons)
    .innerJoin(merchants, eq(merchants.id, coupons.merchantId))
    .leftJoin(stores, storefrontOfMerchant)
    .leftJoin(mediaFiles, eq(mediaFiles.id, coupons.adImageId))
    .where(and(eq(coupons.status, 'pending'), afterCursor(coupons.createdAt, coupons.id, query, 'asc')))
    .orderBy(asc(coupons.createdAt), asc(coupons.id))
    .limit(rowsToFetch(query));
}
