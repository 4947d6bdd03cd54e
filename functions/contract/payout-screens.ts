import { formatIndiaDateTime } from './india-time.ts';
import { formatPaise, formatTokens, paiseToRupees } from './money.ts';
import { PAYOUT_METHOD_CHANGE_DELAY_HOURS, type PayoutStatus } from './payouts.ts';

/**
 * The payout screens' own words (issue 22 item 4; decision 0066): the shopper's Withdraw page, the
 * Payout method form (on that page and in Settings), the administrator's Payouts tab and the test
 * payout page. The API's messages and the status labels are in payouts.ts; this module only adds what
 * a screen says around them. No zod, no Node: islands import it.
 */

export const withdrawTexts = {
  pageTitle: 'Withdraw cashback',
  intro:
    'Send your confirmed cashback to your bank account through UPI. Pending cashback can be withdrawn once it is confirmed.',
  availableHeading: 'Available to withdraw',
  tokenRate: '1 token = ₹1',
  earningsLink: 'See your earnings',
  withdrawLink: 'Withdraw your cashback',
  pageFailed: 'Your balance and payouts could not be loaded just now. Please reload the page.',
  unverifiedHeading: 'Verify your email address to withdraw',
  unverifiedBody:
    'We pay cashback only to accounts whose email address is verified, so that nobody else can take it. Open the link we emailed you, or ask for a new one.',
  unverifiedWrongAddress: 'Wrong address? Change it in Settings.',
  disabled: 'Withdrawals are not available right now. Your cashback is safe; please try again later.',
  // The payout method
  methodHeading: 'Payout method',
  methodNone: 'No UPI ID saved yet. Add the UPI ID of the bank account your cashback should go to.',
  upiLabel: 'UPI ID',
  upiHint: 'As your UPI app shows it, e.g. asha@okaxis.',
  currentPasswordLabel: 'Current password',
  changeNote: `A new UPI ID can be used ${PAYOUT_METHOD_CHANGE_DELAY_HOURS} hours after you change it, and we email you about the change.`,
  firstNote: 'Your first UPI ID can be used at once.',
  freshSignInNote:
    'You sign in with Google: to change your UPI ID, sign out and sign in again with Google, then change it within 10 minutes.',
  saveMethod: 'Save UPI ID',
  changeMethod: 'Change UPI ID',
  saveNewMethod: 'Save new UPI ID',
  savingMethod: 'Saving…',
  cancel: 'Cancel',
  methodFailed: 'Your UPI ID could not be saved. Please try again.',
  // Withdrawing
  withdrawHeading: 'Withdraw',
  amountLabel: 'Amount (₹)',
  withdraw: 'Withdraw',
  sending: 'Sending your withdrawal…',
  noConnection:
    'No answer from the server. Check your connection and press Withdraw again: the same request is sent, so you are never paid twice.',
  failed: 'Your withdrawal could not be sent just now. Please try again.',
  needsMethod: 'Save a UPI ID under Payout method before you withdraw.',
  // The list
  listHeading: 'Your payouts',
  listCaption: 'Your payouts',
  settleTest: 'Settle (test mode)',
  loadFailed: 'Your payouts could not be loaded.',
} as const;

/** The balance line: '199.85 tokens (₹199.85)'. */
export function availableText(availablePaise: number): string {
  return `${formatTokens(paiseToRupees(availablePaise))} tokens (${formatPaise(availablePaise)})`;
}

/** Below the balance, when it is under the minimum. */
export function belowMinimumText(minimumPaise: number): string {
  return `You can withdraw once at least ${formatPaise(minimumPaise)} is available.`;
}

/** The method in force. */
export function methodInForceText(upiId: string): string {
  return `Payouts go to ${upiId}.`;
}

/** A change waiting for its 24 hours. */
export function pendingMethodText(upiId: string, usableFrom: string): string {
  return `Your new UPI ID ${upiId} can be used from ${formatIndiaDateTime(usableFrom)}. We emailed you about the change.`;
}

/** The open payout that keeps the form closed. */
export function openPayoutText(status: PayoutStatus | null): string {
  return status === 'held'
    ? 'Your last withdrawal is being reviewed. You can withdraw again once it has been paid or returned.'
    : 'Your last withdrawal is on its way. You can withdraw again once it has been paid or returned.';
}

/** The Withdraw button's own name: 'Withdraw ₹500'. */
export function withdrawButtonText(amountPaise: number | null): string {
  return amountPaise === null || amountPaise <= 0
    ? withdrawTexts.withdraw
    : `${withdrawTexts.withdraw} ${formatPaise(amountPaise)}`;
}

/** A payout sent to the provider: '₹500 is on its way to asha@okaxis. UPI payouts usually arrive within minutes.' */
export function withdrawSentText(amountPaise: number, upiId: string): string {
  return `${formatPaise(amountPaise)} is on its way to ${upiId}. UPI payouts usually arrive within minutes.`;
}

/** A payout held for review. */
export function withdrawHeldText(amountPaise: number, upiId: string): string {
  return `Your withdrawal of ${formatPaise(amountPaise)} to ${upiId} will be reviewed before it is sent, usually within one working day.`;
}

// The administrator's Payouts tab.
export const adminPayoutTexts = {
  filterLabel: 'Show',
  allStatuses: 'All payouts',
  caption: 'Payouts',
  empty: 'No payouts with this status.',
  loadFailed: 'The payouts could not be loaded.',
  release: 'Release',
  confirmRelease: 'Yes, send it',
  reject: 'Reject',
  confirmReject: 'Reject and return the tokens',
  cancel: 'Cancel',
  reasonLabel: 'Why (the shopper reads this)',
  settleTest: 'Settle (test mode)',
  failed: 'The payout could not be changed. Please try again.',
  noConnection: 'No answer from the server. Check your connection and try again.',
} as const;

/** The question a Release asks before it is sent. */
export function releaseQuestion(amountPaise: number, upiId: string): string {
  return `Send ${formatPaise(amountPaise)} to ${upiId} now? Money leaves the site's account.`;
}

/** How old the shopper's account is: 'Account made today', 'Account 1 day old', 'Account 40 days old'. */
export function accountAgeText(days: number): string {
  if (days <= 0) return 'Account made today';
  return days === 1 ? 'Account 1 day old' : `Account ${days} days old`;
}

/** A window's velocity: '7 days: 2 payouts, ₹700'. */
export function velocityText(days: number, count: number, totalPaise: number): string {
  return `${days} days: ${count} ${count === 1 ? 'payout' : 'payouts'}, ${formatPaise(totalPaise)}`;
}

// The test payout page.
export const testPayoutTexts = {
  intro:
    'This site runs without RazorpayX keys, so withdrawals go to the built-in test provider and are settled here by hand, as RazorpayX would report them.',
  amount: 'Amount',
  upiId: 'UPI ID',
  requested: 'Requested',
  status: 'Status',
  notAvailableHeading: 'Test payout not available',
  notFound: 'This payout was not found.',
  held: 'This payout is on hold for review: an administrator releases it first (Admin dashboard, Payouts).',
  settled: 'This payout is settled already; nothing more can be done with it here.',
  backToWithdraw: 'Back to Withdraw',
  backToPayouts: 'Back to Payouts',
  settling: 'Settling…',
  failed: 'The payout could not be settled.',
  noConnection: 'No answer from the server. Check your connection and try again.',
} as const;
