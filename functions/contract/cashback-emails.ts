import { formatCalendarDate } from './india-time.ts';
import { formatPaise } from './money.ts';

/**
 * Cashback and payout emails, their one-click unsubscribe and the Settings switches (issue 22 item 6,
 * decision 0067). Zod-free: the Settings island imports it.
 */

/** The email categories an account may turn off (email_preferences' columns). */
export const EMAIL_CATEGORIES = [
  'cashback_updates',
  'payout_updates',
  'saved_reminders',
  'follow_digest',
] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

/** The one-click unsubscribe endpoint (RFC 8058): POST turns the category off, GET shows a button that does. */
export const UNSUBSCRIBE_PATH = '/api/email/unsubscribe';
/** The page a person opening the link sees: it asks, and its button unsubscribes (mail scanners follow GET links). */
export const UNSUBSCRIBE_PAGE_PATH = '/email/unsubscribe';

/** GET /api/account/settings' `emailPreferences`, and PUT /api/account/email-preferences' body (either or both). */
export interface EmailPreferences {
  cashbackUpdates: boolean;
  payoutUpdates: boolean;
  /** Issue 23: a reminder when saved coupons expire within 2 days. */
  savedReminders: boolean;
  /** Issue 23: the daily digest of new coupons from followed stores. */
  followDigest: boolean;
}

/** Every switch on: an account without a preferences row (decision 0061). */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  cashbackUpdates: true,
  payoutUpdates: true,
  savedReminders: true,
  followDigest: true,
};

export const CATEGORY_OF_PREFERENCE = {
  cashbackUpdates: 'cashback_updates',
  payoutUpdates: 'payout_updates',
  savedReminders: 'saved_reminders',
  followDigest: 'follow_digest',
} as const satisfies Record<keyof EmailPreferences, EmailCategory>;

export const emailPreferenceMessages = {
  heading: 'Emails',
  intro: 'Emails about your account itself (verification, password, payout method changes) are always sent.',
  cashbackUpdates: 'Email me about my cashback',
  cashbackHint: 'When a store records, confirms or reverses your cashback.',
  payoutUpdates: 'Email me about my payouts',
  payoutHint: 'When a payout is paid or fails.',
  savedReminders: 'Email me before my saved coupons expire',
  savedRemindersHint: 'At most one email a day, when saved coupons expire within 2 days.',
  followDigest: 'Email me a daily digest of new coupons from stores I follow',
  followDigestHint: 'Only on days a store you follow has new coupons.',
  save: 'Save email choices',
  saved: 'Your email choices are saved.',
  nothingToChange: 'Please choose at least one email setting.',
} as const;

/** The categories as the unsubscribe page names them. */
export const CATEGORY_NAMES: Record<EmailCategory, string> = {
  cashback_updates: 'cashback updates (recorded, confirmed, reversed)',
  payout_updates: 'payout updates (paid, failed)',
  saved_reminders: 'saved coupon reminders (before they expire)',
  follow_digest: 'daily digest of new coupons from stores you follow',
};

/** The last line of every email, by category. */
const FOOTER_OF_CATEGORY: Record<EmailCategory, string> = {
  cashback_updates: 'Stop cashback emails',
  payout_updates: 'Stop payout emails',
  saved_reminders: 'Stop saved coupon reminders',
  follow_digest: 'Stop the daily digest',
};

export const unsubscribeMessages = {
  title: 'Unsubscribe',
  ask: (category: EmailCategory) => `Stop emails about your ${CATEGORY_NAMES[category]}?`,
  button: 'Unsubscribe',
  done: (category: EmailCategory) =>
    `You are unsubscribed from ${CATEGORY_NAMES[category]}. You can turn them back on in your dashboard’s Settings.`,
  invalid: 'This unsubscribe link is not valid. You can choose your emails in your dashboard’s Settings.',
  settingsLink: 'Open Settings',
  failed: 'Your choice could not be saved just now. Please open the link again in a minute.',
  /** The last line of every cashback and payout email. */
  footer: (category: EmailCategory) => FOOTER_OF_CATEGORY[category],
} as const;

/** The Settings tab of the user dashboard, where the switches are. */
export const EMAIL_SETTINGS_PATH = '/user/dashboard?tab=settings';

const rupees = (paise: number) => formatPaise(paise);

/** The emails' words. Amounts come in paise and are written in ₹; dates are India days (YYYY-MM-DD). */
export const cashbackEmailTexts = {
  action: 'See My Earnings',
  recordedSubject: (cashbackPaise: number, store: string) =>
    `Cashback pending: ${rupees(cashbackPaise)} from ${store}`,
  recorded: (store: string, salePaise: number, saleDate: string, cashbackPaise: number) =>
    `${store} recorded your ${rupees(salePaise)} purchase of ${formatCalendarDate(saleDate)}. Your cashback of ${rupees(cashbackPaise)} is pending.`,
  recordedConfirms: (confirmAfter: string) =>
    `It confirms on ${formatCalendarDate(confirmAfter)}, once the store’s return window has passed. A return or cancellation before then takes it back.`,
  confirmedSubject: (cashbackPaise: number, stores: string[]) =>
    stores.length === 1
      ? `Cashback confirmed: ${rupees(cashbackPaise)} from ${stores[0]}`
      : `Cashback confirmed: ${rupees(cashbackPaise)}`,
  confirmedIntro: (cashbackPaise: number) =>
    `${rupees(cashbackPaise)} of your cashback is confirmed and ready to withdraw:`,
  confirmedLine: (cashbackPaise: number, store: string, salePaise: number) =>
    `${rupees(cashbackPaise)} from ${store} (${rupees(salePaise)} purchase)`,
  confirmedWithdraw: 'You can withdraw it to your UPI ID from My Earnings.',
  reversedSubject: (cashbackPaise: number, store: string) =>
    `Cashback reversed: ${rupees(cashbackPaise)} from ${store}`,
  reversed: (store: string, salePaise: number, saleDate: string, cashbackPaise: number) =>
    `The ${rupees(cashbackPaise)} cashback on your ${rupees(salePaise)} purchase at ${store} of ${formatCalendarDate(saleDate)} was reversed.`,
  reversedReason: (reason: string) => `Reason: ${reason}`,
  reversedHelp:
    'If you think this is a mistake, reply to the store or file a missing-cashback claim from your dashboard.',
  paidSubject: (amountPaise: number) => `Payout paid: ${rupees(amountPaise)}`,
  paid: (amountPaise: number, upiId: string) => `Your payout of ${rupees(amountPaise)} was paid to ${upiId}.`,
  failedSubject: (amountPaise: number) => `Payout failed: ${rupees(amountPaise)}`,
  failed: (amountPaise: number, upiId: string) =>
    `Your payout of ${rupees(amountPaise)} to ${upiId} did not go through.`,
  refused: (amountPaise: number, upiId: string) =>
    `Your payout of ${rupees(amountPaise)} to ${upiId} was not sent after our check.`,
  failedReason: (reason: string) => `Reason: ${reason}`,
  failedReturned: (amountPaise: number) =>
    `The ${rupees(amountPaise)} is back in your available balance; you can withdraw it again.`,
} as const;
