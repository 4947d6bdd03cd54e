import { formatCalendarDate } from './india-time.ts';
import { formatPaise, formatTokens, rupeesToPaise } from './money.ts';

/**
 * My Earnings' summary, entry types and timelines (issue 22 item 5, decision 0067). Zod-free, so the
 * page and the islands may import it. Every figure crosses the API as tokens (1 token = ₹1, at most
 * two decimals), like the rest of My Earnings; every text a shopper reads is here, in one place.
 */

/**
 * The smallest payout when the server has no PAYOUT_MIN_RUPEES setting (issue 22 item 4's default).
 * The payouts setting, once it exists, wins (services/earnings/payout-minimum.ts).
 */
export const DEFAULT_PAYOUT_MIN_RUPEES = 50;

/** Where the Withdraw button goes (the withdraw page is issue 22 item 4's). */
export const WITHDRAW_PATH = '/withdraw';

/** My Earnings, the dashboard tab every cashback email links to. */
export const MY_EARNINGS_PATH = '/user/dashboard?tab=earnings';

/** What a row of My Earnings is (the ledger's kinds, as a shopper names them). */
export const EARNINGS_ENTRY_KINDS = ['cashback', 'referral_bonus', 'payout', 'payout_returned'] as const;
export type EarningsEntryKind = (typeof EARNINGS_ENTRY_KINDS)[number];

export const ENTRY_TYPE_LABELS: Record<EarningsEntryKind, string> = {
  cashback: 'Cashback',
  referral_bonus: 'Referral bonus',
  payout: 'Payout',
  payout_returned: 'Payout returned',
};

/** A payout's status, as the payouts table keeps it (functions/db/schema/cashback.ts). */
export type EntryPayoutStatus = 'held' | 'processing' | 'processed' | 'failed' | 'reversed' | 'rejected';

/** What the status column reads for each entry. */
export const ENTRY_STATUS_LABELS = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  reversed: 'Reversed',
  held: 'Being checked',
  processing: 'On the way',
  processed: 'Paid',
  failed: 'Failed',
  payoutReversed: 'Returned by the bank',
  rejected: 'Refused',
  returned: 'Returned to you',
} as const;

/** How a sale reached the site, in the shopper's words (merchant_sales.source; null: before issue 22). */
export const SALE_SOURCE_TEXTS: Record<string, string> = {
  form: 'Reported by the store',
  csv: 'Reported by the store (order upload)',
  postback: 'Tracked by the store automatically',
  claim: 'From your missing-cashback claim',
  buy_now: 'Bought with Buy Now on DealSphere',
};
export const SALE_SOURCE_UNKNOWN = 'Reported by the store';

/** One step of an entry's timeline. */
export interface TimelineStep {
  key:
    | 'clicked'
    | 'recorded'
    | 'pending'
    | 'confirmed'
    | 'reversed'
    | 'available'
    | 'friend_confirmed'
    | 'bonus_paid'
    | 'bonus_reversed'
    | 'withdrawn'
    | 'held'
    | 'processing'
    | 'paid'
    | 'failed'
    | 'rejected'
    | 'returned';
  /** done: it happened; upcoming: it is still to come; stopped: it ended the entry's way (reversed, failed). */
  state: 'done' | 'upcoming' | 'stopped';
  title: string;
  detail: string | null;
  /** The India day it happened (YYYY-MM-DD), or for an upcoming step the day it is due; null when unknown. */
  date: string | null;
}

/** GET /api/AToZ/my-earnings/{id}/timeline/{entryId}: one of my entries and its steps. */
export interface EarningsTimeline {
  entryId: string;
  kind: EarningsEntryKind;
  typeLabel: string;
  steps: TimelineStep[];
}

/** Pending cashback that confirms on one day. */
export interface PendingConfirmation {
  /** YYYY-MM-DD */
  date: string;
  tokens: number;
}

/** The four figures at the top of My Earnings, in tokens (1 token = ₹1). */
export interface EarningsSummary {
  /** Confirmed and withdrawable: the balance (readBalance). */
  availableTokens: number;
  /** Cashback not confirmed yet. */
  pendingTokens: number;
  /** When the pending cashback confirms, soonest first. */
  pendingConfirmations: PendingConfirmation[];
  /** Withdrawals whose payout was paid. */
  paidOutTokens: number;
  /** Withdrawals whose payout is held or processing. */
  onTheWayTokens: number;
  /** Cashback and referral bonuses taken back (returns, cancellations, refunds, fraud). */
  reversedTokens: number;
  /** The smallest payout in rupees (PAYOUT_MIN_RUPEES, default 50). */
  payoutMinRupees: number;
  /** Whether the Withdraw button leads anywhere now. */
  canWithdraw: boolean;
  /** Why not, in words; null when it can. */
  withdrawBlockedReason: string | null;
}

export const myEarningsTexts = {
  available: 'Available',
  availableHint: 'Confirmed and yours to withdraw',
  pending: 'Pending',
  pendingNone: 'Nothing pending',
  paidOut: 'Paid out',
  reversed: 'Reversed',
  reversedHint: 'Taken back after a return, cancellation, refund or fraud',
  withdraw: 'Withdraw',
  timeline: 'Timeline',
  showTimeline: 'Show timeline',
  typeColumn: 'Type',
  amountColumn: 'Amount',
  upcoming: 'Upcoming',
  note: '1 token = ₹1. Cashback stays pending until the store’s return window has passed.',
  notFound: 'Entry not found.',
} as const;

/** "150 tokens · ₹150" */
export function tokensAndRupees(tokens: number): string {
  return `${formatTokens(tokens)} ${tokens === 1 ? 'token' : 'tokens'} · ${formatPaise(rupeesToPaise(tokens))}`;
}

/** "₹1,999 purchase" */
export function purchaseText(rupees: number): string {
  return `${formatPaise(rupeesToPaise(rupees))} purchase`;
}

/** "₹120 confirms on 12 Dec 2026" */
export function confirmsOnText(tokens: number, date: string): string {
  return `${formatPaise(rupeesToPaise(tokens))} confirms on ${formatCalendarDate(date)}`;
}

/** "₹40 on the way" */
export function onTheWayText(tokens: number): string {
  return `${formatPaise(rupeesToPaise(tokens))} on the way`;
}

export function withdrawMinimumText(minRupees: number): string {
  return `You can withdraw once at least ${formatPaise(minRupees * 100)} is available.`;
}
export const withdrawOpenPayoutText =
  'A payout is already on its way. You can withdraw again once it is paid.';

/** The referral page's promise (REFERRAL_BONUS_PERCENT). */
export function referralRewardText(percent: number): string {
  return `You earn ${percent}% of your friend’s first confirmed cashback`;
}

/** The timeline's words, built from what happened. */
export const timelineTexts = {
  clicked: (store: string) => `Clicked through to ${store}`,
  clickedDetail: 'Cashback was activated for this visit.',
  recorded: (rupees: number) => `Sale recorded: ${purchaseText(rupees)}`,
  pending: (tokens: number) => `Cashback pending: ${tokensAndRupees(tokens)}`,
  confirmsOn: (date: string) => `Confirms on ${formatCalendarDate(date)}, when the return window ends.`,
  confirmed: 'Confirmed',
  confirmedDetail: 'The return window has passed.',
  confirmedUpcoming: (date: string) => `Confirms on ${formatCalendarDate(date)}`,
  reversed: 'Reversed',
  available: 'Available to withdraw',
  availableDetail: 'Withdraw it to your UPI ID from My Earnings.',
  availableUpcoming: 'Available to withdraw once confirmed',
  friendConfirmed: (rupees: number) => `Your friend’s first cashback confirmed (${purchaseText(rupees)})`,
  bonusPaid: (tokens: number) => `Referral bonus paid: ${tokensAndRupees(tokens)}`,
  bonusReversed: 'Referral bonus taken back',
  withdrawn: (tokens: number) => `Withdrawn: ${tokensAndRupees(tokens)}`,
  withdrawnDetail: (upiId: string) => `To ${upiId}`,
  held: 'Being checked',
  heldDetail: 'A first payout, or a large one, is checked by our team before it is sent.',
  processing: 'Sent to your bank',
  processingUpcoming: 'Sent to your bank',
  paid: 'Paid',
  paidDetail: 'The money reached your UPI ID.',
  paidUpcoming: 'Paid to your UPI ID',
  failed: 'Payout failed',
  payoutReversed: 'Payout returned by the bank',
  rejected: 'Payout refused',
  returned: (tokens: number) => `${tokensAndRupees(tokens)} returned to your balance`,
} as const;
