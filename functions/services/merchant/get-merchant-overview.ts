import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  DEFAULT_FIGURE_PERIOD,
  figureMessages,
  FUNNEL_COUPON_LIMIT,
  OVERVIEW_COUPON_LIMIT,
  RECENT_ACTIVITY_LIMIT,
  type ActivityEntry,
  type CouponFunnel,
  type DailyCounts,
  type FigurePeriod,
  type MerchantOverview,
  type OrdersByStatus,
  type OverviewCouponTrust,
} from '../../contract/merchant-overview.ts';
import { ORDER_STATUS_LABELS, ORDER_STATUS_VALUES } from '../../contract/orders.ts';
import { formatPaise } from '../../contract/money.ts';
import type { Database } from '../../db/database.ts';
import {
  accounts,
  cashbackClaims,
  countedActions,
  coupons,
  merchantProducts,
  merchantSales,
  merchants,
  reviews,
  shopOrders,
  storeFollows,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { addDays, startOfIndianDay, todayInIndia } from '../../contract/india-time.ts';
import { readStatementTotals } from '../earnings/merchant-statement.ts';
import { liveCoupon, slotHoldingCoupon } from '../coupons/live-coupons.ts';
import { couponTrust } from '../coupons/review-coupon-feedback.ts';
import { NO_VOTES } from '../../contract/coupon-suspension.ts';
import { shownReview } from '../public/list-reviews.ts';
import { overviewQueryMessages } from '../../contract/merchant-overview-query.ts';

/**
 * The Account Information of one merchant, all of it that merchant's own: contact details (whether
 * there is a password, never the password), live coupons, and over the last `days` (7, 30 or 90)
 * India-time days, today included: the counted views, reveals and click-outs of its coupons (decision
 * 0014's marks, kept 90 days), its sales and revenue (merchant_sales by sale date), the cashback owed
 * on them (the statement's "due", decision 0062), its followers and a funnel per coupon (issue 24
 * item 8, decision 0076); a count per day, the average rating of its coupons' reviews, and the newest
 * decisions, sales and claims. A handful of aggregate queries, each bounded by merchant and period on
 * an index by merchant.
 */
export async function getMerchantOverview(
  db: Database,
  merchantId: string,
  now: Date = new Date(),
  days: FigurePeriod = DEFAULT_FIGURE_PERIOD,
): Promise<MerchantOverview> {
  const to = todayInIndia(now);
  const from = addDays(to, -(days - 1));
  const firstDay = startOfIndianDay(from);
  const [account, [live], marks, salesByDay, [rating], recentActivity] = await Promise.all([
    readAccount(db, merchantId),
    db
      .select({ total: count() })
      .from(coupons)
      .where(and(eq(coupons.merchantId, merchantId), liveCoupon)),
    // The counted marks of the merchant's coupons per India day and action: through the coupons'
    // merchant index, then each coupon's marks by (coupon, action, window) from the period's first day.
    db
      .select({ day: markDay, action: countedActions.action, total: count() })
      .from(countedActions)
      .innerJoin(coupons, eq(coupons.id, countedActions.couponId))
      .where(
        and(
          eq(coupons.merchantId, merchantId),
          inArray(countedActions.action, MARK_ACTIONS),
          gte(countedActions.windowStart, firstDay),
        ),
      )
      .groupBy(markDay, countedActions.action),
    // The period's sales per sale date (an India date): merchant_sales_merchant_idx (merchant, sale date).
    db
      .select({
        day: merchantSales.saleDate,
        sales: count(),
        revenuePaise: sql<number>`coalesce(sum(${merchantSales.saleAmountPaise}), 0)`.mapWith(Number),
        withoutCoupon: sql<number>`count(*) filter (where ${merchantSales.couponId} is null)`.mapWith(Number),
        revenueWithoutCouponPaise:
          sql<number>`coalesce(sum(${merchantSales.saleAmountPaise}) filter (where ${merchantSales.couponId} is null), 0)`.mapWith(
            Number,
          ),
      })
      .from(merchantSales)
      .where(
        and(
          eq(merchantSales.merchantId, merchantId),
          gte(merchantSales.saleDate, from),
          lte(merchantSales.saleDate, to),
        ),
      )
      .groupBy(merchantSales.saleDate),
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
  const [[follows], couponTrust, owed, funnel, ordersByStatus] = await Promise.all([
    db
      .select({
        total: count(),
        since:
          sql<number>`count(*) filter (where ${storeFollows.createdAt} >= ${firstDay.toISOString()}::timestamptz)`.mapWith(
            Number,
          ),
      })
      .from(storeFollows)
      .where(eq(storeFollows.merchantId, merchantId)),
    listCouponTrust(db, merchantId, now),
    readStatementTotals(db, merchantId, { from, next: addDays(to, 1) }),
    listCouponFunnel(db, merchantId, { from, to, firstDay }),
    countOrdersByStatus(db, merchantId, firstDay, startOfIndianDay(addDays(to, 1))),
  ]);

  const daily: DailyCounts[] = Array.from({ length: days }, (_, index) => ({
    day: addDays(from, index),
    reveals: 0,
    clickOuts: 0,
    views: 0,
    sales: 0,
  }));
  const byDay = new Map(daily.map((entry) => [entry.day, entry]));
  for (const row of marks) {
    const entry = byDay.get(row.day);
    if (!entry) continue; // a window after today: not possible with a right clock, and not counted
    if (row.action === 'reveal') entry.reveals += row.total;
    else if (row.action === 'click_out') entry.clickOuts += row.total;
    else entry.views += row.total;
  }
  const sum = (pick: (row: (typeof salesByDay)[number]) => number) =>
    salesByDay.reduce((total, row) => total + pick(row), 0);
  for (const row of salesByDay) {
    const entry = byDay.get(row.day);
    if (entry) entry.sales += row.sales;
  }
  const total = (pick: (entry: DailyCounts) => number) => daily.reduce((sum, entry) => sum + pick(entry), 0);
  const followers = follows?.total ?? 0;

  return {
    account,
    stats: {
      liveCoupons: live?.total ?? 0,
      reveals: total((entry) => entry.reveals),
      clickOuts: total((entry) => entry.clickOuts),
      averageRating: rating?.averageRating === null || !rating ? null : Number(rating.averageRating),
      totalReviews: rating?.totalReviews ?? 0,
      followers,
    },
    couponTrust,
    daily,
    recentActivity,
    days,
    from,
    to,
    figures: {
      views: total((entry) => entry.views),
      reveals: total((entry) => entry.reveals),
      clickOuts: total((entry) => entry.clickOuts),
      sales: sum((row) => row.sales),
      revenuePaise: sum((row) => row.revenuePaise),
      cashbackOwedPaise: Number(owed?.duePaise ?? 0),
      followers,
      newFollowers: follows?.since ?? 0,
      salesWithoutCoupon: sum((row) => row.withoutCoupon),
      revenueWithoutCouponPaise: sum((row) => row.revenueWithoutCouponPaise),
    },
    funnel,
    ordersByStatus,
  };
}

/**
 * The orders placed in the period (issue 24 items 6 and 8) by the status each has now: one aggregate on
 * shop_orders_merchant_idx (merchant, created_at). Every status is listed (zeros too) once the period
 * has any order; a merchant without orders in it gets an empty list, and the tab shows no section.
 */
async function countOrdersByStatus(
  db: Database,
  merchantId: string,
  start: Date,
  end: Date,
): Promise<OrdersByStatus[]> {
  const rows = await db
    .select({ status: shopOrders.status, total: count() })
    .from(shopOrders)
    .where(
      and(
        eq(shopOrders.merchantId, merchantId),
        gte(shopOrders.createdAt, start),
        lt(shopOrders.createdAt, end),
      ),
    )
    .groupBy(shopOrders.status);
  if (rows.length === 0) return [];
  const byStatus = new Map(rows.map((row) => [row.status, row.total]));
  return ORDER_STATUS_VALUES.map((status) => ({
    status,
    label: ORDER_STATUS_LABELS[status],
    count: byStatus.get(status) ?? 0,
  }));
}

const MARK_ACTIONS = ['view', 'reveal', 'click_out'] as const;

/** The India-time day (YYYY-MM-DD) a mark's window starts in, whatever the session's time zone. */
const markDay = sql<string>`to_char((${countedActions.windowStart} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

/**
 * Each coupon's funnel over the period: its counted views, reveals and click-outs, and its sales (by
 * sale date) with their amount. Two aggregates, one over the merchant's coupons' marks and one over the
 * merchant's sales, joined to the merchant's coupons; the coupons with anything in the period, most
 * viewed first, at most FUNNEL_COUPON_LIMIT.
 */
async function listCouponFunnel(
  db: Database,
  merchantId: string,
  period: { from: string; to: string; firstDay: Date },
): Promise<CouponFunnel[]> {
  const markTotals = db.$with('mark_totals').as(
    db
      .select({
        couponId: countedActions.couponId,
        views: sql<number>`count(*) filter (where ${countedActions.action} = 'view')`.as('views'),
        reveals: sql<number>`count(*) filter (where ${countedActions.action} = 'reveal')`.as('reveals'),
        clickOuts: sql<number>`count(*) filter (where ${countedActions.action} = 'click_out')`.as(
          'click_outs',
        ),
      })
      .from(countedActions)
      .innerJoin(coupons, eq(coupons.id, countedActions.couponId))
      .where(
        and(
          eq(coupons.merchantId, merchantId),
          inArray(countedActions.action, MARK_ACTIONS),
          gte(countedActions.windowStart, period.firstDay),
        ),
      )
      .groupBy(countedActions.couponId),
  );
  const saleTotals = db.$with('sale_totals').as(
    db
      .select({
        couponId: merchantSales.couponId,
        sales: sql<number>`count(*)`.as('sales'),
        revenuePaise: sql<number>`sum(${merchantSales.saleAmountPaise})`.as('revenue_paise'),
      })
      .from(merchantSales)
      .where(
        and(
          eq(merchantSales.merchantId, merchantId),
          gte(merchantSales.saleDate, period.from),
          lte(merchantSales.saleDate, period.to),
          isNotNull(merchantSales.couponId),
        ),
      )
      .groupBy(merchantSales.couponId),
  );
  const views = sql<number>`coalesce(${markTotals.views}, 0)`.mapWith(Number);
  const reveals = sql<number>`coalesce(${markTotals.reveals}, 0)`.mapWith(Number);
  const clickOuts = sql<number>`coalesce(${markTotals.clickOuts}, 0)`.mapWith(Number);
  const sales = sql<number>`coalesce(${saleTotals.sales}, 0)`.mapWith(Number);
  return db
    .with(markTotals, saleTotals)
    .select({
      couponId: coupons.id,
      couponName: coupons.couponName,
      views,
      reveals,
      clickOuts,
      sales,
      revenuePaise: sql<number>`coalesce(${saleTotals.revenuePaise}, 0)`.mapWith(Number),
    })
    .from(coupons)
    .leftJoin(markTotals, eq(markTotals.couponId, coupons.id))
    .leftJoin(saleTotals, eq(saleTotals.couponId, coupons.id))
    .where(
      and(
        eq(coupons.merchantId, merchantId),
        or(isNotNull(markTotals.couponId), isNotNull(saleTotals.couponId)),
      ),
    )
    .orderBy(
      desc(views),
      desc(reveals),
      desc(clickOuts),
      desc(sales),
      asc(coupons.couponName),
      asc(coupons.id),
    )
    .limit(FUNNEL_COUPON_LIMIT);
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
  if (!row) throw HttpError.notFound(overviewQueryMessages.merchantNotFound);
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
  const [submitted, approved, rejected, products, sales, claimsFiled, claimsDecided, placed, cancelled] =
    await Promise.all([
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
      // Sales as they were recorded (merchant_sales_merchant_recent_idx).
      db
        .select({
          subject: coupons.couponName,
          at: merchantSales.createdAt,
          amountPaise: merchantSales.saleAmountPaise,
          reference: merchantSales.orderReference,
        })
        .from(merchantSales)
        .leftJoin(coupons, eq(coupons.id, merchantSales.couponId))
        .where(eq(merchantSales.merchantId, merchantId))
        .orderBy(desc(merchantSales.createdAt))
        .limit(RECENT_ACTIVITY_LIMIT),
      // Missing-cashback claims as shoppers filed them, and as the merchant decided them.
      db
        .select({
          subject: coupons.couponName,
          at: cashbackClaims.createdAt,
          amountPaise: cashbackClaims.amountPaise,
          reference: cashbackClaims.orderReference,
        })
        .from(cashbackClaims)
        .leftJoin(coupons, eq(coupons.id, cashbackClaims.couponId))
        .where(eq(cashbackClaims.merchantId, merchantId))
        .orderBy(desc(cashbackClaims.createdAt))
        .limit(RECENT_ACTIVITY_LIMIT),
      db
        .select({
          subject: coupons.couponName,
          at: cashbackClaims.decidedAt,
          status: cashbackClaims.status,
          amountPaise: cashbackClaims.amountPaise,
          reference: cashbackClaims.orderReference,
          reason: cashbackClaims.declineReason,
        })
        .from(cashbackClaims)
        .leftJoin(coupons, eq(coupons.id, cashbackClaims.couponId))
        .where(and(eq(cashbackClaims.merchantId, merchantId), isNotNull(cashbackClaims.decidedAt)))
        .orderBy(desc(cashbackClaims.decidedAt))
        .limit(RECENT_ACTIVITY_LIMIT),
      // Orders placed from Buy Now, newest first (shop_orders_merchant_idx).
      db
        .select({
          subject: shopOrders.productName,
          at: shopOrders.createdAt,
          amountPaise: shopOrders.pricePaise,
          number: shopOrders.number,
        })
        .from(shopOrders)
        .where(eq(shopOrders.merchantId, merchantId))
        .orderBy(desc(shopOrders.createdAt))
        .limit(RECENT_ACTIVITY_LIMIT),
      // Orders cancelled (by the merchant, an administrator's refund or the provider's): the newest
      // cancelled orders on shop_orders_merchant_status_idx (merchant, status, created_at), dated by
      // their cancel. Bounded by the index; an old order cancelled after ten newer cancelled ones is left
      // out, which ten newer entries would push off the list anyway in all but odd cases.
      db
        .select({
          subject: shopOrders.productName,
          at: shopOrders.cancelledAt,
          amountPaise: shopOrders.pricePaise,
          number: shopOrders.number,
          reason: shopOrders.cancelReason,
        })
        .from(shopOrders)
        .where(and(eq(shopOrders.merchantId, merchantId), eq(shopOrders.status, 'cancelled')))
        .orderBy(desc(shopOrders.createdAt))
        .limit(RECENT_ACTIVITY_LIMIT),
    ]);
  const M = figureMessages;

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
    ...sales.map((row) => ({
      kind: 'sale_recorded' as const,
      subject: row.subject ?? M.noCoupon,
      detail: M.saleDetail(formatPaise(row.amountPaise), row.reference),
      at: row.at,
    })),
    ...claimsFiled.map((row) => ({
      kind: 'claim_filed' as const,
      subject: row.subject ?? M.noCoupon,
      detail: M.claimDetail(formatPaise(row.amountPaise), row.reference),
      at: row.at,
    })),
    ...claimsDecided.map((row) => ({
      kind: row.status === 'declined' ? ('claim_declined' as const) : ('claim_accepted' as const),
      subject: row.subject ?? M.noCoupon,
      detail: [M.claimDetail(formatPaise(row.amountPaise), row.reference), row.reason]
        .filter(Boolean)
        .join('. '),
      at: row.at ?? new Date(0),
    })),
    ...placed.map((row) => ({
      kind: 'order_placed' as const,
      subject: row.subject,
      detail: M.orderDetail(formatPaise(row.amountPaise), row.number),
      at: row.at,
    })),
    ...cancelled.map((row) => ({
      kind: 'order_cancelled' as const,
      subject: row.subject,
      detail: [M.orderDetail(formatPaise(row.amountPaise), row.number), row.reason]
        .filter(Boolean)
        .join('. '),
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
