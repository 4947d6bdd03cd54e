/** The shopper's Withdraw page and payout method (issue 26; src/pages/withdraw.astro, src/islands/payouts). */
export default {
  'payouts.pageTitle': 'Withdraw cashback – DealSphere',
  'payouts.pageDescription': 'Withdraw your cashback to UPI.',
  'payouts.heading': 'Withdraw cashback',
  'payouts.intro':
    'Send your confirmed cashback to your bank account through UPI. Pending cashback can be withdrawn once it is confirmed.',
  'payouts.availableHeading': 'Available to withdraw',
  'payouts.tokenRate': '1 token = ₹1',
  'payouts.earningsLink': 'See your earnings',
  'payouts.pageFailed': 'Your balance and payouts could not be loaded just now. Please reload the page.',
  'payouts.unverifiedHeading': 'Verify your email address to withdraw',
  'payouts.unverifiedBody':
    'We pay cashback only to accounts whose email address is verified, so that nobody else can take it. Open the link we emailed you, or ask for a new one.',
  'payouts.unverifiedWrongAddress': 'Wrong address? Change it in Settings.',
  'payouts.disabled': 'Withdrawals are not available right now. Your cashback is safe; please try again later.',
  'payouts.available': '{tokens} tokens ({amount})',
  'payouts.minimum': 'The smallest withdrawal is {amount}.',
  'payouts.belowMinimum': 'You can withdraw once at least {amount} is available.',
  'payouts.goesTo': 'It goes to {upiId}.',
  'payouts.withdrawHeading': 'Withdraw',
  'payouts.amountLabel': 'Amount (₹)',
  'payouts.withdraw': 'Withdraw',
  'payouts.withdrawAmount': 'Withdraw {amount}',
  'payouts.sending': 'Sending your withdrawal…',
  'payouts.noConnection':
    'No answer from the server. Check your connection and press Withdraw again: the same request is sent, so you are never paid twice.',
  'payouts.failed': 'Your withdrawal could not be sent just now. Please try again.',
  'payouts.needsMethod': 'Save a UPI ID under Payout method before you withdraw.',
  'payouts.amountInvalid': 'Enter the amount in rupees, e.g. 500 or 500.50.',
  'payouts.balanceTooLow': 'You cannot withdraw more than your available cashback.',
  'payouts.methodNotYetUsable':
    'Your new UPI ID can be used 24 hours after you changed it. Please try again later.',
  'payouts.sent': '{amount} is on its way to {upiId}. UPI payouts usually arrive within minutes.',
  'payouts.held':
    'Your withdrawal of {amount} to {upiId} will be reviewed before it is sent, usually within one working day.',
  'payouts.openHeld':
    'Your last withdrawal is being reviewed. You can withdraw again once it has been paid or returned.',
  'payouts.openOnItsWay':
    'Your last withdrawal is on its way. You can withdraw again once it has been paid or returned.',
  'payouts.listHeading': 'Your payouts',
} as const;
