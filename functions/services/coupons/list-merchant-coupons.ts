import { and, desc, eq } from 'drizzle-orm';
import type { MerchantCoupon } from '../../contract/merchant.ts';
import type { Page, PageQuery } from '../../contract/paging.ts';
import type { Database } from '../../db/database.ts';
import { coupons, mediaFiles } from '../../db/schema/index.ts';
import { afterCursor, pageKeyOf, rowsToFetch, toPage } from '../paging.ts';

/**
 * A merchant's own coupons with their state, including an administrator's reason for a rejection,
 * newest first, a page at a time (coupons_merchant_idx).
 */
export async function listMerchantCoupons(
  db: Database,
  merchantId: string,
  query: PageQuery = {},
): Promise<Page<MerchantCoupon>> {
  const rows = await db
    .select({
      id: coupons.id,
      couponName: coupons.couponName,
      couponCode: coupons.couponCode,
      status: coupons.status,
      requestedSlotId: coupons.requestedSlotId,
      assignedSlotId: coupons.assignedSlotId,
      rejectReason: coupons.rejectReason,
      expiryDate: coupons.expiryDate,
      expiresAt: coupons.expiresAt,
      revealCount: coupons.revealCount,
      clickOutCount: coupons.clickOutCount,
      createdAt: coupons.createdAt,
      title: coupons.title,
      description: coupons.description,
      termsAndConditions: coupons.termsAndConditions,
      category: coupons.category,
      language: coupons.language,
      percentage: coupons.percentage,
      discountValuePaise: coupons.discountValuePaise,
      merchantUrl: coupons.merchantUrl,
      slotKind: coupons.slotKind,
      imageUrl: mediaFiles.url,
      pageKey: pageKeyOf(coupons.createdAt),
    })
    .from(coupons)
    .leftJoin(mediaFiles, eq(mediaFiles.id, coupons.adImageId))
    .where(and(eq(coupons.merchantId, merchantId), afterCursor(coupons.createdAt, coupons.id, query, 'desc')))
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(rowsToFetch(query));
  const now = Date.now();
  return toPage(rows, query, ({ expiresAt, createdAt, ...row }) => ({
    ...row,
    expired: expiresAt.getTime() <= now,
    createdAt: createdAt.toISOString(),
  }));
}
