/**
 * The emails (issue 26 item 7): what an account whose language is Hindi or Telugu reads. English emails
 * keep the contract's texts (cashback-emails.ts, orders.ts, …) word for word; these English lines mirror
 * them as the source of the keys.
 */
export default {
  'email.hello': 'Hello {name},',
  'email.openAddress': 'Or open this address:',
  'email.signature': '— The {brand} team',
  'email.verifySubject': 'Verify your email address',
  'email.verifyBody':
    'Please confirm that this is your email address for your {brand} account. Once it is verified you can reveal coupon codes, review coupons and earn cashback.',
  'email.verifyLifetime': 'The link works once, for 24 hours.',
  'email.verifyAction': 'Verify my email',
  'email.verifyFootnote': 'If you did not create a {brand} account, you can ignore this message.',
  'email.accountOfUser': 'your {brand} shopper account "{username}"',
  'email.accountOfMerchant': 'your {brand} merchant account "{username}"',
  'email.accountOfAdmin': 'your {brand} administrator account "{username}"',
  'email.googleSubject': 'About your password',
  'email.googleBody':
    'Someone asked to reset the password of {account}. This account has no password: it signs in with Google.',
  'email.googleHint': 'Please use "Sign in with Google" on the sign-in page.',
  'email.googleFootnote': 'If you did not ask for this, you can ignore this message.',
  'email.resetSubject': 'Reset your password',
  'email.resetBody': 'Someone (we hope you) asked to reset the password of {account}.',
  'email.resetLifetime':
    'The link works once, for 30 minutes. Setting a new password signs the account out on every device.',
  'email.resetAction': 'Choose a new password',
  'email.resetFootnote':
    'If you did not ask for this, you can ignore this message: your password stays as it is.',
  'email.changedSubject': 'Your {brand} email address was changed',
  'email.changedBody':
    'The email address of your {brand} account was changed to {email}. Messages now go to that address.',
  'email.changedHelp':
    'If you did not make this change, please sign in, change your password and choose "Sign out everywhere" in Settings, and tell us through the Contact Us page.',
  'email.changedAction': 'Contact us',
  'email.cashbackAction': 'See My Earnings',
  'email.recordedSubject': 'Cashback pending: {cashback} from {store}',
  'email.recorded':
    '{store} recorded your {sale} purchase of {date}. Your cashback of {cashback} is pending.',
  'email.recordedConfirms':
    'It confirms on {date}, once the store’s return window has passed. A return or cancellation before then takes it back.',
  'email.confirmedSubjectOneStore': 'Cashback confirmed: {cashback} from {store}',
  'email.confirmedSubject': 'Cashback confirmed: {cashback}',
  'email.confirmedIntro': '{cashback} of your cashback is confirmed and ready to withdraw:',
  'email.confirmedLine': '{cashback} from {store} ({sale} purchase)',
  'email.confirmedWithdraw': 'You can withdraw it to your UPI ID from My Earnings.',
  'email.reversedSubject': 'Cashback reversed: {cashback} from {store}',
  'email.reversed': 'The {cashback} cashback on your {sale} purchase at {store} of {date} was reversed.',
  'email.reason': 'Reason: {reason}',
  'email.reversedHelp':
    'If you think this is a mistake, reply to the store or file a missing-cashback claim from your dashboard.',
  'email.paidSubject': 'Payout paid: {amount}',
  'email.paid': 'Your payout of {amount} was paid to {upiId}.',
  'email.failedSubject': 'Payout failed: {amount}',
  'email.failed': 'Your payout of {amount} to {upiId} did not go through.',
  'email.refused': 'Your payout of {amount} to {upiId} was not sent after our check.',
  'email.failedReturned': 'The {amount} is back in your available balance; you can withdraw it again.',
  'email.stopCashback': 'Stop cashback emails',
  'email.stopPayout': 'Stop payout emails',
  'email.stopSaved': 'Stop saved coupon reminders',
  'email.stopDigest': 'Stop the daily digest',
  'email.suspendedSubject': 'Your coupon "{coupon}" is hidden: shoppers said the code did not work',
  'email.suspendedBody':
    '{count} shoppers told us in the last 30 days that the code of your coupon "{coupon}" did not work, so we have hidden it from {brand}\'s lists and search.',
  'email.suspendedReasons': 'What they said: {reasons}.',
  'email.suspendedHelp':
    'Please check that the code still works at your store. Then open My Offers and choose "Re-confirm code" to list it again, or edit the coupon (an edited coupon goes back to our team for approval).',
  'email.suspendedAction': 'Open My Offers',
  'email.reasonExpired': 'Expired',
  'email.reasonMinimumOrder': 'Minimum order not met',
  'email.reasonNotAccepted': 'Code not accepted',
  'email.reasonOther': 'Other',
  'email.savedSubjectOne': 'A coupon you saved expires soon',
  'email.savedSubject': '{count} coupons you saved expire soon',
  'email.savedIntro': 'These coupons you saved run out soon:',
  'email.savedLine': '{name} at {store}: expires {date}',
  'email.savedAction': 'See my saved coupons',
  'email.digestSubjectOne': 'A new coupon from {store}',
  'email.digestSubjectOneStore': '{count} new coupons from {store}',
  'email.digestSubject': '{count} new coupons from stores you follow',
  'email.digestIntro': 'New coupons from the stores you follow, since yesterday:',
  'email.digestLine': '• {store}: {title} (until {date})',
  'email.digestMore': '…and {count} more on the stores’ pages.',
  'email.digestAction': 'See the stores you follow',
  'email.orderPlacedSubject': 'Your order {number} is placed',
  'email.orderPlaced': 'Thank you for buying {product} from {store}. You paid {amount}.',
  'email.orderAddress': 'It will be shipped to: {address}.',
  'email.orderShippedSubject': 'Your order {number} is shipped',
  'email.orderDeliveredSubject': 'Your order {number} is delivered',
  'email.orderCancelledSubject': 'Your order {number} is cancelled',
  'email.orderShipped': '{store} has shipped {product}.',
  'email.orderDelivered': '{product} is marked delivered. We hope you like it.',
  'email.orderCancelled': '{store} cancelled your order of {product} and refunded {amount}. Reason: {reason}',
  'email.orderAction': 'View your order',
  'email.upiSubject': 'Your UPI ID for cashback was changed',
  'email.upiChanged': 'The UPI ID your cashback is paid to was changed to {upiId}.',
  'email.upiUsableFrom':
    'For your safety it can be used from {time} (India time). Until then, withdrawals go to your earlier UPI ID, if you had one.',
  'email.upiHelp':
    'If you did not make this change, sign in, change your password and set your UPI ID back right away.',
} as const;
