import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Page, PageQuery } from '../../contract/paging.ts';
import { reviewMessages, type AdminReview } from '../../contract/reviews.ts';
import type { Database } from '../../db/database.ts';
import { accounts, coupons, merchants, reviews } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { afterCursor, pageKeyOf, rowsToFetch, toPage } from '../paging.ts';
import { recordAudit } from './record-audit.ts';

/**
 * The administrator's Reviews tab: every review, newest first, a page at a time (reviews_newest_idx),
 * hidden ones too; hiding or showing one is written to the audit log. A hidden review leaves
 * get-all-reviews, the merchant ratings and every merchant figure.
 */
export async function listReviewsForAdmin(db: Database, query: PageQuery = {}): Promise<Page<AdminReview>> {
  const rows = await db
    .select({
      id: reviews.id,
      couponName: coupons.couponName,
      merchantName: merchants.merchantName,
      userName: accounts.displayName,
      rating: reviews.rating,
      reviewText: sql<string>`coalesce(${reviews.reviewText}, ${reviews.remarks})`,
      hidden: sql<boolean>`${reviews.hiddenAt} is not null`,
      createdAt: reviews.createdAt,
      pageKey: pageKeyOf(reviews.createdAt),
    })
    .from(reviews)
    .innerJoin(coupons, eq(coupons.id, reviews.couponId))
    .innerJoin(merchants, eq(merchants.id, reviews.merchantId))
    .innerJoin(accounts, eq(accounts.id, reviews.accountId))
    .where(afterCursor(reviews.createdAt, reviews.id, query, 'desc'))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(rowsToFetch(query));
  return toPage(rows, query, (row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}

/** Hides or shows a review. Idempotent: only a real change is made and audit-logged. 404 for no such review. */
export async function setReviewHidden(db: Database, adminId: string, reviewId: string, hidden: boolean) {
  await db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id, couponId: reviews.couponId, accountId: reviews.accountId })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .limit(1);
    if (!review) throw HttpError.notFound(reviewMessages.reviewNotFound);
    const [changed] = await tx
      .update(reviews)
      // updated_at stays: hiding is not the author's edit.
      .set({ hiddenAt: hidden ? new Date() : null, updatedAt: sql`${reviews.updatedAt}` })
      .where(and(eq(reviews.id, reviewId), hidden ? isNull(reviews.hiddenAt) : isNotNull(reviews.hiddenAt)))
      .returning({ id: reviews.id });
    if (!changed) return;
    await recordAudit(tx, {
      actorAccountId: adminId,
      action: hidden ? 'hide' : 'show',
      entity: 'review',
      entityId: reviewId,
      details: { couponId: review.couponId, accountId: review.accountId },
    });
  });
}
