import { emailVerificationMessages, passwordResetMessages } from '../../contract/account-email.ts';
import { settingsMessages } from '../../contract/account-settings.ts';
import { accountMessages, signUpFieldMessages } from '../../contract/accounts.ts';
import { emailPreferenceMessages, unsubscribeMessages } from '../../contract/cashback-emails.ts';
import { clickMessages } from '../../contract/clicks.ts';
import { trustMessages } from '../../contract/coupon-trust.ts';
import type { MessageKey } from '../../contract/i18n/translate.ts';
import { ORDER_STATUS_LABELS, orderMessages } from '../../contract/orders.ts';
import { pagingMessages } from '../../contract/paging.ts';
import { paymentMessages } from '../../contract/payments.ts';
import { PAYOUT_REASON_KEYS, payoutMessages } from '../../contract/payouts.ts';
import { publicMessages } from '../../contract/public.ts';
import { webUrlMessages } from '../../contract/rules.ts';
import { searchMessages } from '../../contract/search.ts';
import { storefrontMessages } from '../../contract/storefront.ts';
import { storeMessages } from '../../contract/stores.ts';

/**
 * The API's error messages from the shopper's pages and the public site (saved coupons, follows, clicks, search, orders, payments, trust votes, email preferences…), each with its key (issue 26 item 7). Built from the contract's
 * constants, so the English is never copied; functions/http/caller-language.ts merges them.
 */
export const SHOPPER_MESSAGE_KEYS: Record<string, MessageKey> = {
  // Sign-up fields and the account's language (the api namespace has the rest of the account's)
  [signUpFieldMessages.usernameTooShort]: 'apiShopper.usernameTooShort',
  [signUpFieldMessages.usernameTooLong]: 'apiShopper.usernameTooLong',
  [signUpFieldMessages.usernameCharacters]: 'apiShopper.usernameCharacters',
  [signUpFieldMessages.referralCode]: 'apiShopper.referralCode',
  [accountMessages.googleFailed]: 'apiShopper.googleFailed',
  [settingsMessages.languageChoice]: 'apiShopper.languageChoice',
  // Email verification and password reset links
  [emailVerificationMessages.noEmail]: 'apiShopper.noEmail',
  [emailVerificationMessages.linkUsed]: 'apiShopper.linkUsed',
  [emailVerificationMessages.linkExpired]: 'apiShopper.linkExpired',
  [emailVerificationMessages.linkUnknown]: 'apiShopper.linkUnknown',
  [emailVerificationMessages.shopperUnverified]: 'apiShopper.shopperUnverified',
  [passwordResetMessages.linkEmailChanged]: 'apiShopper.resetLinkEmailChanged',
  [passwordResetMessages.linkPasswordChanged]: 'apiShopper.resetLinkPasswordChanged',
  // The public site: contact, lists, search, stores, storefronts, click-outs
  [publicMessages.messageTooLong]: 'apiShopper.contactMessageTooLong',
  [publicMessages.language]: 'apiShopper.offerLanguage',
  [pagingMessages.cursor]: 'apiShopper.pagingCursor',
  [searchMessages.tooLong]: 'apiShopper.searchTooLong',
  [storeMessages.storeNotFound]: 'apiShopper.storeNotFound',
  [storefrontMessages.storeNotFound]: 'apiShopper.storefrontNotFound',
  [storefrontMessages.productNotFound]: 'apiShopper.storefrontProductNotFound',
  [clickMessages.storeNoSite]: 'apiShopper.storeNoSite',
  // A web address typed in a form (a merchant sign-up's site, and every URL field)
  [webUrlMessages.invalid]: 'apiShopper.webUrlInvalid',
  [webUrlMessages.scheme]: 'apiShopper.webUrlScheme',
  [webUrlMessages.credentials]: 'apiShopper.webUrlCredentials',
  [webUrlMessages.host]: 'apiShopper.webUrlHost',
  [webUrlMessages.tooLong]: 'apiShopper.webUrlTooLong',
  // "Did it work?" votes
  [trustMessages.verifyToVote]: 'apiShopper.verifyToVote',
  [trustMessages.revealFirst]: 'apiShopper.revealFirst',
  [trustMessages.ownCoupon]: 'apiShopper.ownCoupon',
  [trustMessages.reasonOnlyForNo]: 'apiShopper.reasonOnlyForNo',
  // Email choices and the unsubscribe link
  [emailPreferenceMessages.nothingToChange]: 'apiShopper.nothingToChange',
  [unsubscribeMessages.invalid]: 'apiShopper.unsubscribeInvalid',
  // Buy Now: the delivery address, the order, and moving it (the merchant's side of the same order)
  [orderMessages.badName]: 'apiShopper.orderBadName',
  [orderMessages.badPhone]: 'apiShopper.orderBadPhone',
  [orderMessages.badAddress]: 'apiShopper.orderBadAddress',
  [orderMessages.badCity]: 'apiShopper.orderBadCity',
  [orderMessages.badPin]: 'apiShopper.orderBadPin',
  [orderMessages.signInToBuy]: 'apiShopper.signInToBuy',
  [orderMessages.outOfStock]: 'apiShopper.outOfStock',
  [orderMessages.orderNotFound]: 'apiShopper.orderNotFound',
  [orderMessages.cancelReasonNeeded]: 'apiShopper.cancelReasonNeeded',
  [orderMessages.noteTooLong]: 'apiShopper.orderNoteTooLong',
  // The statuses orderMessages.badTransition names (lower case), for its template's {from} and {to}
  [ORDER_STATUS_LABELS.placed.toLowerCase()]: 'apiShopper.orderStatusPlaced',
  [ORDER_STATUS_LABELS.shipped.toLowerCase()]: 'apiShopper.orderStatusShipped',
  [ORDER_STATUS_LABELS.delivered.toLowerCase()]: 'apiShopper.orderStatusDelivered',
  [ORDER_STATUS_LABELS.cancelled.toLowerCase()]: 'apiShopper.orderStatusCancelled',
  // Payments
  [paymentMessages.badAmount]: 'apiShopper.paymentBadAmount',
  [paymentMessages.badMobile]: 'apiShopper.paymentBadMobile',
  [paymentMessages.productNotFound]: 'apiShopper.paymentProductNotFound',
  [paymentMessages.orderNotFound]: 'apiShopper.paymentOrderNotFound',
  [paymentMessages.badSignature]: 'apiShopper.paymentBadSignature',
  [paymentMessages.otherPaymentId]: 'apiShopper.paymentOtherPaymentId',
  [paymentMessages.notPayable]: 'apiShopper.paymentNotPayable',
  [paymentMessages.providerFailed]: 'apiShopper.paymentProviderFailed',
  [paymentMessages.testCheckoutOnly]: 'apiShopper.testCheckoutOnly',
  // Payouts: the UPI ID, withdrawing, and the reasons a failed or returned payout shows
  [payoutMessages.freshSignInRequired]: 'apiShopper.freshSignInRequired',
  [payoutMessages.methodMailFailed]: 'apiShopper.methodMailFailed',
  [payoutMessages.idempotencyKeyRequired]: 'apiShopper.idempotencyKeyRequired',
  [payoutMessages.keyReused]: 'apiShopper.keyReused',
  // The test payout page (the shopper settles their own payout there): the page's own translations
  [payoutMessages.testProviderOnly]: 'shopper.testPayout.providerOnly',
  [payoutMessages.alreadySettled]: 'shopper.testPayout.alreadySettled',
  [payoutMessages.notProcessing]: 'shopper.testPayout.notProcessing',
  ...PAYOUT_REASON_KEYS,
};

/** Keys whose English is a template (`{name}` placeholders) that messages are made from. */
export const SHOPPER_MESSAGE_TEMPLATES: readonly MessageKey[] = [
  // pagingMessages.limit(max)
  'apiShopper.pagingLimit',
  // public.ts requiredText(max): a contact field over its length
  'apiShopper.textTooLong',
  // orderMessages.badTransition(from, to)
  'apiShopper.orderBadTransition',
];
