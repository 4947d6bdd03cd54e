import { DEFAULT_LOCALE, type Locale } from '../../functions/contract/i18n/locales.ts';
import { accountMessages } from '../../functions/contract/account-display.ts';
import { emailVerificationMessages, passwordResetMessages } from '../../functions/contract/account-email.ts';
import { MESSAGE_KEYS, messagesIn } from '../../functions/contract/i18n/message-keys.ts';
import { pickTexts } from '../../functions/contract/i18n/translate.ts';
import type { FormTexts } from '../islands/forms/texts.tsx';

/**
 * The account forms' texts an island gets (issue 26): the labels, buttons and messages of the sign-in,
 * sign-up, details and password forms, picked for the page's language. English pages pass none: the
 * islands then show the English written beside each key, as before.
 */
const FORM_TEXT_KEYS = [
  'forms.userName',
  'forms.userNameOrEmail',
  'forms.email',
  'forms.password',
  'forms.passwordHint',
  'forms.mobile',
  'forms.mobileHint',
  'forms.address',
  'forms.referralCode',
  'forms.name',
  'forms.merchantName',
  'forms.brandName',
  'forms.industry',
  'forms.category',
  'forms.categoryHint',
  'forms.websiteUrl',
  'forms.websiteHint',
  'forms.signIn',
  'forms.signUp',
  'forms.enter',
  'forms.forgotPassword',
  'forms.userSignInLabel',
  'forms.merchantSignInLabel',
  'forms.adminSignInLabel',
  'forms.userSignUpLabel',
  'forms.merchantSignUpLabel',
  'forms.or',
  'forms.continueWithGoogle',
  'forms.terms',
  'forms.termsLink',
  'forms.privacyLink',
  'forms.yourDetailsLabel',
  'forms.saveDetails',
  'forms.merchantDetailsLabel',
  'forms.submitDetails',
  'forms.resetLabel',
  'forms.sendResetLink',
  'forms.newPasswordLabel',
  'forms.newPassword',
  'forms.newPasswordAgain',
  'forms.setNewPassword',
  'forms.askNewLink',
  'forms.signInAfterReset',
  'forms.sendAgain',
  'forms.notice.heading',
  'forms.notice.user',
  'forms.notice.merchant',
  'forms.notice.yourEmail',
  'forms.notice.dismiss',
  'forms.notice.dismissLabel',
  'forms.msg.signupFailedPrefix',
] as const;

/** Settings' email switches (EmailPreferencesForm). */
const EMAIL_PREFERENCE_TEXT_KEYS = [
  'forms.prefs.heading',
  'forms.prefs.intro',
  'forms.prefs.cashbackUpdates',
  'forms.prefs.cashbackHint',
  'forms.prefs.payoutUpdates',
  'forms.prefs.payoutHint',
  'forms.prefs.savedReminders',
  'forms.prefs.savedRemindersHint',
  'forms.prefs.followDigest',
  'forms.prefs.followDigestHint',
  'forms.prefs.save',
  'forms.prefs.saved',
  'forms.prefs.nothingToChange',
  'forms.prefs.failed',
  'forms.prefs.noConnection',
] as const;

/** The contract's messages the account forms show: their checks', the API's answers and their own lines. */
const FORM_MESSAGES = [
  ...Object.values(accountMessages),
  ...Object.values(emailVerificationMessages),
  ...Object.values(passwordResetMessages),
  // accounts.ts's inline checks (user name, referral code), which the map names under forms.msg.
  ...Object.keys(MESSAGE_KEYS).filter((english) => MESSAGE_KEYS[english]?.startsWith('forms.msg.')),
];

export function formTexts(locale: Locale): FormTexts {
  return locale === DEFAULT_LOCALE
    ? {}
    : { ...pickTexts(locale, FORM_TEXT_KEYS), messages: messagesIn(locale, FORM_MESSAGES) };
}

export function emailPreferenceTexts(locale: Locale): FormTexts {
  return locale === DEFAULT_LOCALE ? {} : pickTexts(locale, EMAIL_PREFERENCE_TEXT_KEYS);
}
