import type { Role } from './account-display.ts';
import type { EmailPreferences } from './cashback-emails.ts';
import { formatPaise } from './money.ts';

/**
 * The Settings tab and the data rights (issue 13): texts and shapes that the islands and the API
 * share. No zod here; the schemas are in account-settings-schemas.ts.
 */
export const settingsMessages = {
  nameSaved: 'Your name is saved.',
  mobileSaved: 'Your mobile number is saved.',
  passwordSaved: 'Your password is changed. You were signed out on every other device.',
  emailSaved: 'Your email address is changed. Please open the link we sent to it to verify it.',
  emailSavedLinkNotSent:
    'Your email address is changed, but the verification link could not be sent just now. Please use "Send again".',
  wrongPassword: 'Your current password is not correct.',
  samePassword: 'The new password must be different from the current one.',
  emailTaken: 'Another account already uses this email address.',
  sameEmail: 'This is already your email address.',
  currentPasswordRequired: 'Please enter your current password.',
  noPassword: 'You sign in with Google, so your account has no password to change.',
  confirmDelete: 'Please type DELETE to confirm.',
  adminCannotDelete:
    'An administrator account cannot be deleted here: the site must always keep an administrator. Please ask the site operator.',
  deleted: 'Your account is deleted.',
  payoutOpen:
    'You have a withdrawal on its way. Please wait until it is paid or returned, then delete your account.',
  /** After forfeitText on the delete form. */
  forfeitNotPaid: 'It is not paid out once the account is deleted.',
  failed: 'Your change could not be saved. Please try again.',
  noConnection: 'Your change could not be saved. Please check your connection.',
  /** PUT /api/account/language with a language the site does not have. */
  languageChoice: 'Choose English (en), Hindi (hi) or Telugu (te).',
} as const;

/** What the delete form asks a Google-only account to type (password accounts give their password). */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** GET /api/account/settings: what the Settings tab shows and may change. Nothing secret. */
export interface AccountSettings {
  role: Role;
  name: string;
  username: string;
  email: string | null;
  mobile: string | null;
  isEmailConfirmed: boolean;
  /** False for Google-only accounts: the password parts are hidden. */
  hasPassword: boolean;
  /** False for administrators (they cannot delete themselves here). */
  canDelete: boolean;
  /** The account's cashback that deleting it forfeits (the earnings ledger, whole paise). */
  cashback: CashbackAtStake;
  /** Issue 22: which cashback and payout emails the account gets (Settings switches, one-click unsubscribe). */
  emailPreferences: EmailPreferences;
}

/** Cashback an account still holds: nothing of it is paid out once the account is deleted. */
export interface CashbackAtStake {
  /** Pending credits, neither confirmed nor reversed yet. */
  pendingPaise: number;
  /** Confirmed credits and bonuses not paid out (the balance). */
  confirmedPaise: number;
}

/**
 * What the delete form says before it asks for the password, e.g. "You will forfeit ₹1,234.50 of
 * cashback (₹234.50 pending, ₹1,000 confirmed)."; null when the account holds no cashback.
 */
export function forfeitText({ pendingPaise, confirmedPaise }: CashbackAtStake): string | null {
  const total = pendingPaise + confirmedPaise;
  if (total <= 0) return null;
  return `You will forfeit ${formatPaise(total)} of cashback (${formatPaise(pendingPaise)} pending, ${formatPaise(confirmedPaise)} confirmed).`;
}

/** The file name of "Download my data". */
export const EXPORT_FILE_NAME = 'dealsphere-my-data.json';
