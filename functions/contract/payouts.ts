import { formatPaise } from './money.ts';

/**
 * Payouts to UPI (issue 22 item 4; decisions 0061, 0065): the texts, labels, rules and the request and
 * answer shapes of every payout route, shared by the API and the screens. No zod here (islands import
 * it); the schemas are in payouts-schemas.ts.
 *
 * Routes:
 * - GET  /api/account/payout-method                  → PayoutMethodAnswer
 * - PUT  /api/account/payout-method  PayoutMethodRequest → PayoutMethodSaved
 * - POST /api/payouts  CreatePayoutRequest + Idempotency-Key header → PayoutCreated (201 new, 200 same key)
 * - GET  /api/payouts  (?limit&cursor; X-Next-Cursor)  → PayoutRow[] newest first
 * - POST /api/payouts/test/{id}/settle  TestSettleRequest → PayoutActionAnswer (test provider only)
 * - POST /api/payouts/webhook  (RazorpayX event; X-Razorpay-Signature) → WebhookAnswer
 * - GET  /api/cron/payouts-stuck  (CRON_SECRET)       → StuckPayoutsRun
 * - GET  /api/admin/payouts  (?status&limit&cursor)   → AdminPayoutRow[] newest first
 * - POST /api/admin/payouts/{id}/release               → PayoutActionAnswer
 * - POST /api/admin/payouts/{id}/reject  RejectPayoutRequest → PayoutActionAnswer
 * - page /payouts/test/{id}: the test provider's settle page (owner or admin).
 */

/** A change of UPI ID is usable this long after it is made (the first one at once). */
export const PAYOUT_METHOD_CHANGE_DELAY_HOURS = 24;
/** The most characters of a UPI ID's name part (before the @). */
export const UPI_NAME_MAX = 256;
/** How long a payout may stay `processing` before the stuck job reads it again from the provider. */
export const PAYOUT_STUCK_AFTER_MINUTES = 30;
/** A Google-only account confirms a change of UPI ID by having signed in within this many minutes. */
export const FRESH_SIGN_IN_MINUTES = 10;
export const PAYOUT_REJECT_REASON_MAX = 300;

export const PAYOUT_STATUSES = ['held', 'processing', 'processed', 'failed', 'reversed', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** What a person reads for each status (the shopper's list and the admin's tab). */
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  held: 'On hold for review',
  processing: 'Processing',
  processed: 'Paid',
  failed: 'Failed — tokens returned',
  reversed: 'Reversed — tokens returned',
  rejected: 'Rejected — tokens returned',
};

/** Statuses in which a payout is still open (one at a time per account). */
export const OPEN_PAYOUT_STATUSES = ['held', 'processing'] as const satisfies readonly PayoutStatus[];

export const PAYOUT_HOLD_REASONS = ['first_payout', 'above_threshold'] as const;
export type PayoutHoldReason = (typeof PAYOUT_HOLD_REASONS)[number];
export const PAYOUT_HOLD_REASON_LABELS: Record<PayoutHoldReason, string> = {
  first_payout: 'First payout of this account',
  above_threshold: 'Above the review threshold',
};

/** The outcomes the test provider's page can settle a payout with. */
export const TEST_SETTLE_OUTCOMES = ['processed', 'failed'] as const;
export type TestSettleOutcome = (typeof TEST_SETTLE_OUTCOMES)[number];

export const payoutMessages = {
  // Payout method (UPI ID)
  upiIdInvalid: 'Enter your UPI ID as name@bank, e.g. priya.sharma@okhdfc.',
  currentPasswordRequired: 'Please enter your current password.',
  wrongPassword: 'Your current password is not correct.',
  freshSignInRequired:
    'You sign in with Google: please sign out and sign in again with Google, then change your UPI ID within 10 minutes.',
  methodSaved: 'Your UPI ID is saved. You can withdraw to it now.',
  methodSameAsCurrent: 'This is already your UPI ID.',
  methodChangeSaved:
    'Your new UPI ID is saved. For your safety it can be used 24 hours from now; we emailed you about the change.',
  methodMailFailed:
    'Your UPI ID could not be changed just now (the email telling you about it could not be sent). Please try again.',
  noMethod: 'Add a UPI ID before you withdraw.',
  methodNotYetUsable: 'Your new UPI ID can be used 24 hours after you changed it. Please try again later.',
  verifyEmailFirst: 'Please verify your email address before you withdraw cashback.',
  // Withdrawing
  amountInvalid: 'Enter the amount in rupees, e.g. 500 or 500.50.',
  idempotencyKeyRequired: 'Please send an Idempotency-Key header (8 to 100 characters).',
  keyReused: 'This request was already used for a different payout. Please try again.',
  balanceTooLow: 'You cannot withdraw more than your available cashback.',
  openPayoutExists: 'You already have a payout in progress. Please wait until it is paid or returned.',
  payoutsDisabled: 'Withdrawals are not available right now. Please try again later.',
  created: 'Your withdrawal is on its way to your UPI ID.',
  createdHeld:
    'Your withdrawal is being reviewed (we check a first payout and large ones). It is usually sent within a day.',
  alreadyCreated: 'This withdrawal was already requested.',
  noPayouts: 'You have not withdrawn any cashback yet.',
  loadFailed: 'Your payouts could not be loaded. Please reload the page.',
  // Settling, the administrator's tab, the test provider
  notFound: 'Payout not found.',
  notHeld: 'Only a payout on hold can be released or rejected.',
  released: 'The payout is released and sent to the shopper’s UPI ID.',
  rejected: 'The payout is rejected and the tokens are back in the shopper’s balance.',
  rejectReasonRequired: 'Please say why the payout is rejected (the shopper reads it).',
  alreadySettled: 'This payout is already settled.',
  notProcessing: 'Only a payout that is processing can be settled.',
  settledProcessed: 'Marked as paid.',
  settledFailed: 'Marked as failed; the tokens are back in the balance.',
  testProviderOnly: 'Test payouts are only available when the site runs without RazorpayX keys.',
  testPageTitle: 'Test payout — no real money moves',
  markPaid: 'Mark as paid',
  markFailed: 'Mark as failed',
  testFailureReason: 'Marked as failed on the test payout page.',
  providerFailed: 'The payout could not be sent just now. We will try again; your tokens are safe.',
  badWebhookSignature: 'Invalid webhook signature.',
} as const;

/**
 * Why a failed or returned payout failed, when the bank (RazorpayX) gives no reason of its own. Stored on
 * the payout and shown on My Payouts and My Earnings; a bank's own reason or the administrator's
 * rejection reason is free text and stays as written.
 */
export const payoutFailureReasons = {
  failed: 'The payout failed at the bank.',
  reversed: 'The bank returned the payout.',
} as const;

/** The email a change of UPI ID sends to the account's address (composed in the house style by the server). */
export function payoutMethodChangedEmail(
  upiId: string,
  usableFromText: string,
): { subject: string; paragraphs: string[] } {
  return {
    subject: 'Your UPI ID for cashback was changed',
    paragraphs: [
      `The UPI ID your cashback is paid to was changed to ${upiId}.`,
      `For your safety it can be used from ${usableFromText} (India time). Until then, withdrawals go to your earlier UPI ID, if you had one.`,
      'If you did not make this change, sign in, change your password and set your UPI ID back right away.',
    ],
  };
}

/** The minimum a withdrawal may be, as the form says it. */
export function minimumMessage(minimumPaise: number): string {
  return `The smallest withdrawal is ${formatPaise(minimumPaise)}.`;
}

/**
 * A UPI ID as typed, lower-cased and trimmed, when it has the form name@handle: 2–256 characters of
 * letters, digits, dot, hyphen or underscore before the @, and a handle of letters and digits; null
 * otherwise.
 */
export function normalizeUpiId(text: string): string | null {
  const value = text.trim().toLowerCase();
  return new RegExp(`^[a-z0-9._-]{2,${UPI_NAME_MAX}}@[a-z0-9]{2,64}$`).test(value) ? value : null;
}

/** PUT /api/account/payout-method. `currentPassword` is required of accounts that have a password. */
export interface PayoutMethodRequest {
  upiId: string;
  currentPassword?: string;
}

export interface PendingPayoutMethod {
  upiId: string;
  /** ISO timestamp: when the change becomes usable. */
  usableFrom: string;
}

/** GET /api/account/payout-method: the UPI ID in force, and a change waiting for its 24 hours. */
export interface PayoutMethodAnswer {
  /** The UPI ID payouts go to now; null when none is usable yet. */
  upiId: string | null;
  /** ISO timestamp: since when it is usable. */
  usableFrom: string | null;
  pendingChange: PendingPayoutMethod | null;
  /** How a change is confirmed: the current password, or (Google-only accounts) a sign-in in the last 10 minutes. */
  confirmWith: 'password' | 'fresh_sign_in';
  /** What the withdraw form needs. */
  withdrawal: WithdrawalTerms;
}

export interface WithdrawalTerms {
  /** False when the site has no payout provider (production without RazorpayX keys). */
  enabled: boolean;
  minimumPaise: number;
  minimumRupees: number;
  /** The Available balance (confirmed, not withdrawn), paise. */
  availablePaise: number;
  availableRupees: number;
  /** The account's open payout (held or processing), if any: a second one is refused. */
  openPayoutId: string | null;
  emailVerified: boolean;
}

/** PUT /api/account/payout-method's answer. */
export interface PayoutMethodSaved extends PayoutMethodAnswer {
  message: string;
}

/** POST /api/payouts (with an Idempotency-Key header). Rupees, whole or with two decimals. */
export interface CreatePayoutRequest {
  amountRupees: number | string;
}

/** One payout as its shopper sees it (GET /api/payouts, newest first). */
export interface PayoutRow {
  id: string;
  amountPaise: number;
  amountRupees: number;
  upiId: string;
  status: PayoutStatus;
  statusLabel: string;
  /** Why it failed, was reversed or rejected, in words; null otherwise. */
  failureReason: string | null;
  /** ISO timestamps. */
  createdAt: string;
  settledAt: string | null;
}

/** POST /api/payouts: 201 for a new payout, 200 when the same Idempotency-Key comes again. */
export interface PayoutCreated extends PayoutRow {
  message: string;
}

export interface PayoutVelocity {
  count: number;
  totalPaise: number;
}

/** GET /api/admin/payouts?status=: a payout with who asked for it and how fast they withdraw. */
export interface AdminPayoutRow extends PayoutRow {
  accountId: string;
  accountName: string;
  accountEmail: string | null;
  /** Whole days since the account was made. */
  accountAgeDays: number;
  holdReason: PayoutHoldReason | null;
  holdReasonLabel: string | null;
  provider: 'razorpayx' | 'test';
  /** The account's payouts (any status but rejected) in the last 7 and 30 days, this one included. */
  velocity: { last7Days: PayoutVelocity; last30Days: PayoutVelocity };
  releasedAt: string | null;
}

/** POST /api/admin/payouts/{id}/reject. */
export interface RejectPayoutRequest {
  reason: string;
}

/** POST /api/payouts/test/{id}/settle. */
export interface TestSettleRequest {
  outcome: TestSettleOutcome;
}

/** The answer of release, reject and test settle: the payout as it is now. */
export interface PayoutActionAnswer {
  message: string;
  payout: PayoutRow;
}

/** POST /api/payouts/webhook. */
export interface WebhookAnswer {
  ok: true;
  /** Why nothing changed: an event seen before, an unknown payout or event type. */
  ignored?: 'repeated' | 'unknown_payout' | 'unknown_event';
}

/** GET /api/cron/payouts-stuck. */
export interface StuckPayoutsRun {
  checked: number;
  settled: number;
}

/** The shopper's list's status label for a status. */
export function payoutStatusLabel(status: PayoutStatus): string {
  return PAYOUT_STATUS_LABELS[status];
}

/** The address of the test provider's page for a payout. */
export function testPayoutPath(payoutId: string): string {
  return `/payouts/test/${payoutId}`;
}
