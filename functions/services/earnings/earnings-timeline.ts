import { indiaDateOf } from '../../contract/india-time.ts';
import { paiseToRupees } from '../../contract/money.ts';
import {
  SALE_SOURCE_TEXTS,
  SALE_SOURCE_UNKNOWN,
  timelineTexts as T,
  type EntryPayoutStatus,
  type TimelineStep,
} from '../../contract/my-earnings.ts';
import { paiseToTokens } from '../../contract/earnings.ts';

/**
 * The timelines of My Earnings (issue 22 item 5, decision 0067), built from what the ledger, the sale,
 * its click and the payout recorded: pure functions, so the list and the one-entry endpoint agree.
 */

const day = (at: Date | null | undefined) => (at ? indiaDateOf(at) : null);

export interface SaleFacts {
  storeName: string;
  saleAmountPaise: number;
  saleDate: string;
  source: string | null;
  clickAt: Date | null;
  cashbackPaise: number;
  pendingAt: Date;
  confirmAfter: string | null;
  confirmedAt: Date | null;
  reason: string | null;
  reversedAt: Date | null;
}

/** clicked → sale recorded → pending → confirmed or reversed → available to withdraw. */
export function saleTimeline(sale: SaleFacts): TimelineStep[] {
  const steps: TimelineStep[] = [];
  if (sale.clickAt)
    steps.push({
      key: 'clicked',
      state: 'done',
      title: T.clicked(sale.storeName),
      detail: T.clickedDetail,
      date: day(sale.clickAt),
    });
  steps.push({
    key: 'recorded',
    state: 'done',
    title: T.recorded(paiseToRupees(sale.saleAmountPaise)),
    detail: `${sale.storeName} · ${(sale.source && SALE_SOURCE_TEXTS[sale.source]) ?? SALE_SOURCE_UNKNOWN}`,
    date: sale.saleDate,
  });
  const open = sale.reversedAt === null && sale.confirmedAt === null;
  steps.push({
    key: 'pending',
    state: 'done',
    title: T.pending(paiseToTokens(sale.cashbackPaise)),
    detail: open && sale.confirmAfter ? T.confirmsOn(sale.confirmAfter) : null,
    date: day(sale.pendingAt),
  });
  if (sale.reversedAt) {
    steps.push({
      key: 'reversed',
      state: 'stopped',
      title: T.reversed,
      detail: sale.reason,
      date: day(sale.reversedAt),
    });
  } else if (sale.confirmedAt) {
    steps.push(
      {
        key: 'confirmed',
        state: 'done',
        title: T.confirmed,
        detail: T.confirmedDetail,
        date: day(sale.confirmedAt),
      },
      {
        key: 'available',
        state: 'done',
        title: T.available,
        detail: T.availableDetail,
        date: day(sale.confirmedAt),
      },
    );
  } else {
    steps.push(
      {
        key: 'confirmed',
        state: 'upcoming',
        title: sale.confirmAfter ? T.confirmedUpcoming(sale.confirmAfter) : T.confirmed,
        detail: null,
        date: sale.confirmAfter,
      },
      { key: 'available', state: 'upcoming', title: T.availableUpcoming, detail: null, date: null },
    );
  }
  return steps;
}

export interface BonusFacts {
  amountPaise: number;
  friendSaleAmountPaise: number | null;
  createdAt: Date;
  reason: string | null;
  reversedAt: Date | null;
}

/** Your friend's first cashback confirmed → bonus paid → (taken back, or available to withdraw). */
export function bonusTimeline(bonus: BonusFacts): TimelineStep[] {
  const steps: TimelineStep[] = [
    {
      key: 'friend_confirmed',
      state: 'done',
      title: T.friendConfirmed(paiseToRupees(bonus.friendSaleAmountPaise ?? 0)),
      detail: null,
      date: day(bonus.createdAt),
    },
    {
      key: 'bonus_paid',
      state: 'done',
      title: T.bonusPaid(paiseToTokens(bonus.amountPaise)),
      detail: null,
      date: day(bonus.createdAt),
    },
  ];
  steps.push(
    bonus.reversedAt
      ? {
          key: 'bonus_reversed',
          state: 'stopped',
          title: T.bonusReversed,
          detail: bonus.reason,
          date: day(bonus.reversedAt),
        }
      : {
          key: 'available',
          state: 'done',
          title: T.available,
          detail: T.availableDetail,
          date: day(bonus.createdAt),
        },
  );
  return steps;
}

export interface PayoutFacts {
  amountPaise: number;
  upiId: string;
  status: EntryPayoutStatus;
  holdReason: string | null;
  failureReason: string | null;
  createdAt: Date;
  sentAt: Date | null;
  settledAt: Date | null;
  updatedAt: Date;
  returnedPaise: number | null;
  returnedAt: Date | null;
}

/** withdrawn → (being checked) → sent to your bank → paid, or failed / returned / refused → tokens returned. */
export function payoutTimeline(payout: PayoutFacts): TimelineStep[] {
  const steps: TimelineStep[] = [
    {
      key: 'withdrawn',
      state: 'done',
      title: T.withdrawn(paiseToTokens(payout.amountPaise)),
      detail: T.withdrawnDetail(payout.upiId),
      date: day(payout.createdAt),
    },
  ];
  if (payout.status === 'held' || payout.status === 'rejected' || payout.holdReason) {
    steps.push({
      key: 'held',
      state: 'done',
      title: T.held,
      detail: T.heldDetail,
      date: day(payout.createdAt),
    });
  }
  if (payout.status === 'rejected') {
    steps.push({
      key: 'rejected',
      state: 'stopped',
      title: T.rejected,
      detail: payout.failureReason,
      date: day(payout.settledAt ?? payout.updatedAt),
    });
  } else {
    const sent = payout.status !== 'held';
    steps.push({
      key: 'processing',
      state: sent ? 'done' : 'upcoming',
      title: T.processing,
      detail: null,
      date: sent ? day(payout.sentAt ?? payout.createdAt) : null,
    });
    const settled = day(payout.settledAt ?? payout.updatedAt);
    if (payout.status === 'processed')
      steps.push({ key: 'paid', state: 'done', title: T.paid, detail: T.paidDetail, date: settled });
    else if (payout.status === 'failed')
      steps.push({
        key: 'failed',
        state: 'stopped',
        title: T.failed,
        detail: payout.failureReason,
        date: settled,
      });
    else if (payout.status === 'reversed')
      steps.push({
        key: 'failed',
        state: 'stopped',
        title: T.payoutReversed,
        detail: payout.failureReason,
        date: settled,
      });
    else steps.push({ key: 'paid', state: 'upcoming', title: T.paidUpcoming, detail: null, date: null });
  }
  if (payout.returnedAt && payout.returnedPaise !== null) {
    steps.push({
      key: 'returned',
      state: 'done',
      title: T.returned(paiseToTokens(payout.returnedPaise)),
      detail: null,
      date: day(payout.returnedAt),
    });
  }
  return steps;
}
