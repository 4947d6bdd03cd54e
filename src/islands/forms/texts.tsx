import { createContext, useContext, type ReactNode } from 'react';
import { accountMessages } from '../../../functions/contract/account-display.ts';
import {
  emailVerificationMessages,
  passwordResetMessages,
} from '../../../functions/contract/account-email.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../functions/contract/i18n/locales.ts';
import type { MessageKey } from '../../../functions/contract/i18n/translate.ts';
import { withFieldMessages, type FormSchema } from './use-form.ts';

/**
 * The account forms' texts in the page's language (issue 26): picked on the server
 * (src/lib/account-texts.ts) and handed to the island as a prop, never the catalogue. English pages pass
 * none: each text then falls back to the English written beside its key, so English stays as it was.
 */
export type FormTexts = Partial<Record<MessageKey, string>>;

interface FormLanguage {
  locale: Locale;
  texts: FormTexts;
}

const FormLanguageContext = createContext<FormLanguage>({ locale: DEFAULT_LOCALE, texts: {} });

/** Wraps an island's form so its fields, buttons and messages speak the page's language. */
export function FormLanguage({
  locale = DEFAULT_LOCALE,
  texts = {},
  children,
}: {
  locale?: Locale | undefined;
  texts?: FormTexts | undefined;
  children: ReactNode;
}) {
  return <FormLanguageContext.Provider value={{ locale, texts }}>{children}</FormLanguageContext.Provider>;
}

/** `tx('forms.password', 'Password')`: the page's text for a key, else the English beside it. */
export function useFormLanguage() {
  const { locale, texts } = useContext(FormLanguageContext);
  return { locale, texts, ...textGetters(texts) };
}

/** The same getters for an island's root, which holds the texts as a prop (outside its FormLanguage). */
export function textGetters(texts: FormTexts = {}) {
  return {
    tx: (key: MessageKey, english: string) => texts[key] ?? english,
    message: (english: string) => translateMessage(texts, english),
  };
}

/**
 * The contract's English messages the forms show (field checks, success and failure lines, and the
 * API's own answers while they are English), each with its key: written whole so the catalogue test
 * sees them used.
 */
export const MESSAGE_KEYS: Readonly<Record<string, MessageKey>> = {
  [accountMessages.passwordTooShort]: 'forms.msg.passwordTooShort',
  [accountMessages.passwordTooLong]: 'forms.msg.passwordTooLong',
  [accountMessages.mobile]: 'forms.msg.mobile',
  [accountMessages.merchantMobile]: 'forms.msg.merchantMobile',
  [accountMessages.email]: 'forms.msg.email',
  [accountMessages.required]: 'forms.msg.required',
  [accountMessages.terms]: 'forms.msg.terms',
  [accountMessages.duplicate]: 'forms.msg.duplicate',
  [accountMessages.loginSucceeded]: 'forms.msg.loginSucceeded',
  [accountMessages.loginFailed]: 'forms.msg.loginFailed',
  [accountMessages.tooManyAttempts]: 'forms.msg.tooManyAttempts',
  [accountMessages.userSignupSucceeded]: 'forms.msg.userSignupSucceeded',
  [accountMessages.merchantSignupSucceeded]: 'forms.msg.merchantSignupSucceeded',
  [accountMessages.signupFailedRetry]: 'forms.msg.signupFailedRetry',
  [accountMessages.signupNoConnection]: 'forms.msg.signupNoConnection',
  [accountMessages.registrationFailed]: 'forms.msg.registrationFailed',
  [accountMessages.userDetailsSaved]: 'forms.msg.userDetailsSaved',
  [accountMessages.merchantDetailsSucceeded]: 'forms.msg.merchantDetailsSucceeded',
  [accountMessages.merchantDetailsFailed]: 'forms.msg.merchantDetailsFailed',
  [accountMessages.googleFailed]: 'forms.msg.googleFailed',
  [accountMessages.adminInvalid]: 'forms.msg.adminInvalid',
  // accounts.ts writes these inline (tests/unit/account-texts.test.ts checks they are its words); the
  // import of rules.ts they would need is more than every island using fields.tsx should load.
  ['User name must be at least 3 characters long']: 'forms.msg.usernameTooShort',
  ['User name must be at most 40 characters long']: 'forms.msg.usernameTooLong',
  ['User name may use letters, digits, dot, dash and underscore']: 'forms.msg.usernamePattern',
  ['This referral code is not valid']: 'forms.msg.referralCode',
  [passwordResetMessages.requested]: 'forms.msg.resetRequested',
  [passwordResetMessages.done]: 'forms.msg.resetDone',
  [passwordResetMessages.linkInvalid]: 'forms.msg.resetLinkInvalid',
  [passwordResetMessages.linkEmailChanged]: 'forms.msg.resetLinkEmailChanged',
  [passwordResetMessages.linkPasswordChanged]: 'forms.msg.resetLinkPasswordChanged',
  [passwordResetMessages.confirmMismatch]: 'forms.msg.confirmMismatch',
  [passwordResetMessages.confirmRequired]: 'forms.msg.confirmRequired',
  [passwordResetMessages.tooMany]: 'forms.msg.resetTooMany',
  [passwordResetMessages.failed]: 'forms.msg.failed',
  [emailVerificationMessages.sent]: 'forms.msg.verificationSent',
  [emailVerificationMessages.alreadyVerified]: 'forms.msg.alreadyVerified',
  [emailVerificationMessages.noEmail]: 'forms.msg.noEmail',
  [emailVerificationMessages.resendThrottled]: 'forms.msg.resendThrottled',
  [emailVerificationMessages.sendFailed]: 'forms.msg.sendFailed',
};

/** The one placeholder filler, from its own module (fill.ts carries no catalogue into the islands). */
export { fill } from '../../../functions/contract/i18n/fill.ts';

/** One of the contract's English messages in the page's language; any other text stays as it came. */
export function translateMessage(texts: FormTexts, english: string): string {
  const key = MESSAGE_KEYS[english];
  return (key && texts[key]) || english;
}

/** A contract schema whose field messages come out in the page's language (English: the schema itself). */
export function localizedSchema<D>(schema: FormSchema<D>, texts: FormTexts): FormSchema<D> {
  if (Object.keys(texts).length === 0) return schema;
  return withFieldMessages(schema, (english) => translateMessage(texts, english));
}
