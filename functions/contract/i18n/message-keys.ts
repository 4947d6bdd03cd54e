import { emailVerificationMessages, passwordResetMessages } from '../account-email.ts';
import { accountMessages } from '../account-display.ts';
import { signUpFieldMessages } from '../accounts.ts';
import { settingsMessages } from '../account-settings.ts';
import { claimMessages } from '../cashback-claims.ts';
import { googleMessages } from '../google.ts';
import { cashbackRateMessages } from '../cashback-rates.ts';
import { catalogueMessages } from '../catalogue.ts';
import { couponEditMessages } from '../coupon-edits.ts';
import { reversalTextIn, saleMessages, type ReversalReason } from '../earnings.ts';
import { couponMessages } from '../merchant-coupons.ts';
import { productMessages } from '../merchant-products.ts';
import { orderMessages } from '../orders.ts';
import { webUrlMessages } from '../rules.ts';
import { siteCreationMessages } from '../site-creation.ts';
import { messages } from '../messages.ts';
import { payoutMessages } from '../payouts.ts';
import { reviewMessages } from '../reviews.ts';
import type { Locale } from './locales.ts';
import { MERCHANT_MESSAGE_KEYS, MERCHANT_MESSAGE_TEMPLATES } from './message-keys/merchant.ts';
import { SHOPPER_MESSAGE_KEYS, SHOPPER_MESSAGE_TEMPLATES } from './message-keys/shopper.ts';
import { translate, type MessageKey } from './translate.ts';

/**
 * The one map from a contract message, as the contract says it in English, to its key (issue 26, decision
 * 0089). The API answers a Hindi or Telugu caller's errors with it (functions/http/caller-language.ts),
 * and the pages hand an island the messages it can show, already in the page's language (`messagesIn`),
 * so a field check in the browser and the same refusal from the server read the same. One message has
 * one key: tests/unit/api-messages.test.ts fails when two keys carry the same mapped English.
 *
 * Built from the contract's constants, so the English is never copied. Islands never import this module
 * (it carries every catalogue): they get `messages` from their page and read it with src/lib/in-language.ts.
 */
export const CORE_MESSAGE_KEYS: Record<string, MessageKey> = {
  [messages.notSignedIn]: 'api.notSignedIn',
  [messages.forbidden]: 'api.forbidden',
  [messages.notFound]: 'api.notFound',
  [messages.tooManyRequests]: 'api.tooManyRequests',
  [messages.invalidInput]: 'api.invalidInput',
  [messages.serverError]: 'api.serverError',
  [messages.storeUnavailable]: 'api.storeUnavailable',
  [messages.bodyTooLarge]: 'api.bodyTooLarge',
  [messages.merchantDetailsFirst]: 'api.merchantDetailsFirst',
  [messages.crossSite]: 'api.crossSite',
  [messages.jsonRequired]: 'api.jsonRequired',
  [messages.nulCharacter]: 'api.nulCharacter',
  [messages.bodyNotJson]: 'api.bodyNotJson',
  [messages.formUnreadable]: 'api.formUnreadable',

  // Accounts: the sign-in, sign-up and details forms' checks and answers.
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
  [accountMessages.invalidReferralMobile]: 'api.invalidReferralMobile',
  [accountMessages.referralUserNotLoaded]: 'api.referralUserNotLoaded',
  [accountMessages.userDetailsAlreadySaved]: 'api.userDetailsAlreadySaved',
  [accountMessages.merchantDetailsAlreadySaved]: 'api.merchantDetailsAlreadySaved',
  [googleMessages.notConfigured]: 'api.googleNotConfigured',
  [signUpFieldMessages.usernameTooShort]: 'forms.msg.usernameTooShort',
  [signUpFieldMessages.usernameTooLong]: 'forms.msg.usernameTooLong',
  [signUpFieldMessages.usernameCharacters]: 'forms.msg.usernamePattern',
  [signUpFieldMessages.referralCode]: 'forms.msg.referralCode',

  // Email verification and password reset.
  [emailVerificationMessages.revealRefused]: 'api.revealRefused',
  [emailVerificationMessages.reviewRefused]: 'api.reviewRefused',
  [emailVerificationMessages.earnRefused]: 'api.earnRefused',
  [emailVerificationMessages.sent]: 'forms.msg.verificationSent',
  [emailVerificationMessages.alreadyVerified]: 'forms.msg.alreadyVerified',
  [emailVerificationMessages.noEmail]: 'forms.msg.noEmail',
  [emailVerificationMessages.resendThrottled]: 'forms.msg.resendThrottled',
  [emailVerificationMessages.sendFailed]: 'forms.msg.sendFailed',
  [passwordResetMessages.requested]: 'forms.msg.resetRequested',
  [passwordResetMessages.done]: 'forms.msg.resetDone',
  [passwordResetMessages.linkInvalid]: 'forms.msg.resetLinkInvalid',
  [passwordResetMessages.linkEmailChanged]: 'forms.msg.resetLinkEmailChanged',
  [passwordResetMessages.linkPasswordChanged]: 'forms.msg.resetLinkPasswordChanged',
  [passwordResetMessages.confirmMismatch]: 'forms.msg.confirmMismatch',
  [passwordResetMessages.confirmRequired]: 'forms.msg.confirmRequired',
  [passwordResetMessages.tooMany]: 'forms.msg.resetTooMany',
  [passwordResetMessages.failed]: 'forms.msg.failed',
  [emailVerificationMessages.verified]: 'account.verify.verified',

  // Reviews (the Reviews tab).
  [reviewMessages.selectCoupon]: 'shopper.reviews.msg.selectCoupon',
  [reviewMessages.ratingRequired]: 'shopper.reviews.msg.ratingRequired',
  [reviewMessages.remarksRequired]: 'shopper.reviews.msg.remarksRequired',
  [reviewMessages.remarksTooLong]: 'shopper.reviews.msg.remarksTooLong',
  [reviewMessages.purchaseAmount]: 'shopper.reviews.msg.purchaseAmount',
  [reviewMessages.purchaseDate]: 'shopper.reviews.msg.purchaseDate',
  [reviewMessages.purchaseType]: 'shopper.reviews.msg.purchaseType',
  [reviewMessages.submitted]: 'shopper.reviews.msg.submitted',
  [reviewMessages.otherUser]: 'shopper.reviews.msg.otherUser',
  [reviewMessages.couponNotLive]: 'cards.couponNotFound',
  [reviewMessages.noReviews]: 'shopper.reviews.msg.noReviews',
  [reviewMessages.reviewNotFound]: 'api.reviewNotFound',

  // Payouts.
  [payoutMessages.upiIdInvalid]: 'api.upiIdInvalid',
  [payoutMessages.currentPasswordRequired]: 'payouts.method.currentPasswordRequired',
  [payoutMessages.methodSaved]: 'payouts.method.saved',
  [payoutMessages.methodSameAsCurrent]: 'payouts.method.sameAsCurrent',
  [payoutMessages.methodChangeSaved]: 'payouts.method.changeSaved',
  [payoutMessages.wrongPassword]: 'shopper.settings.msg.wrongPassword',
  [payoutMessages.noMethod]: 'api.noMethod',
  [payoutMessages.methodNotYetUsable]: 'payouts.methodNotYetUsable',
  [payoutMessages.verifyEmailFirst]: 'payouts.method.verifyEmailFirst',
  [payoutMessages.amountInvalid]: 'payouts.amountInvalid',
  [payoutMessages.balanceTooLow]: 'payouts.balanceTooLow',
  [payoutMessages.openPayoutExists]: 'api.openPayoutExists',
  [payoutMessages.payoutsDisabled]: 'api.payoutsDisabled',
  [payoutMessages.notFound]: 'api.payoutNotFound',
  [payoutMessages.notHeld]: 'api.payoutNotHeld',
  [payoutMessages.rejectReasonRequired]: 'api.payoutRejectReasonRequired',
  // The success answers' messages (decision 0099): the shopper's withdrawal, the administrator's payouts.
  [payoutMessages.created]: 'apiShopper.payoutCreated',
  [payoutMessages.createdHeld]: 'apiShopper.payoutCreatedHeld',
  [payoutMessages.alreadyCreated]: 'apiShopper.payoutAlreadyCreated',
  [payoutMessages.released]: 'adminMoney.payouts.released',
  [payoutMessages.rejected]: 'adminMoney.payouts.rejected',
  [payoutMessages.settledProcessed]: 'shopper.testPayout.settledProcessed',
  [payoutMessages.settledFailed]: 'shopper.testPayout.settledFailed',

  // Settings (the Settings tab, for shoppers and merchants).
  [settingsMessages.nameSaved]: 'shopper.settings.msg.nameSaved',
  [settingsMessages.mobileSaved]: 'shopper.settings.msg.mobileSaved',
  [settingsMessages.passwordSaved]: 'shopper.settings.msg.passwordSaved',
  [settingsMessages.emailSaved]: 'shopper.settings.msg.emailSaved',
  [settingsMessages.emailSavedLinkNotSent]: 'shopper.settings.msg.emailSavedLinkNotSent',
  [settingsMessages.samePassword]: 'shopper.settings.msg.samePassword',
  [settingsMessages.emailTaken]: 'shopper.settings.msg.emailTaken',
  [settingsMessages.sameEmail]: 'shopper.settings.msg.sameEmail',
  [settingsMessages.noPassword]: 'shopper.settings.msg.noPassword',
  [settingsMessages.confirmDelete]: 'shopper.settings.msg.confirmDelete',
  [settingsMessages.deleted]: 'shopper.settings.msg.deleted',
  [settingsMessages.payoutOpen]: 'shopper.settings.msg.payoutOpen',
  [settingsMessages.forfeitNotPaid]: 'shopper.settings.msg.forfeitNotPaid',
  [settingsMessages.failed]: 'shopper.settings.msg.failed',
  [settingsMessages.noConnection]: 'shopper.settings.msg.noConnection',
  [settingsMessages.adminCannotDelete]: 'api.adminCannotDelete',

  // Missing-cashback claims.
  [claimMessages.filed]: 'shopper.claims.msg.filed',
  [claimMessages.fileFailed]: 'shopper.claims.msg.fileFailed',
  [claimMessages.accepted]: 'merchantSales.claims.accepted',
  [claimMessages.declined]: 'merchantSales.claims.declined',
  [claimMessages.noConnection]: 'shopper.claims.msg.noConnection',
  [claimMessages.selectCoupon]: 'shopper.claims.msg.selectCoupon',
  [claimMessages.couponNotClaimable]: 'shopper.claims.msg.couponNotClaimable',
  [claimMessages.dateRequired]: 'shopper.claims.msg.dateRequired',
  [claimMessages.dateInvalid]: 'shopper.claims.msg.dateInvalid',
  [claimMessages.dateFuture]: 'shopper.claims.msg.dateFuture',
  [claimMessages.amountRequired]: 'shopper.claims.msg.amountRequired',
  [claimMessages.amountInvalid]: 'shopper.claims.msg.amountInvalid',
  [claimMessages.orderRequired]: 'shopper.claims.msg.orderRequired',
  [claimMessages.duplicate]: 'shopper.claims.msg.duplicate',
  [claimMessages.notFound]: 'api.claimNotFound',
  [claimMessages.alreadyDecided]: 'api.claimAlreadyDecided',
  [claimMessages.noClaims]: 'shopper.claims.msg.noClaims',

  // The merchant's coupon form (its rules, shared with the server, in rules.ts) and products.
  [couponMessages.expiryFormat]: 'merchant.msg.expiryFormat',
  [couponMessages.expiryInvalid]: 'merchant.msg.expiryInvalid',
  [couponMessages.expiryInvalidTyping]: 'merchant.msg.expiryInvalidTyping',
  [couponMessages.expiryPast]: 'merchant.msg.expiryPast',
  [couponMessages.category]: 'merchant.msg.category',
  [couponMessages.language]: 'merchant.msg.language',
  [couponMessages.slotKind]: 'merchant.msg.slotKind',
  [couponMessages.percentage]: 'merchant.msg.percentage',
  [couponMessages.discountValue]: 'merchant.msg.discountValue',
  [couponMessages.couponCode]: 'merchant.msg.couponCode',
  [couponEditMessages.discountKind]: 'merchant.msg.discountKind',
  [couponEditMessages.percentageRequired]: 'merchant.msg.percentageRequired',
  [couponEditMessages.flatRequired]: 'merchant.msg.flatRequired',
  [webUrlMessages.invalid]: 'merchant.msg.urlInvalid',
  [webUrlMessages.scheme]: 'merchant.msg.urlScheme',
  [webUrlMessages.credentials]: 'merchant.msg.urlCredentials',
  [webUrlMessages.host]: 'merchant.msg.urlHost',
  [productMessages.fillAll]: 'merchant.products.msgFillAll',
  [productMessages.invalidPrice]: 'merchant.products.msgInvalidPrice',

  // Site creation and the catalogue.
  [siteCreationMessages.consentRequired]: 'merchantSite.msg.consentRequired',
  [siteCreationMessages.imageRequired]: 'merchantSite.msg.imageRequired',
  [siteCreationMessages.slugTaken]: 'merchantSite.msg.slugTaken',
  [siteCreationMessages.categoryTaken]: 'merchantSite.msg.categoryTaken',
  [catalogueMessages.mrpMessage]: 'merchantSite.msg.mrp',
  [catalogueMessages.mrpBelowPrice]: 'merchantSite.msg.mrpBelowPrice',

  // The merchant's sales, rates, orders and claims.
  [cashbackRateMessages.saved]: 'merchantSales.rate.saved',
  [saleMessages.recorded]: 'merchantSales.msg.recorded',
  [saleMessages.recordedNoCashback]: 'merchantSales.msg.recordedNoCashback',
  [saleMessages.alreadyRecorded]: 'merchantSales.msg.alreadyRecorded',
  [saleMessages.required]: 'merchantSales.msg.required',
  [saleMessages.coupon]: 'merchantSales.msg.coupon',
  [saleMessages.saleAmount]: 'merchantSales.msg.saleAmount',
  [saleMessages.saleDate]: 'merchantSales.msg.saleDate',
  [saleMessages.saleDateFuture]: 'merchantSales.msg.saleDateFuture',
  [saleMessages.shopper]: 'merchantSales.msg.shopper',
  [saleMessages.shopperNotFound]: 'merchantSales.msg.shopperNotFound',
  [saleMessages.reasonRequired]: 'merchantSales.msg.reasonRequired',
  [saleMessages.reversed]: 'merchantSales.msg.reversed',
  [saleMessages.clickIdInvalid]: 'merchantSales.msg.clickIdInvalid',
  [saleMessages.clickNotFound]: 'merchantSales.msg.clickNotFound',
  [saleMessages.orderReference]: 'merchantSales.msg.orderReference',
  [orderMessages.cancelReasonNeeded]: 'merchantSales.orders.reasonNeeded',
  [claimMessages.reasonRequired]: 'merchantSales.claims.reasonRequired',
};

/** The core's, and the shopper's and public pages' and the merchant's and admin's in their own modules. */
export const MESSAGE_KEYS: Record<string, MessageKey> = {
  ...CORE_MESSAGE_KEYS,
  ...SHOPPER_MESSAGE_KEYS,
  ...MERCHANT_MESSAGE_KEYS,
};

/**
 * Messages made from a template (`Row {row}: …`): the key's English in the catalogue is the template, so
 * the pattern that recognises a message is made from it, never written twice. Each placeholder's value
 * is kept (a number, a name) or, when it is itself a known message, translated too.
 */
export const CORE_MESSAGE_TEMPLATES: readonly MessageKey[] = [
  'shopper.claims.msg.dateTooOld',
  'shopper.claims.msg.orderTooLong',
  'merchant.msg.slotRange',
  'merchant.msg.tooLong',
  'merchant.msg.urlTooLong',
  'merchant.products.msgNameTooLong',
  'merchantSite.msg.pageSlug',
  'merchantSite.msg.price',
  'merchantSite.msg.stock',
  'merchantSales.msg.remarksTooLong',
  'merchantSales.claims.reasonTooLong',
];

export const MESSAGE_TEMPLATES: readonly MessageKey[] = [
  ...CORE_MESSAGE_TEMPLATES,
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

const TEMPLATE_PATTERNS = MESSAGE_TEMPLATES.map((key) => ({
  key,
  pattern: templatePattern(translate('en', key)),
}));

/** A contract message in a language; a message the map does not know stays as it is (English). */
export function translateMessage(locale: Locale, message: string): string {
  if (locale === 'en') return message;
  const key = Object.hasOwn(MESSAGE_KEYS, message) ? MESSAGE_KEYS[message] : undefined;
  if (key) return translate(locale, key);
  for (const { key: templateKey, pattern } of TEMPLATE_PATTERNS) {
    const groups = pattern.exec(message)?.groups;
    if (!groups) continue;
    const params = Object.fromEntries(
      Object.entries(groups).map(([name, value]) => [name, translateMessage(locale, value)]),
    );
    return translate(locale, templateKey, params);
  }
  return message;
}

/**
 * The messages an island may show (its checks' and the API's, in English as the contract gives them),
 * each in the page's language: the `messages` prop src/lib/in-language.ts reads. Empty in English, so
 * an English page shows the contract's words exactly and sends no extra bytes.
 */
export function messagesIn(locale: Locale, english: Iterable<unknown>): Record<string, string> {
  if (locale === 'en') return {};
  const found: Record<string, string> = {};
  for (const message of english) {
    if (typeof message !== 'string') continue;
    const translated = translateMessage(locale, message);
    if (translated !== message) found[message] = translated;
  }
  return found;
}

/** A reversal's label (REVERSAL_REASON_LABELS) in a language: the merchant's sales list's own words. */
const REVERSAL_LABEL_KEYS = {
  returned: 'merchantSales.sales.returned',
  cancelled: 'merchantSales.sales.cancelled',
  fraud: 'merchantSales.sales.fraud',
} as const satisfies Record<ReversalReason, MessageKey>;

/**
 * A reason the site stored for a person to read, in the reader's language (decision 0096): a whole message
 * the map knows (a payout's reason, decision 0089; a referral bonus's), or a reversal's label with the note
 * after it ('Cancelled: part of the payment was refunded'), the site's own notes translated too. A
 * merchant's, a bank's or an administrator's words stay as written; the stored row keeps its English.
 */
export function storedReasonIn(locale: Locale, stored: string): string {
  if (locale === 'en') return stored;
  const whole = translateMessage(locale, stored);
  if (whole !== stored) return whole;
  const labels = {
    returned: translate(locale, REVERSAL_LABEL_KEYS.returned),
    cancelled: translate(locale, REVERSAL_LABEL_KEYS.cancelled),
    fraud: translate(locale, REVERSAL_LABEL_KEYS.fraud),
  };
  return reversalTextIn(stored, labels, (note) => translateMessage(locale, note));
}
