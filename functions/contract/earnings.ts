import { paiseToRupees } from './money.ts';
import type { EarningsEntryKind, EarningsSummary, EntryPayoutStatus, TimelineStep } from './my-earnings.ts';

/**
 * Merchant sales, the cashback ledger and My Earnings (issue 11; decision 0031). Money crosses the API
 * as rupees (the spec's saleAmount / purchaseAmount) and tokens (1 token = ₹1 = 100 paise); the
 * database keeps whole paise. A token figure is paise / 100 (paiseToRupees), so it has at most two decimals.
 */

export const SALE_REMARKS_MAX = 500;
export const REVERSAL_NOTE_MAX = 300;
export const IDEMPOTENCY_KEY_MAX = 100;
/** A shopper as the merchant names them: username, email or mobile number. */
export const SHOPPER_MAX = 254;
/** How many of a merchant's newest sales the Review screen lists. */
export const RECENT_SALES_LIMIT = 50;

/** Why a sale's cashback is reversed: a merchant marks returns and cancellations, an administrator fraud. */
export const MERCHANT_REVERSAL_REASONS = ['returned', 'cancelled'] as const;
export type MerchantReversalReason = (typeof MERCHANT_REVERSAL_REASONS)[number];
export type ReversalReason = MerchantReversalReason | 'fraud';

export const REVERSAL_REASON_LABELS: Record<ReversalReason, string> = {
  returned: 'Returned',
  cancelled: 'Cancelled',
  fraud: 'Marked fraudulent',
};

/** The words the shopper reads, as a reversal stores them: 'Returned: the parcel came back unopened'. */
export function reversalText(reason: ReversalReason, note: string): string {
  return `${REVERSAL_REASON_LABELS[reason]}: ${note.trim()}`;
}

/**
 * A stored reversal reason (reversalText: 'Returned: the merchant's note') with its English label in
 * another language; the note after it is the merchant's or the administrator's own words, kept as written,
 * unless `note` knows it (the site's own notes, REFUND_REVERSAL_NOTE and PARTIAL_REFUND_REVERSAL_NOTE).
 */
export function reversalTextIn(
  stored: string,
  labels: Record<ReversalReason, string>,
  note: (text: string) => string = (text) => text,
): string {
  for (const [reason, english] of Object.entries(REVERSAL_REASON_LABELS) as [ReversalReason, string][]) {
    if (stored === english) return labels[reason];
    if (stored.startsWith(`${english}: `))
      return `${labels[reason]}: ${note(stored.slice(english.length + 2))}`;
  }
  return stored;
}

export const saleMessages = {
  recorded: 'Sale recorded. The shopper’s cashback is pending.',
  /** The cashback of a very small sale rounds down to 0 paise: the sale is kept, no cashback entry (decision 0044). */
  recordedNoCashback: 'Sale recorded. It is too small to earn cashback.',
  alreadyRecorded: 'This sale was already recorded.',
  keyReused: 'This submission was already used for a different sale. Please submit the form again.',
  /** The sale form always sends one; a client that does not is told how. */
  idempotencyKeyRequired: 'Please send an Idempotency-Key (header or idempotencyKey field).',
  failed: 'Something went wrong!',
  required: 'This field is required.',
  coupon: 'Please choose one of your coupons.',
  couponNotFound: 'Coupon not found.',
  saleAmount: 'Enter the sale amount in rupees, e.g. 1499 or 1499.50.',
  saleDate: 'Enter the sale date as yyyy-mm-dd.',
  saleDateFuture: 'The sale date cannot be in the future.',
  shopper: 'Enter the shopper’s username, email or mobile number.',
  shopperNotFound: 'No shopper has that username, email or mobile number.',
  shopperAmbiguous: 'More than one shopper has that mobile number. Please use their username or email.',
  remarksTooLong: `Remarks can be at most ${SALE_REMARKS_MAX} characters.`,
  saleNotFound: 'Sale not found.',
  reasonRequired: 'Please choose why the sale is reversed and describe it.',
  reversed: 'The sale’s cashback was reversed.',
  alreadyReversed: 'This sale’s cashback was already reversed.',
  /** A sale kept without cashback (too small, or a Buy Now by an account that cannot earn): nothing to reverse. */
  noCashback: 'This sale earned no cashback, so there is nothing to reverse.',
  noSales: 'No sales recorded yet.',
  /** Issue 22: a sale reported by click id (form, CSV, postback). */
  clickIdInvalid: 'Enter the click id exactly as it reached your site (the dsclick parameter).',
  clickNotFound: 'No shopper clicked through to your store with this click id.',
  clickOtherShopper: 'This click id belongs to another shopper.',
  clickBeforeSale: 'The sale date is before the shopper’s click.',
  shopperOrClick: 'Enter the shopper or the click id.',
  orderReference: 'Enter your order number (letters, digits, - _ / . # only, at most 100 characters).',
  loadFailed: 'Your sales could not be loaded. Please reload the page.',
} as const;

/** A click older than the attribution window (CLICK_ATTRIBUTION_DAYS) earns nothing. */
export function clickTooOldMessage(days: number): string {
  return `This click id is more than ${days} days old, so it cannot earn cashback.`;
}

/** How a sale reached the site (merchant_sales.source). */
export const SALE_SOURCES = ['form', 'csv', 'postback', 'claim', 'buy_now'] as const;
export type SaleSource = (typeof SALE_SOURCES)[number];

export const earningsTexts = {
  empty: 'No earnings found.',
  loadFailed: 'Your earnings could not be loaded. Please reload the page.',
} as const;

/** POST /api/AToZ/submitMerchantSale, as the form sends it (rupees and dates as typed). */
export interface MerchantSaleRequest {
  couponId: string;
  saleAmount: string;
  saleDate: string;
  remarks: string;
  shopper: string;
  /** Issue 22: the click id that reached the merchant's site; with it, shopper and coupon may be empty. */
  clickId?: string;
  /** Issue 22: the merchant's order number; the same order is credited once (form, CSV or postback). */
  orderReference?: string;
  idempotencyKey?: string;
}

export type SaleStatus = 'pending' | 'confirmed' | 'reversed';
/**
 * A sale as the merchant and the administrator see it: its cashback's status, or `no_cashback` for a
 * sale kept without a cashback entry (it rounds to 0 paise, or a Buy Now by an unverified or deleted
 * account; decision 0044).
 */
export type MerchantSaleStatus = SaleStatus | 'no_cashback';

export const SALE_STATUS_LABELS: Record<MerchantSaleStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  reversed: 'Reversed',
  no_cashback: 'No cashback',
};

/** The words a referrer reads when a bonus is taken back; the friend's own reason stays private. */
/** The note of a refunded Buy Now's reversal of its cashback. */
export const REFUND_REVERSAL_NOTE = 'the payment was refunded';

/** The note of a partial refund's reversal of a Buy Now's cashback share (decision 0045). */
export const PARTIAL_REFUND_REVERSAL_NOTE = 'part of the payment was refunded';

/** The notes the site itself writes after a reversal's label: shown in the reader's language (decision 0096). */
export const SITE_REVERSAL_NOTES = [REFUND_REVERSAL_NOTE, PARTIAL_REFUND_REVERSAL_NOTE] as const;

export const REFERRAL_BONUS_REVERSED_REASON =
  'Your friend’s first cashback was taken back (a return, cancellation, refund or fraud).';

export interface RecordedSale {
  message: string;
  saleId: string;
  status: MerchantSaleStatus;
  cashbackTokens: number;
  /** When the pending cashback confirms; the sale date for a sale without cashback. */
  expectedConfirmationDate: string;
}

/** A row of the merchant's recent sales list. */
export interface MerchantSaleRow {
  id: string;
  couponName: string | null;
  shopperName: string;
  saleAmount: number;
  saleDate: string;
  cashbackTokens: number;
  status: MerchantSaleStatus;
  reversalReason: string | null;
  expectedConfirmationDate: string;
  /** Paid on the site through the storefront's Buy Now (issue #12), not reported by the merchant. */
  buyNow: boolean;
}

/** A row of the administrator's sales list (fraud marking). */
export interface AdminSaleRow extends MerchantSaleRow {
  merchantName: string;
}

export interface EarningsEntry {
  id: string;
  /** What earned it: the coupon or store for a sale, 'Referral bonus' for a bonus. */
  purchaseType: string;
  /** The store of a sale, as shoppers know it (its brand, decision 0059); null for a referral bonus. */
  storeName: string | null;
  /** Rupees: the sale's amount (for a bonus, the friend's purchase). */
  purchaseAmount: number;
  purchaseDate: string;
  /** This entry's cashback or bonus in tokens. */
  tokens: number;
  status: SaleStatus;
  /** The words the shopper reads when a sale's cashback was reversed. */
  reason: string | null;
  /** When a pending cashback is due to confirm (a bonus is confirmed when paid). */
  expectedConfirmationDate: string | null;
  /**
   * Issue 22 (decision 0067): what the entry is. A payout's `status` is pending while it is held or
   * processing, confirmed once paid, reversed when it failed, was returned or refused (`payoutStatus`
   * says which); a payout's `purchaseAmount` and `tokens` are what was withdrawn or returned.
   */
  kind: EarningsEntryKind;
  /** "Cashback", "Referral bonus", "Payout", "Payout returned". */
  typeLabel: string;
  /** The amount as read: "₹1,999 purchase", or a payout's "To name@upi". */
  amountText: string;
  /** Tokens in (cashback, bonus, returned payout) or out (payout). */
  direction: 'in' | 'out';
  /** The status column's words: "Pending", "On the way", "Paid", … */
  statusLabel: string;
  /** A payout's own status; null for other entries. */
  payoutStatus: EntryPayoutStatus | null;
  /** clicked → sale recorded → pending → confirmed or reversed → …; a payout's withdrawn → paid. */
  timeline: TimelineStep[];
}

/** GET /api/AToZ/my-earnings/{id} (spec: Earnings response, with statuses added). */
export interface EarningsResponse {
  /** The balance in tokens: confirmed credits + bonuses − reversals of confirmed credits − withdrawals. */
  totalPoints: number;
  pendingPoints: number;
  confirmedPoints: number;
  purchaseHistory: EarningsEntry[];
  /** Issue 22: Available, Pending (with dates), Paid out, Reversed and whether Withdraw is open. */
  summary: EarningsSummary;
}

export interface ConfirmationRun {
  confirmed: number;
  bonuses: number;
}

/** Paise as tokens (1 token = ₹1): exact, at most two decimals. */
export function paiseToTokens(paise: number): number {
  return paiseToRupees(paise);
}

/** The column headings of a sales table (merchant and admin), which each cell repeats as its label on a phone. */
export const SALE_COLUMNS = {
  coupon: 'Coupon',
  shopper: 'Shopper',
  amount: 'Sale amount',
  date: 'Sale date',
  cashback: 'Cashback tokens',
  status: 'Status',
  action: 'Action',
} as const;
