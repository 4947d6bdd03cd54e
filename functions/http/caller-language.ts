import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { emailVerificationMessages, passwordResetMessages } from '../contract/account-email.ts';
import { accountMessages } from '../contract/account-display.ts';
import { settingsMessages } from '../contract/account-settings.ts';
import { claimMessages } from '../contract/cashback-claims.ts';
import { LOCALE_COOKIE, isLocale, type Locale } from '../contract/i18n/locales.ts';
import { translate, type MessageKey } from '../contract/i18n/translate.ts';
import { messages } from '../contract/messages.ts';
import { payoutMessages } from '../contract/payouts.ts';
import { reviewMessages } from '../contract/reviews.ts';
import type { AppEnv } from './app-env.ts';
import { MERCHANT_MESSAGE_KEYS, MERCHANT_MESSAGE_TEMPLATES } from './api-messages/merchant.ts';
import { SHOPPER_MESSAGE_KEYS, SHOPPER_MESSAGE_TEMPLATES } from './api-messages/shopper.ts';

/**
 * The contract's English error messages that people read, each with its key in the api namespace
 * (issue 26 item 7). Built from the contract's constants, so the English is never copied; a message not
 * here stays English. Success messages are not here: clients depend on the spec's English ones.
 */
export const API_MESSAGE_KEYS: Record<string, MessageKey> = {
  [messages.notSignedIn]: 'api.notSignedIn',
  [messages.forbidden]: 'api.forbidden',
  [messages.notFound]: 'api.notFound',
  [messages.tooManyRequests]: 'api.tooManyRequests',
  [messages.invalidInput]: 'api.invalidInput',
  [messages.serverError]: 'api.serverError',
  [messages.storeUnavailable]: 'api.storeUnavailable',
  [messages.bodyTooLarge]: 'api.bodyTooLarge',
  [messages.merchantDetailsFirst]: 'api.merchantDetailsFirst',
  [accountMessages.passwordTooShort]: 'api.passwordTooShort',
  [accountMessages.passwordTooLong]: 'api.passwordTooLong',
  [accountMessages.mobile]: 'api.mobile',
  [accountMessages.merchantMobile]: 'api.merchantMobile',
  [accountMessages.email]: 'api.email',
  [accountMessages.required]: 'api.required',
  [accountMessages.terms]: 'api.terms',
  [accountMessages.duplicate]: 'api.duplicate',
  [accountMessages.loginFailed]: 'api.loginFailed',
  [accountMessages.tooManyAttempts]: 'api.tooManyAttempts',
  [accountMessages.adminInvalid]: 'api.adminInvalid',
  [accountMessages.invalidReferralMobile]: 'api.invalidReferralMobile',
  [accountMessages.registrationFailed]: 'api.registrationFailed',
  [emailVerificationMessages.revealRefused]: 'api.revealRefused',
  [emailVerificationMessages.reviewRefused]: 'api.reviewRefused',
  [emailVerificationMessages.earnRefused]: 'api.earnRefused',
  [emailVerificationMessages.alreadyVerified]: 'api.alreadyVerified',
  [emailVerificationMessages.resendThrottled]: 'api.resendThrottled',
  [passwordResetMessages.linkInvalid]: 'api.resetLinkInvalid',
  [passwordResetMessages.tooMany]: 'api.resetTooMany',
  [reviewMessages.selectCoupon]: 'api.selectCoupon',
  [reviewMessages.ratingRequired]: 'api.ratingRequired',
  [reviewMessages.remarksRequired]: 'api.remarksRequired',
  [reviewMessages.remarksTooLong]: 'api.remarksTooLong',
  [reviewMessages.purchaseAmount]: 'api.purchaseAmount',
  [reviewMessages.purchaseDate]: 'api.purchaseDate',
  [reviewMessages.purchaseType]: 'api.purchaseType',
  [reviewMessages.otherUser]: 'api.otherUser',
  [reviewMessages.couponNotLive]: 'api.couponNotLive',
  [reviewMessages.reviewNotFound]: 'api.reviewNotFound',
  [payoutMessages.upiIdInvalid]: 'api.upiIdInvalid',
  [payoutMessages.currentPasswordRequired]: 'api.currentPasswordRequired',
  [payoutMessages.wrongPassword]: 'api.wrongPassword',
  [payoutMessages.noMethod]: 'api.noMethod',
  [payoutMessages.methodNotYetUsable]: 'api.methodNotYetUsable',
  [payoutMessages.verifyEmailFirst]: 'api.verifyEmailFirst',
  [payoutMessages.amountInvalid]: 'api.amountInvalid',
  [payoutMessages.balanceTooLow]: 'api.balanceTooLow',
  [payoutMessages.openPayoutExists]: 'api.openPayoutExists',
  [payoutMessages.payoutsDisabled]: 'api.payoutsDisabled',
  [payoutMessages.notFound]: 'api.payoutNotFound',
  [settingsMessages.samePassword]: 'api.samePassword',
  [settingsMessages.emailTaken]: 'api.emailTaken',
  [settingsMessages.sameEmail]: 'api.sameEmail',
  [settingsMessages.noPassword]: 'api.noPassword',
  [settingsMessages.confirmDelete]: 'api.confirmDelete',
  [settingsMessages.payoutOpen]: 'api.payoutOpen',
  [claimMessages.selectCoupon]: 'api.claimSelectCoupon',
  [claimMessages.couponNotClaimable]: 'api.claimCouponNotClaimable',
  [claimMessages.dateRequired]: 'api.claimDateRequired',
  [claimMessages.dateInvalid]: 'api.claimDateInvalid',
  [claimMessages.dateFuture]: 'api.claimDateFuture',
  [claimMessages.dateTooOld]: 'api.claimDateTooOld',
  [claimMessages.amountRequired]: 'api.claimAmountRequired',
  [claimMessages.amountInvalid]: 'api.claimAmountInvalid',
  [claimMessages.orderRequired]: 'api.claimOrderRequired',
  [claimMessages.orderTooLong]: 'api.claimOrderTooLong',
  [claimMessages.duplicate]: 'api.claimDuplicate',
  [claimMessages.notFound]: 'api.claimNotFound',
  // The shopper's and the public pages' messages, and the merchant's and the admin's, in their own modules.
  ...SHOPPER_MESSAGE_KEYS,
  ...MERCHANT_MESSAGE_KEYS,
};

/**
 * Messages made from a template (`Row {row}: …`): the key's English in the catalogue is the template, so
 * the pattern that recognises a message is made from it, never written twice. Each placeholder's value
 * is kept (a number, a name) or, when it is itself a known message, translated too.
 */
export const API_MESSAGE_TEMPLATES: readonly MessageKey[] = [
  ...SHOPPER_MESSAGE_TEMPLATES,
  ...MERCHANT_MESSAGE_TEMPLATES,
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `Row {row}: {message}` → /^Row (?<row>.+?): (?<message>.+?)$/s; placeholders named as in the catalogue. */
function templatePattern(template: string): RegExp {
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name ? `(?<${name}>.+?)` : escapeRegExp(part);
    })
    .join('');
  return new RegExp(`^${source}$`, 's');
}

const TEMPLATE_PATTERNS = API_MESSAGE_TEMPLATES.map((key) => ({
  key,
  pattern: templatePattern(translate('en', key)),
}));

/** An English API message in a language; one the api namespace does not know stays as it is. */
export function translateApiMessage(locale: Locale, message: string): string {
  if (locale === 'en') return message;
  const key = Object.hasOwn(API_MESSAGE_KEYS, message) ? API_MESSAGE_KEYS[message] : undefined;
  if (key) return translate(locale, key);
  for (const { key: templateKey, pattern } of TEMPLATE_PATTERNS) {
    const groups = pattern.exec(message)?.groups;
    if (!groups) continue;
    const params = Object.fromEntries(
      Object.entries(groups).map(([name, value]) => [name, translateApiMessage(locale, value)]),
    );
    return translate(locale, templateKey, params);
  }
  return message;
}

/** The `lang` cookie's language (the switcher's last choice on this device), or null. */
export function cookieLocale(c: Context<AppEnv>): Locale | null {
  const value = getCookie(c, LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}

/**
 * The language a person reading this answer chose: a signed-in account's Hindi or Telugu, else the
 * `lang` cookie, else English.
 */
export function callerLocale(c: Context<AppEnv>): Locale {
  const language = c.var.account?.language;
  if (language === 'hi' || language === 'te') return language;
  return cookieLocale(c) ?? 'en';
}

/** Adds Cookie to Vary: the `lang` cookie (or the session's account) chose the answer's language. */
function varyOnCookie(headers: Headers) {
  const vary = headers.get('Vary');
  const names = (vary ?? '').split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('cookie') || names.includes('*')) return;
  headers.set('Vary', vary ? `${vary}, Cookie` : 'Cookie');
}

/**
 * Error messages in the caller's language (issue 26 item 7): a JSON error answer `{error:{code,
 * message, fields?}}` gets its message and field messages in Hindi or Telugu when the caller chose one
 * (callerLocale); the status, the `code` and every header stay. English callers get the answer untouched.
 */
export const translateErrors: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const res = c.res;
  if (res.status < 400 || !res.headers.get('Content-Type')?.startsWith('application/json')) return;
  const locale = callerLocale(c);
  if (locale === 'en') {
    // The English answer depends on the cookie too: a cache must not give it to a Hindi reader.
    try {
      varyOnCookie(res.headers);
    } catch {
      // A fetched response's headers are immutable; such an answer is not ours to mark.
    }
    return;
  }
  let body: unknown;
  try {
    body = await res.clone().json();
  } catch {
    return;
  }
  const error = (body as { error?: { message?: unknown; fields?: unknown } } | null)?.error;
  if (!error || typeof error.message !== 'string') return;
  const fields =
    error.fields && typeof error.fields === 'object'
      ? Object.fromEntries(
          Object.entries(error.fields as Record<string, unknown>).map(([name, text]) => [
            name,
            typeof text === 'string' ? translateApiMessage(locale, text) : text,
          ]),
        )
      : undefined;
  const translated = {
    ...(body as object),
    error: { ...error, message: translateApiMessage(locale, error.message), ...(fields ? { fields } : {}) },
  };
  const headers = new Headers(res.headers);
  headers.delete('Content-Length');
  headers.set('Content-Language', locale);
  varyOnCookie(headers);
  c.res = undefined;
  c.res = new Response(JSON.stringify(translated), { status: res.status, headers });
};
