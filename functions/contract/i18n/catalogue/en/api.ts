/**
 * The API's error messages that people read (issue 26 item 7), as the contract says them in English:
 * functions/http/caller-language.ts maps the contract's constants to these keys and answers a Hindi or
 * Telugu caller with hi/api.ts or te/api.ts. tests/unit/api-messages.test.ts checks each English text
 * here is the contract's own, word for word.
 */
export default {
  'api.notSignedIn': 'Please sign in to continue.',
  'api.forbidden': 'You do not have permission to do that.',
  'api.notFound': 'Not found.',
  'api.tooManyRequests': 'Too many requests. Please wait a while and try again.',
  'api.invalidInput': 'Please check the highlighted fields.',
  'api.serverError': 'Something went wrong!',
  'api.storeUnavailable': 'The service is busy. Please try again in a moment.',
  'api.bodyTooLarge': 'The request is too large.',
  'api.merchantDetailsFirst': 'Please complete your merchant details first.',
  'api.invalidReferralMobile': 'Please enter a valid 10-digit Indian mobile number.',
  'api.referralUserNotLoaded': 'User data not loaded yet. Please try again.',
  'api.revealRefused': 'Please verify your email address to reveal coupon codes.',
  'api.reviewRefused': 'Please verify your email address to review coupons.',
  'api.earnRefused': 'Please verify your email address to earn cashback.',
  'api.reviewNotFound': 'This review does not exist.',
  'api.upiIdInvalid': 'Enter your UPI ID as name@bank, e.g. priya.sharma@okhdfc.',
  'api.noMethod': 'Add a UPI ID before you withdraw.',
  'api.openPayoutExists': 'You already have a payout in progress. Please wait until it is paid or returned.',
  'api.payoutsDisabled': 'Withdrawals are not available right now. Please try again later.',
  'api.payoutNotFound': 'Payout not found.',
  'api.claimNotFound': 'This claim does not exist.',
  'api.crossSite': 'Cross-site requests are not allowed.',
  'api.jsonRequired': 'Please send the request as JSON (Content-Type: application/json).',
  'api.nulCharacter': 'This contains a character that is not allowed.',
  'api.adminCannotDelete':
    'An administrator account cannot be deleted here: the site must always keep an administrator. Please ask the site operator.',
  'api.claimAlreadyDecided': 'This claim has already been decided.',
  'api.payoutNotHeld': 'Only a payout on hold can be released or rejected.',
  'api.payoutRejectReasonRequired': 'Please say why the payout is rejected (the shopper reads it).',
  'api.bodyNotJson': 'The request body must be JSON.',
  'api.formUnreadable': 'The form could not be read.',
  'api.userDetailsAlreadySaved': 'Your details are already saved.',
  'api.merchantDetailsAlreadySaved': 'Your merchant details are already saved.',
  'api.googleNotConfigured': 'Google sign-in is not configured.',
} as const;
