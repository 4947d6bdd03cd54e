import { emailVerificationMessages } from '../../account-email.ts';
import { settingsMessages } from '../../account-settings.ts';
import { CATEGORY_NAMES, emailPreferenceMessages, unsubscribeMessages } from '../../cashback-emails.ts';
import { clickMessages } from '../../clicks.ts';
import { trustMessages } from '../../coupon-trust.ts';
import type { MessageKey } from '../translate.ts';
import {
  PARTIAL_REFUND_REVERSAL_NOTE,
  REFERRAL_BONUS_REVERSED_REASON,
  REFUND_REVERSAL_NOTE,
} from '../../earnings.ts';
import { myEarningsTexts } from '../../my-earnings.ts';
import { ORDER_STATUS_LABELS, orderMessages } from '../../orders.ts';
import { pagingMessages } from '../../paging.ts';
import { paymentMessages } from '../../payments.ts';
import { payoutFailureReasons, payoutMessages } from '../../payouts.ts';
import { publicMessages } from '../../public.ts';
import { savedCouponMessages } from '../../saved-coupons.ts';
import { searchMessages } from '../../search.ts';
import { storefrontMessages } from '../../storefront.ts';
import { storeMessages } from '../../stores.ts';

/**
 * The API's messages (errors, and since decision 0099 successes) from the shopper's pages and the public site (saved coupons, follows, clicks, search, orders, payments, trust votes, email preferences…), each with its key (issue 26 item 7). Built from the contract's
 * constants, so the English is never copied; functions/contract/i18n/message-keys.ts merges them.
 */
export const SHOPPER_MESSAGE_KEYS: Record<string, MessageKey> = {
  // Sign-up fields and the account's language (the api namespace has the rest of the account's)
  [settingsMessages.languageChoice]: 'apiShopper.languageChoice',
  // Email verification and password reset links
  [emailVerificationMessages.linkUsed]: 'apiShopper.linkUsed',
  [emailVerificationMessages.linkExpired]: 'apiShopper.linkExpired',
  [emailVerificationMessages.linkUnknown]: 'apiShopper.linkUnknown',
  [emailVerificationMessages.shopperUnverified]: 'apiShopper.shopperUnverified',
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
  // An administrator's payment link, as the payment page already says it (its keys, one message one key)
  [paymentMessages.linkNotFound]: 'shopper.payment.linkDoesNotExist',
  [paymentMessages.linkAlreadyPaid]: 'shopper.payment.linkAlreadyPaid',
  // Payouts: the UPI ID, withdrawing, and the reasons a failed or returned payout shows
  [payoutMessages.freshSignInRequired]: 'apiShopper.freshSignInRequired',
  [payoutMessages.methodMailFailed]: 'apiShopper.methodMailFailed',
  [payoutMessages.idempotencyKeyRequired]: 'apiShopper.idempotencyKeyRequired',
  [payoutMessages.keyReused]: 'apiShopper.keyReused',
  // The test payout page (the shopper settles their own payout there): the page's own translations
  [payoutMessages.testProviderOnly]: 'shopper.testPayout.providerOnly',
  [payoutMessages.alreadySettled]: 'shopper.testPayout.alreadySettled',
  [payoutMessages.notProcessing]: 'shopper.testPayout.notProcessing',
  // The reasons the site writes on a failed or returned payout (a bank's or an admin's own words stay).
  [payoutFailureReasons.failed]: 'apiShopper.payoutFailedAtBank',
  [payoutFailureReasons.reversed]: 'apiShopper.payoutReturnedByBank',
  [payoutMessages.testFailureReason]: 'shopper.testPayout.failureReason',
  // My Earnings: an entry's timeline asked for by an id that is not the shopper's (GET …/timeline/{entryId})
  [myEarningsTexts.notFound]: 'apiShopper.earningsEntryNotFound',
  // The notes the site writes on a reversal (after its label, reversalText) and a referral bonus's reason
  [REFUND_REVERSAL_NOTE]: 'apiShopper.refundReversalNote',
  [PARTIAL_REFUND_REVERSAL_NOTE]: 'apiShopper.partialRefundReversalNote',
  [REFERRAL_BONUS_REVERSED_REASON]: 'apiShopper.referralBonusReversed',
  // The success answers' messages (decision 0099), most in the words the pages already say them in
  [publicMessages.contactSent]: 'contact.sent',
  [publicMessages.newsletterSubscribed]: 'content.subscribed',
  [publicMessages.newsletterAlreadySubscribed]: 'content.alreadySubscribed',
  [savedCouponMessages.savedStatus]: 'apiShopper.couponSaved',
  [savedCouponMessages.removedStatus]: 'apiShopper.couponRemoved',
  [clickMessages.activated]: 'stores.clickActivated',
  [clickMessages.signInToEarn]: 'stores.clickSignInToEarn',
  [clickMessages.verifyToEarn]: 'stores.clickVerifyToEarn',
  [clickMessages.notShopper]: 'stores.clickNotShopper',
  [emailPreferenceMessages.saved]: 'forms.prefs.saved',
  [paymentMessages.paymentSuccessful]: 'payment.successful',
  // The email categories, for the unsubscribe answer's {category} (its template below)
  [CATEGORY_NAMES.cashback_updates]: 'dashboard.emails.cashback',
  [CATEGORY_NAMES.payout_updates]: 'dashboard.emails.payouts',
  [CATEGORY_NAMES.saved_reminders]: 'dashboard.emails.saved',
  [CATEGORY_NAMES.follow_digest]: 'dashboard.emails.digest',
};

/** Keys whose English is a template (`{name}` placeholders) that messages are made from. */
export const SHOPPER_MESSAGE_TEMPLATES: readonly MessageKey[] = [
  // pagingMessages.limit(max)
  'apiShopper.pagingLimit',
  // public.ts requiredText(max): a contact field over its length
  'apiShopper.textTooLong',
  // orderMessages.badTransition(from, to)
  'apiShopper.orderBadTransition',
  // unsubscribeMessages.done(category): the One-Click unsubscribe's answer (decision 0099)
  'dashboard.unsubscribe.done',
];
