import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { NO_VOTES } from '../../contract/coupon-suspension.ts';
import type { MerchantCoupon } from '../../contract/merchant.ts';
import type { Page, PageQuery } from '../../contract/paging.ts';
import type { Database } from '../../db/database.ts';
import { coupons, mediaFiles, payments } from '../../db/schema/index.ts';
import {
  DEFAULT_SLOT_PRICE_SETTINGS,
  readSlotPrices,
  type SlotPriceSettings,
} from '../payments/slot-prices.ts';
import { editsOfCoupons } from './coupon-edits.ts';
import { couponCountColumns } from './coupon-counts.ts';
import { couponTrust } from './review-coupon-feedback.ts';
import { afterCursor, pageKeyOf, rowsToFetch, toPage } from '../paging.ts';

/**
 * A merchant's own coupons with their state, including an administrator's reason for a rejection,
 * a suspension by shoppers' votes and the last 30 days' votes (issue 23, decision 0069), newest first, a page at a time (coupons_merchant_idx).
 */
export async function listMerchantCoupons(
  db: Database,
  merchantId: string,
  query: PageQuery = {},
  settings: SlotPriceSettings = DEFAULT_SLOT_PRICE_SETTINGS,
  clock: Date = new Date(),
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
      // Exact: the coupon's columns plus its shards' unfolded counts (decision 0078).
      ...couponCountColumns(),
      createdAt: coupons.createdAt,
      title: coupons.title,
      description: coupons.description,
      termsAndConditions: coupons.termsAndConditions,
      category: coupons.category,
      language: coupons.language,
      percentage: coupons.percentage,
      discountValuePaise: coupons.discountValuePaise,
      discountKind: coupons.discountKind,
      merchantUrl: coupons.merchantUrl,
      slotKind: coupons.slotKind,
      imageUrl: mediaFiles.url,
      suspendedAt: coupons.suspendedAt,
      reconfirmedAt: coupons.reconfirmedAt,
      pageKey: pageKeyOf(coupons.createdAt),
    })
    .from(coupons)
    .leftJoin(mediaFiles, eq(mediaFiles.id, coupons.adImageId))
    .where(and(eq(coupons.merchantId, merchantId), afterCursor(coupons.createdAt, coupons.id, query, 'desc')))
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(rowsToFetch(query));
  const now = clock.getTime();
  const trust = await couponTrust(
    db,
    rows.map((row) => row.id),
    clock,
  );
  const edits = await editsOfCoupons(
    db,
    rows.map((row) => row.id),
  );
  const premium = rows.filter((row) => row.slotKind === 'premium');
  const paid = await paidPremiumPayments(
    db,
    premium.map((row) => row.id),
  );
  const prices = await readSlotPrices(
    db,
    premium.filter((row) => row.status === 'awaiting_payment').map((row) => row.requestedSlotId),
    settings,
  );
  return toPage(rows, query, ({ expiresAt, createdAt, suspendedAt, reconfirmedAt, ...row }) => ({
    ...row,
    expired: expiresAt.getTime() <= now,
    createdAt: createdAt.toISOString(),
    premiumPayment: premiumPaymentOf(row, paid, prices),
    suspendedAt: suspendedAt?.toISOString() ?? null,
    reconfirmedAt: reconfirmedAt?.toISOString() ?? null,
    trust: trust.get(row.id) ?? NO_VOTES,
    pendingEdit: edits.get(row.id) ?? null,
  }));
}

type PaidPayments = Map<string, { amountPaise: number; paidAt: Date }>;

/** The newest paid premium-slot payment of each coupon. */
async function paidPremiumPayments(db: Database, couponIds: string[]): Promise<PaidPayments> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ couponId: payments.couponId, amountPaise: payments.amountPaise, paidAt: payments.paidAt })
    .from(payments)
    .where(
      and(
        inArray(payments.couponId, couponIds),
        eq(payments.purpose, 'premium_slot'),
        eq(payments.status, 'paid'),
      ),
    )
    .orderBy(asc(payments.paidAt));
  const found: PaidPayments = new Map();
  for (const row of rows)
    if (row.couponId && row.paidAt)
      found.set(row.couponId, { amountPaise: row.amountPaise, paidAt: row.paidAt });
  return found;
}

function premiumPaymentOf(
  row: { id: string; slotKind: 'free' | 'premium'; status: string; requestedSlotId: number },
  paid: PaidPayments,
  prices: Map<number, number>,
): MerchantCoupon['premiumPayment'] {
  if (row.slotKind !== 'premium') return null;
  if (row.status === 'awaiting_payment')
    return { state: 'awaiting', pricePaise: prices.get(row.requestedSlotId) ?? 0 };
  const payment = paid.get(row.id);
  return payment
    ? { state: 'paid', amountPaise: payment.amountPaise, paidAt: payment.paidAt.toISOString() }
    : null;
}
