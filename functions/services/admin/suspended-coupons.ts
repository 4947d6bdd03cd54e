import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { NO_VOTES, suspensionMessages, type SuspendedCoupon } from '../../contract/coupon-suspension.ts';
import type { Page, PageQuery } from '../../contract/paging.ts';
import type { Database } from '../../db/database.ts';
import { coupons, merchants } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { couponTrust } from '../coupons/review-coupon-feedback.ts';
import { afterCursor, pageKeyOf, rowsToFetch, toPage } from '../paging.ts';
import { recordAudit } from './record-audit.ts';

/**
 * Coupons shoppers' votes suspended (issue 23 item 3, decision 0069), most recently suspended first, a
 * page at a time, each with its last 30 days' votes and No reasons.
 */
export async function listSuspendedCoupons(
  db: Database,
  query: PageQuery = {},
  now: Date = new Date(),
): Promise<Page<SuspendedCoupon>> {
  const rows = await db
    .select({
      id: coupons.id,
      couponName: coupons.couponName,
      title: coupons.title,
      merchantId: coupons.merchantId,
      merchantName: merchants.merchantName,
      expiryDate: coupons.expiryDate,
      suspendedAt: coupons.suspendedAt,
      pageKey: pageKeyOf(coupons.suspendedAt),
    })
    .from(coupons)
    .innerJoin(merchants, eq(merchants.id, coupons.merchantId))
    .where(and(isNotNull(coupons.suspendedAt), afterCursor(coupons.suspendedAt, coupons.id, query, 'desc')))
    .orderBy(desc(coupons.suspendedAt), desc(coupons.id))
    .limit(rowsToFetch(query));
  const trust = await couponTrust(
    db,
    rows.map((row) => row.id),
    now,
  );
  return toPage(rows, query, ({ suspendedAt, ...row }) => ({
    ...row,
    ...(trust.get(row.id) ?? NO_VOTES),
    suspendedAt: (suspendedAt ?? now).toISOString(),
  }));
}

/**
 * The administrator overrides shoppers' votes: the coupon is listed again at once and auto-hide leaves
 * it alone from now on (suspension_overridden_at), audit-logged. Any coupon may be kept listed ahead of
 * a suspension; an unknown id is a 404.
 */
export async function keepCouponListed(
  db: Database,
  adminAccountId: string,
  couponId: string,
  now: Date = new Date(),
): Promise<{ id: string; suspensionOverriddenAt: string }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ suspendedAt: coupons.suspendedAt })
      .from(coupons)
      .where(eq(coupons.id, couponId))
      .for('update');
    if (!before) throw HttpError.notFound(suspensionMessages.couponNotFound);
    await tx
      .update(coupons)
      .set({ suspendedAt: null, suspensionOverriddenAt: now })
      .where(eq(coupons.id, couponId));
    await recordAudit(tx, {
      actorAccountId: adminAccountId,
      action: 'coupon.keep_listed',
      entity: 'coupon',
      entityId: couponId,
      details: { suspendedAt: before.suspendedAt?.toISOString() ?? null },
    });
    return { id: couponId, suspensionOverriddenAt: now.toISOString() };
  });
}
