import { and, asc, eq } from 'drizzle-orm';
import type { PendingCoupon } from '../../contract/admin.ts';
import type { Page, PageQuery } from '../../contract/paging.ts';
import type { Database } from '../../db/database.ts';
import { coupons, merchants } from '../../db/schema/index.ts';
import { afterCursor, pageKeyOf, rowsToFetch, toPage } from '../paging.ts';

/** Coupons waiting for an administrator, oldest first, a page at a time (the partial index coupons_pending_idx). */
export async function listPendingCoupons(db: Database, query: PageQuery = {}): Promise<Page<PendingCoupon>> {
  const rows = await db
    .select({
      id: coupons.id,
      couponName: coupons.couponName,
      merchantId: coupons.merchantId,
      merchantName: merchants.merchantName,
      requestedSlotId: coupons.requestedSlotId,
      expiryDate: coupons.expiryDate,
      createdAt: coupons.createdAt,
      slotKind: coupons.slotKind,
      pageKey: pageKeyOf(coupons.createdAt),
    })
    .from(coupons)
    .innerJoin(merchants, eq(merchants.id, coupons.merchantId))
    .where(and(eq(coupons.status, 'pending'), afterCursor(coupons.createdAt, coupons.id, query, 'asc')))
    .orderBy(asc(coupons.createdAt), asc(coupons.id))
    .limit(rowsToFetch(query));
  return toPage(rows, query, (row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
