/**
 * The API's error messages from the shopper's pages and the public site (issue 26 item 7), as the
 * contract says them in English: functions/contract/i18n/message-keys/shopper.ts maps the contract's constants
 * to these keys, and tests/unit/api-messages.test.ts checks each English text here is the contract's own,
 * word for word. Keys listed in SHOPPER_MESSAGE_TEMPLATES are templates: their English, with `{name}`
 * placeholders, is the pattern a message made by a contract function is recognised by.
 */
export default {
  'apiShopper.languageChoice': 'Choose English (en), Hindi (hi) or Telugu (te).',
  'apiShopper.linkUsed': 'This link has already been used.',
  'apiShopper.linkExpired': 'This link has expired.',
  'apiShopper.linkUnknown': 'This link is not valid.',
  'apiShopper.shopperUnverified':
    'This shopper has not verified their email address yet, so the sale cannot earn cashback.',
  'apiShopper.contactMessageTooLong': 'Message must be at most 2000 characters long',
  'apiShopper.offerLanguage': 'Language must be one of en, hi or te',
  'apiShopper.pagingCursor': 'cursor is not valid; start again from the first page',
  'apiShopper.searchTooLong': 'Search must be at most 100 characters long',
  'apiShopper.storeNotFound': 'This store does not exist.',
  'apiShopper.storefrontNotFound': 'This storefront does not exist.',
  'apiShopper.storefrontProductNotFound': 'This product does not exist.',
  'apiShopper.storeNoSite': 'This store has no website to visit.',
  'apiShopper.verifyToVote': 'Verify your email address before you rate a code.',
  'apiShopper.revealFirst': 'Reveal this code before you say whether it worked.',
  'apiShopper.ownCoupon': 'You cannot rate your own coupons.',
  'apiShopper.reasonOnlyForNo': 'A reason can only be given when the code did not work.',
  'apiShopper.nothingToChange': 'Please choose at least one email setting.',
  'apiShopper.unsubscribeInvalid':
    'This unsubscribe link is not valid. You can choose your emails in your dashboard’s Settings.',
  'apiShopper.orderBadName': 'Please enter the name of the person receiving the parcel (2 to 80 characters).',
  'apiShopper.orderBadPhone':
    'Please enter a 10-digit Indian mobile number for the delivery (+91, 91 or a leading 0 is fine).',
  'apiShopper.orderBadAddress':
    'Please enter the delivery address: house, street and area (10 to 300 characters).',
  'apiShopper.orderBadCity': 'Please enter the town or city (2 to 60 characters).',
  'apiShopper.orderBadPin': 'Please enter a valid 6-digit PIN code (it cannot start with 0).',
  'apiShopper.signInToBuy': 'Please sign in to buy: your order and its receipt are kept in your account.',
  'apiShopper.outOfStock': 'Out of stock: this product cannot be bought right now.',
  'apiShopper.orderNotFound': 'Order not found.',
  'apiShopper.orderNoteTooLong': 'The note may be at most 300 characters.',
  'apiShopper.orderStatusPlaced': 'placed',
  'apiShopper.orderStatusShipped': 'shipped',
  'apiShopper.orderStatusDelivered': 'delivered',
  'apiShopper.orderStatusCancelled': 'cancelled',
  'apiShopper.paymentBadAmount':
    'The amount must be in rupees, whole or with paise (e.g. 499 or 499.50), from ₹1 to ₹5,00,000.',
  'apiShopper.paymentBadMobile':
    'The mobile number must be a 10-digit Indian mobile number (+91, 91 or a leading 0 is fine).',
  'apiShopper.paymentProductNotFound': 'This product is not for sale.',
  'apiShopper.paymentOrderNotFound': 'This payment order does not exist.',
  'apiShopper.paymentBadSignature':
    'The payment could not be verified. No money was taken by this site; please try again.',
  'apiShopper.paymentOtherPaymentId': 'This order was already paid with another payment.',
  'apiShopper.paymentNotPayable': 'This order can no longer be paid. Please start a new payment.',
  'apiShopper.paymentProviderFailed': 'The payment could not be started. Please try again in a moment.',
  'apiShopper.testCheckoutOnly':
    'The test checkout is only available when the site runs without Razorpay keys.',
  'apiShopper.freshSignInRequired':
    'You sign in with Google: please sign out and sign in again with Google, then change your UPI ID within 10 minutes.',
  'apiShopper.methodMailFailed':
    'Your UPI ID could not be changed just now (the email telling you about it could not be sent). Please try again.',
  'apiShopper.idempotencyKeyRequired': 'Please send an Idempotency-Key header (8 to 100 characters).',
  'apiShopper.keyReused': 'This request was already used for a different payout. Please try again.',
  'apiShopper.payoutFailedAtBank': 'The payout failed at the bank.',
  'apiShopper.payoutReturnedByBank': 'The bank returned the payout.',
  'apiShopper.earningsEntryNotFound': 'Entry not found.',
  'apiShopper.refundReversalNote': 'the payment was refunded',
  'apiShopper.partialRefundReversalNote': 'part of the payment was refunded',
  'apiShopper.referralBonusReversed':
    'Your friend’s first cashback was taken back (a return, cancellation, refund or fraud).',
  'apiShopper.pagingLimit': 'limit must be a whole number from 1 to {max}',
  'apiShopper.textTooLong': 'Must be at most {max} characters long',
  'apiShopper.orderBadTransition': 'An order that is {from} cannot be marked {to}.',
  'apiShopper.payoutCreated': 'Your withdrawal is on its way to your UPI ID.',
  'apiShopper.payoutCreatedHeld':
    'Your withdrawal is being reviewed (we check a first payout and large ones). It is usually sent within a day.',
  'apiShopper.payoutAlreadyCreated': 'This withdrawal was already requested.',
  'apiShopper.couponSaved': 'Coupon saved. Find it in your dashboard’s Saved tab.',
  'apiShopper.couponRemoved': 'Coupon removed from your saved coupons.',
} as const;
