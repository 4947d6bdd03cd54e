import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { paiseToTokens, type EarningsEntry, type EarningsResponse } from '../../contract/earnings.ts';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  cashbackClicks,
  coupons,
  earningsLedger,
  merchants,
  merchantSales,
  payouts,
  stores,
} from '../../db/schema/index.ts';
import { storeName, storefrontOfMerchant } from '../stores/store-identity.ts';
import { readBalance, refundedShareOf } from './read-balance.ts';
import { indiaDateOf } from '../../contract/india-time.ts';
import { paiseToRupees } from '../../contract/money.ts';
import {
  DEFAULT_PAYOUT_MIN_RUPEES,
  ENTRY_STATUS_LABELS,
  ENTRY_TYPE_LABELS,
  myEarningsTexts,
  purchaseText,
  timelineTexts,
  withdrawMinimumText,
  withdrawOpenPayoutText,
  type EarningsSummary,
  type EarningsTimeline,
  type EntryPayoutStatus,
} from '../../contract/my-earnings.ts';
import { HttpError } from '../../http/http-error.ts';
import { bonusTimeline, payoutTimeline, saleTimeline } from './earnings-timeline.ts';

/** How many of an account's newest sales and bonuses My Earnings lists (the totals count them all). */
export const EARNINGS_HISTORY_LIMIT = 200;

const confirmation = alias(earningsLedger, 'confirmation');
const reversal = alias(earningsLedger, 'reversal');
const bonusReversal = alias(earningsLedger, 'bonus_reversal');
const returned = alias(earningsLedger, 'returned');

export interface ReadEarningsOptions {
  /** The smallest payout in rupees (payoutMinimumRupees(config)); default 50. */
  payoutMinRupees?: number;
}

/** The account's sales with cashback (all, or only `saleId`), newest purchase first. */
function readSales(db: Database, accountId: string, saleId?: string) {
  const where: SQL[] = [eq(earningsLedger.accountId, accountId), eq(earningsLedger.kind, 'credit_pending')];
  if (saleId) where.push(eq(merchantSales.id, saleId));
  return (
    db
      .select({
        id: merchantSales.id,
        couponName: coupons.couponName,
        storeName,
        saleAmountPaise: merchantSales.saleAmountPaise,
        saleDate: merchantSales.saleDate,
        source: merchantSales.source,
        clickAt: cashbackClicks.createdAt,
        cashbackPaise: earningsLedger.amountPaise,
        pendingAt: earningsLedger.createdAt,
        refundedSharePaise: refundedShareOf(earningsLedger.saleId),
        confirmAfter: earningsLedger.confirmAfter,
        confirmedAt: confirmation.createdAt,
        reason: reversal.reason,
        reversedAt: reversal.createdAt,
      })
      .from(earningsLedger)
      .innerJoin(merchantSales, eq(merchantSales.id, earningsLedger.saleId))
      .innerJoin(merchants, eq(merchants.id, merchantSales.merchantId))
      .leftJoin(stores, storefrontOfMerchant)
      .leftJoin(coupons, eq(coupons.id, merchantSales.couponId))
      // Only a click by this shopper counts (attributeClick checks it when the sale is recorded).
      .leftJoin(
        cashbackClicks,
        and(eq(cashbackClicks.id, merchantSales.clickId), eq(cashbackClicks.accountId, accountId)),
      )
      .leftJoin(
        confirmation,
        and(eq(confirmation.saleId, earningsLedger.saleId), eq(confirmation.kind, 'credit_confirmed')),
      )
      // The sale's one whole reversal; a partial refund's share (decision 0045) only lowers the cashback.
      .leftJoin(
        reversal,
        and(
          eq(reversal.saleId, earningsLedger.saleId),
          eq(reversal.kind, 'credit_reversed'),
          isNull(reversal.paymentRefundId),
        ),
      )
      .where(and(...where))
      .orderBy(desc(merchantSales.saleDate), desc(earningsLedger.createdAt))
      .limit(EARNINGS_HISTORY_LIMIT)
  );
}

/** The account's referral bonuses (all, or only the entry `bonusId`). */
function readBonuses(db: Database, accountId: string, bonusId?: string) {
  const where: SQL[] = [eq(earningsLedger.accountId, accountId), eq(earningsLedger.kind, 'referral_bonus')];
  if (bonusId) where.push(eq(earningsLedger.id, bonusId));
  return db
    .select({
      id: earningsLedger.id,
      amountPaise: earningsLedger.amountPaise,
      saleAmountPaise: merchantSales.saleAmountPaise,
      createdAt: earningsLedger.createdAt,
      reason: bonusReversal.reason,
      reversedAt: bonusReversal.createdAt,
    })
    .from(earningsLedger)
    .leftJoin(merchantSales, eq(merchantSales.id, earningsLedger.saleId))
    .leftJoin(bonusReversal, eq(bonusReversal.reversedEntryId, earningsLedger.id))
    .where(and(...where))
    .orderBy(desc(earningsLedger.createdAt))
    .limit(EARNINGS_HISTORY_LIMIT);
}

/** The account's payouts with the entry that returned their tokens, if any (all, or the one `entryId` names). */
function readPayouts(db: Database, accountId: string, entryId?: string) {
  const where: SQL[] = [eq(payouts.accountId, accountId)];
  if (entryId) where.push(sql`(${payouts.id} = ${entryId} or ${returned.id} = ${entryId})`);
  return db
    .select({
      id: payouts.id,
      amountPaise: payouts.amountPaise,
      upiId: payouts.upiId,
      status: payouts.status,
      holdReason: payouts.holdReason,
      failureReason: payouts.failureReason,
      createdAt: payouts.createdAt,
      sentAt: payouts.sentAt,
      settledAt: payouts.settledAt,
      updatedAt: payouts.updatedAt,
      returnedId: returned.id,
      returnedPaise: returned.amountPaise,
      returnedAt: returned.createdAt,
    })
    .from(payouts)
    .leftJoin(returned, and(eq(returned.payoutId, payouts.id), eq(returned.kind, 'withdrawal_returned')))
    .where(and(...where))
    .orderBy(desc(payouts.createdAt))
    .limit(EARNINGS_HISTORY_LIMIT);
}

type SaleRow = Awaited<ReturnType<typeof readSales>>[number];
type BonusRow = Awaited<ReturnType<typeof readBonuses>>[number];
type PayoutRow = Awaited<ReturnType<typeof readPayouts>>[number];

function saleEntry(sale: SaleRow): EarningsEntry {
  const status = sale.reason !== null ? 'reversed' : sale.confirmedAt ? 'confirmed' : 'pending';
  const purchaseAmount = paiseToRupees(sale.saleAmountPaise);
  return {
    id: sale.id,
    purchaseType: sale.couponName ?? sale.storeName,
    storeName: sale.storeName,
    purchaseAmount,
    purchaseDate: sale.saleDate,
    tokens: paiseToTokens(
      sale.reason !== null ? sale.cashbackPaise : sale.cashbackPaise - sale.refundedSharePaise,
    ),
    status,
    reason: sale.reason,
    expectedConfirmationDate: sale.confirmAfter,
    kind: 'cashback',
    typeLabel: ENTRY_TYPE_LABELS.cashback,
    amountText: purchaseText(purchaseAmount),
    direction: 'in',
    statusLabel: ENTRY_STATUS_LABELS[status],
    payoutStatus: null,
    timeline: saleTimeline(sale),
  };
}

function bonusEntry(bonus: BonusRow): EarningsEntry {
  const status = bonus.reason !== null ? 'reversed' : 'confirmed';
  const purchaseAmount = paiseToRupees(bonus.saleAmountPaise ?? 0);
  return {
    id: bonus.id,
    purchaseType: ENTRY_TYPE_LABELS.referral_bonus,
    storeName: null,
    purchaseAmount,
    purchaseDate: indiaDateOf(bonus.createdAt),
    tokens: paiseToTokens(bonus.amountPaise),
    status,
    reason: bonus.reason,
    expectedConfirmationDate: null,
    kind: 'referral_bonus',
    typeLabel: ENTRY_TYPE_LABELS.referral_bonus,
    amountText: purchaseText(purchaseAmount),
    direction: 'in',
    statusLabel: ENTRY_STATUS_LABELS[status],
    payoutStatus: null,
    timeline: bonusTimeline({ ...bonus, friendSaleAmountPaise: bonus.saleAmountPaise }),
  };
}

const PAYOUT_STATUS = {
  held: ['pending', ENTRY_STATUS_LABELS.held],
  processing: ['pending', ENTRY_STATUS_LABELS.processing],
  processed: ['confirmed', ENTRY_STATUS_LABELS.processed],
  failed: ['reversed', ENTRY_STATUS_LABELS.failed],
  reversed: ['reversed', ENTRY_STATUS_LABELS.payoutReversed],
  rejected: ['reversed', ENTRY_STATUS_LABELS.rejected],
} as const satisfies Record<EntryPayoutStatus, readonly [EarningsEntry['status'], string]>;

/** A payout's row, and a second row for the tokens it gave back when it failed, was returned or refused. */
function payoutEntries(payout: PayoutRow): EarningsEntry[] {
  const [status, statusLabel] = PAYOUT_STATUS[payout.status];
  const timeline = payoutTimeline(payout);
  const entries: EarningsEntry[] = [
    {
      id: payout.id,
      purchaseType: ENTRY_TYPE_LABELS.payout,
      storeName: null,
      purchaseAmount: paiseToRupees(payout.amountPaise),
      purchaseDate: indiaDateOf(payout.createdAt),
      tokens: paiseToTokens(payout.amountPaise),
      status,
      reason: payout.failureReason,
      expectedConfirmationDate: null,
      kind: 'payout',
      typeLabel: ENTRY_TYPE_LABELS.payout,
      amountText: timelineTexts.withdrawnDetail(payout.upiId),
      direction: 'out',
      statusLabel,
      payoutStatus: payout.status,
      timeline,
    },
  ];
  if (payout.returnedId && payout.returnedAt && payout.returnedPaise !== null) {
    entries.push({
      id: payout.returnedId,
      purchaseType: ENTRY_TYPE_LABELS.payout_returned,
      storeName: null,
      purchaseAmount: paiseToRupees(payout.returnedPaise),
      purchaseDate: indiaDateOf(payout.returnedAt),
      tokens: paiseToTokens(payout.returnedPaise),
      status: 'confirmed',
      reason: payout.failureReason,
      expectedConfirmationDate: null,
      kind: 'payout_returned',
      typeLabel: ENTRY_TYPE_LABELS.payout_returned,
      amountText: timelineTexts.withdrawnDetail(payout.upiId),
      direction: 'in',
      statusLabel: ENTRY_STATUS_LABELS.returned,
      payoutStatus: payout.status,
      timeline,
    });
  }
  return entries;
}

/**
 * My Earnings (spec: Earnings response; issue 22 item 5): the balance as totalPoints, pending and
 * confirmed tokens, the summary (Available, Pending with the days it confirms, Paid out, Reversed,
 * Withdraw), and one row per sale (its status from the ledger: reversed, else confirmed, else
 * pending), per referral bonus and per payout (and its returned tokens), newest first, each with its
 * timeline. Amounts in rupees and tokens, never floats of paise.
 */
export async function readEarnings(
  db: Database,
  accountId: string,
  options: ReadEarningsOptions = {},
): Promise<EarningsResponse> {
  const [sales, bonuses, payoutRows] = await Promise.all([
    readSales(db, accountId),
    readBonuses(db, accountId),
    readPayouts(db, accountId),
  ]);
  const history: EarningsEntry[] = [
    ...sales.map(saleEntry),
    ...bonuses.map(bonusEntry),
    ...payoutRows.flatMap(payoutEntries),
  ]
    .sort((a, b) => b.purchaseDate.localeCompare(a.purchaseDate))
    .slice(0, EARNINGS_HISTORY_LIMIT);

  const balance = await readBalance(db, accountId);
  return {
    totalPoints: paiseToTokens(balance.balancePaise),
    pendingPoints: paiseToTokens(balance.pendingPaise),
    confirmedPoints: paiseToTokens(balance.confirmedPaise),
    purchaseHistory: history,
    summary: await readSummary(db, accountId, balance, options.payoutMinRupees ?? DEFAULT_PAYOUT_MIN_RUPEES),
  };
}

/** Paid out, on the way, reversed and the pending cashback by the day it confirms. Whole paise throughout. */
async function readSummary(
  db: Database,
  accountId: string,
  balance: Awaited<ReturnType<typeof readBalance>>,
  payoutMinRupees: number,
): Promise<EarningsSummary> {
  const [figures] = rowsOf(
    await db.execute(sql`
      select
        coalesce(sum(case when e.kind = 'withdrawal' and p.status = 'processed' then e.amount_paise end), 0)::bigint as paid,
        coalesce(sum(case when e.kind = 'withdrawal' and p.status in ('held', 'processing') then e.amount_paise end), 0)::bigint as on_the_way,
        coalesce(sum(case when e.kind in ('credit_reversed', 'referral_bonus_reversed') then e.amount_paise end), 0)::bigint as reversed
      from earnings_ledger e
      left join payouts p on p.id = e.payout_id
      where e.account_id = ${accountId}`),
  );
  const partialShares = refundedShareOf(sql.raw('e.sale_id'));
  const byDate = rowsOf(
    await db.execute(sql`
      select e.confirm_after::text as date, sum(e.amount_paise - ${partialShares})::bigint as paise
        from earnings_ledger e
       where e.account_id = ${accountId}
         and e.kind = 'credit_pending'
         and not exists (
           select 1 from earnings_ledger d
            where d.sale_id = e.sale_id
              and (d.kind = 'credit_confirmed' or (d.kind = 'credit_reversed' and d.payment_refund_id is null)))
       group by e.confirm_after
       order by e.confirm_after`),
  );
  const onTheWayPaise = Number(figures?.on_the_way ?? 0);
  const minimumPaise = payoutMinRupees * 100;
  const withdrawBlockedReason =
    onTheWayPaise > 0
      ? withdrawOpenPayoutText
      : balance.balancePaise < minimumPaise
        ? withdrawMinimumText(payoutMinRupees)
        : null;
  return {
    availableTokens: paiseToTokens(balance.balancePaise),
    pendingTokens: paiseToTokens(balance.pendingPaise),
    pendingConfirmations: byDate
      .map((row) => ({ date: String(row.date), paise: Number(row.paise) }))
      .filter((row) => row.paise > 0)
      .map((row) => ({ date: row.date, tokens: paiseToTokens(row.paise) })),
    paidOutTokens: paiseToTokens(Number(figures?.paid ?? 0)),
    onTheWayTokens: paiseToTokens(onTheWayPaise),
    reversedTokens: paiseToTokens(Number(figures?.reversed ?? 0)),
    payoutMinRupees,
    canWithdraw: withdrawBlockedReason === null,
    withdrawBlockedReason,
  };
}

/**
 * One of my entries and its timeline: a sale (by its id), a referral bonus (its ledger entry), a payout
 * or its returned tokens. Another account's entry, or no such entry, is a 404 (never a 403: ids are
 * not probed).
 */
export async function readTimeline(
  db: Database,
  accountId: string,
  entryId: string,
): Promise<EarningsTimeline> {
  const [sale] = await readSales(db, accountId, entryId);
  if (sale) return timelineOf(saleEntry(sale));
  const [bonus] = await readBonuses(db, accountId, entryId);
  if (bonus) return timelineOf(bonusEntry(bonus));
  const [payout] = await readPayouts(db, accountId, entryId);
  const entry = payout ? payoutEntries(payout).find((candidate) => candidate.id === entryId) : undefined;
  if (entry) return timelineOf(entry);
  throw HttpError.notFound(myEarningsTexts.notFound);
}

const timelineOf = (entry: EarningsEntry): EarningsTimeline => ({
  entryId: entry.id,
  kind: entry.kind,
  typeLabel: entry.typeLabel,
  steps: entry.timeline,
});
