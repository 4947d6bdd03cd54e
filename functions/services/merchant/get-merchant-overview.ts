import { and, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { REVEAL_COUNT_WINDOW_MS } from '../../contract/limits.ts';
import {
  OVERVIEW_COUPON_LIMIT,
  OVERVIEW_DAYS,
  RECENT_ACTIVITY_LIMIT,
  type ActivityEntry,
  type OverviewCouponTrust,
  type DailyCounts,
  type MerchantOverview,
} from '../../contract/merchant-overview.ts';
import type { Database } from '../../db/database.ts';
import {
  accounts,
  countedActions,
  coupons,
  merchantProducts,
  merchants,
  reviews,
  storeFollows,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { todayInIndia } from '../../contract/india-time.ts';
import { countWindowStart } from '../coupons/count-windows.ts';
import { liveCoupon, slotHoldingCoupon } from '../coupons/live-coupons.ts';
import { couponTrust } from '../coupons/review-coupon-feedback.ts';
import { NO_VOTES } from '../../contract/coupon-suspension.ts';
import { shownReview } from '../public/list-reviews.ts';

const DAY_MS = REVEAL_COUNT_WINDOW_MS;

/**
 * The Account Information of one merchant, all of it that merchant's own: contact details (whether
 * there is a password, never the password), live coupons, the counted reveals and click-outs of its
 * coupons over the last OVERVIEW_DAYS India-time days, today included (decision 0014's marks, kept that
 * long), with a count per day, the average rating of its coupons' reviews, and the newest decisions on
 * its coupons and products. A handful of bounded queries, each on an index by merchant.
 */
export async function getMerchantOverview(
  db: Database,
  merchantId: string,
  now: Date = new Date(),
): Promise<MerchantOverview> {
  const firstDay = new Date(countWindowStart(now, DAY_MS).getTime() - (OVERVIEW_DAYS - 1) * DAY_MS);
  const [account, [live], counted, [rating], recentActivity] = await Promise.all([
    readAccount(db, merchantId),
    db
      .select({ total: count() })
      .from(coupons)
      .where(and(eq(coupons.merchantId, merchantId), liveCoupon)),
    db
      .select({ windowStart: countedActions.windowStart, action: countedActions.action, total: count() })
      .from(countedActions)
      .innerJoin(coupons, eq(coupons.id, countedActions.couponId))
      .where(and(eq(coupons.merchantId, merchantId), gte(countedActions.windowStart, firstDay)))
      .groupBy(countedActions.windowStart, countedActions.action),
    db
      .select({
        averageRating: sql<number | null>`round(avg(${reviews.rating}), 1)::float8`,
        totalReviews: count(),
      })
      .from(reviews)
      .innerJoin(coupons, eq(coupons.id, reviews.couponId))
      .where(and(eq(coupons.merchantId, merchantId), shownReview)),
    listRecentActivity(db, merchantId),
  ]);
  const [followers, couponTrust] = await Promise.all([
    db.$count(storeFollows, eq(storeFollows.merchantId, merchantId)),
    listCouponTrust(db, merchantId, now),
  ]);

  const daily: DailyCounts[] = Array.from({ length: OVERVIEW_DAYS }, (_, index) => ({
    day: todayInIndia(new Date(firstDay.getTime() + index * DAY_MS)),
    reveals: 0,
    clickOuts: 0,
  }));
  const byDay = new Map(daily.map((entry) => [entry.day, entry]));
  for (const row of counted) {
    const entry = byDay.get(todayInIndia(row.windowStart));
    if (!entry) continue; // a window after today: not possible with a right clock, and not counted
    if (row.action === 'reveal') entry.reveals += row.total;
    else entry.clickOuts += row.total;
  }

  return {
    account,
    stats: {
      liveCoupons: live?.total ?? 0,
      reveals: daily.reduce((sum, entry) => sum + entry.reveals, 0),
      clickOuts: daily.reduce((sum, entry) => sum + entry.clickOuts, 0),
      averageRating: rating?.averageRating === null || !rating ? null : Number(rating.averageRating),
      totalReviews: rating?.totalReviews ?? 0,
      followers,
    },
    couponTrust,
    daily,
    recentActivity,
  };
}

/** The merchant's approved, unexpired coupons (live or suspended) with their votes, most voted first. */
async function listCouponTrust(db: Database, merchantId: string, now: Date): Promise<OverviewCouponTrust[]> {
  const rows = await db
    .select({ id: coupons.id, couponName: coupons.couponName, suspendedAt: coupons.suspendedAt })
    .from(coupons)
    .where(and(eq(coupons.merchantId, merchantId), slotHoldingCoupon))
    .orderBy(desc(coupons.createdAt))
    .limit(OVERVIEW_COUPON_LIMIT);
  const trust = await couponTrust(
    db,
    rows.map((row) => row.id),
    now,
  );
  return rows
    .map((row) => ({
      id: row.id,
      couponName: row.couponName,
      suspendedAt: row.suspendedAt?.toISOString() ?? null,
      ...(trust.get(row.id) ?? NO_VOTES),
    }))
    .sort((a, b) => b.votes - a.votes);
}

async function readAccount(db: Database, merchantId: string): Promise<MerchantOverview['account']> {
  const [row] = await db
    .select({
      email: merchants.email,
      phone: merchants.mobile,
      hasPassword: sql<boolean>`${accounts.passwordHash} is not null`,
    })
    .from(merchants)
    .innerJoin(accounts, eq(accounts.id, merchants.accountId))
    .where(eq(merchants.id, merchantId));
  if (!row) throw HttpError.notFound('Merchant not found.');
  return row;
}

/**
 * The newest coupon submissions, approvals and rejections (with the reason) and product decisions,
 * merged newest first. Each kind is read newest first and bounded, so the merge needs no more rows.
 * A rejection is dated by the coupon's last change, which is the rejection: an edit sends it back to
 * pending, and counting a reveal keeps updated_at.
 */
async function listRecentActivity(db: Database, merchantId: string): Promise<ActivityEntry[]> {
  const mine = eq(coupons.merchantId, merchantId);
  const [submitted, approved, rejected, products] = await Promise.all([
    db
      .select({ subject: coupons.couponName, at: coupons.createdAt })
      .from(coupons)
      .where(mine)
      .orderBy(desc(coupons.createdAt))
      .limit(RECENT_ACTIVITY_LIMIT),
    db
      .select({
        subject: coupons.couponName,
        at: coupons.approvedAt,
        status: coupons.status,
        slot: coupons.assignedSlotId,
      })
      .from(coupons)
      .where(and(mine, isNotNull(coupons.approvedAt)))
      .orderBy(desc(coupons.approvedAt))
      .limit(RECENT_ACTIVITY_LIMIT),
    db
      .select({ subject: coupons.couponName, at: coupons.updatedAt, reason: coupons.rejectReason })
      .from(coupons)
      .where(and(mine, eq(coupons.status, 'rejected')))
      .orderBy(desc(coupons.updatedAt))
      .limit(RECENT_ACTIVITY_LIMIT),
    db
      .select({
        subject: merchantProducts.productName,
        at: merchantProducts.reviewedAt,
        isApproved: merchantProducts.isApproved,
        reason: merchantProducts.rejectionReason,
        advisedChanges: merchantProducts.advisedChanges,
      })
      .from(merchantProducts)
      .where(and(eq(merchantProducts.merchantId, merchantId), isNotNull(merchantProducts.reviewedAt)))
      .orderBy(desc(merchantProducts.reviewedAt))
      .limit(RECENT_ACTIVITY_LIMIT),
  ]);

  const entries: (Omit<ActivityEntry, 'at'> & { at: Date })[] = [
    ...submitted.map((row) => ({
      kind: 'coupon_submitted' as const,
      subject: row.subject,
      detail: null,
      at: row.at,
    })),
    ...approved.map((row) => ({
      kind: 'coupon_approved' as const,
      subject: row.subject,
      detail: row.status === 'approved' && row.slot !== null ? `Slot ${row.slot}` : null,
      at: row.at ?? new Date(0),
    })),
    ...rejected.map((row) => ({
      kind: 'coupon_rejected' as const,
      subject: row.subject,
      detail: row.reason,
      at: row.at,
    })),
    ...products.map((row) => ({
      kind: row.isApproved ? ('product_approved' as const) : ('product_rejected' as const),
      subject: row.subject,
      detail: row.isApproved ? null : productAdvice(row.reason, row.advisedChanges),
      at: row.at ?? new Date(0),
    })),
  ];
  return entries
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, RECENT_ACTIVITY_LIMIT)
    .map((entry) => ({ ...entry, at: entry.at.toISOString() }));
}

function productAdvice(reason: string | null, advisedChanges: string | null): string | null {
  const parts = [reason, advisedChanges && `Advised changes: ${advisedChanges}`].filter(Boolean);
  return parts.length > 0 ? parts.join('. ') : null;
}
