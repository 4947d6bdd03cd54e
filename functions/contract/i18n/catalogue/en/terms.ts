/** Terms of Use (/terms-service): one key per heading, paragraph and list item. */
export default {
  /** The city whose courts hear disputes (JURISDICTION_CITY in src/components/site-info.ts), in the page's language. */
  'terms.jurisdictionCity': 'Hyderabad',
  'terms.title': 'Terms of Use | {brand}',
  'terms.description':
    'The terms for using {brand}: who may use it, how coupons and cashback work, missing cashback claims, merchant rules, and Indian law.',
  'terms.heading': 'Terms of Use',
  'terms.lead': 'Last updated: 1 January 2025',
  'terms.intro':
    'These Terms of Use govern your use of the {brand} website and services, operated by {company} ("{brand}", "we", "us"). Please read them carefully. They form a binding agreement between you and us.',
  'terms.s1Heading': '1. Acceptance of these terms',
  'terms.s1':
    'By visiting {brand}, creating an account or using any coupon, deal or cashback offer, you agree to these terms and to our {privacy}. If you do not agree, please do not use the service.',
  'terms.privacyLink': 'Privacy Policy',
  'terms.s2Heading': '2. Who may use {brand}',
  'terms.s2':
    'You must be 18 years of age or older to register, reveal coupon codes, earn cashback or post offers. Visitors between 13 and 18 may browse only with the involvement of a parent or guardian. Children under 13 are not served: we do not knowingly collect their data, and we delete any account we learn belongs to a child under 13.',
  'terms.s3Heading': '3. Your account',
  'terms.s3Item1': 'Register as a User or a Merchant with accurate details and verify your email address.',
  'terms.s3Item2':
    'Keep your password private. You are responsible for everything done through your account.',
  'terms.s3Item3': 'One person may hold one user account. Duplicate or fake accounts may be closed.',
  'terms.s3Item4': 'Tell us at once at {email} if you think someone else has used your account.',
  'terms.s4Heading': '4. How it Works',
  'terms.s4Item1':
    'Browse coupons, top coupons, best offers and categories. Browsing is free and needs no account.',
  'terms.s4Item2':
    'Sign in as a user to reveal a coupon code. Visitors see "Login to get the Coupon" instead.',
  'terms.s4Item3': "Copy the code and visit the merchant through the offer's link, then shop as usual.",
  'terms.s4Item4':
    'Eligible purchases earn cashback, shown as tokens under My Earnings in your dashboard once the merchant confirms the sale.',
  'terms.s4Item5': 'Invite friends over WhatsApp from the Referral page to earn more.',
  'terms.s5Heading': '5. Coupons, offers and merchant content',
  'terms.s5':
    'Offers are created by merchants and approved by our admin team for relevance before they appear. We try to keep every offer accurate, but the merchant alone decides its discount, stock, eligibility and terms. An offer is removed from public display when it expires. A merchant may end an offer early, and a code may stop working for reasons outside our control.',
  'terms.s6Heading': '6. Cashback and tokens',
  'terms.s6':
    "Cashback is tracked as tokens and is confirmed only after the merchant's return period ends. Cashback is reversible: we may reverse tokens for orders that are returned, cancelled or found to be fraudulent, or where a purchase did not follow the offer's terms. Tokens have no cash value until confirmed and cannot be transferred or sold. All amounts are in Indian rupees (INR).",
  'terms.s7Heading': '7. Missing Cashback',
  'terms.s7Intro': 'If cashback for a purchase does not appear in My Earnings within 72 hours:',
  'terms.s7Item1': 'Check that you were signed in and opened the merchant through the {brand} offer link.',
  'terms.s7Item2': 'Make sure you used the code shown and did not combine it with another coupon.',
  'terms.s7Item3':
    "File a claim on the {claimPage} page within {days} days of the purchase, with the coupon, the order date, the amount and the order reference, or write to {email} with the store's confirmation email.",
  'terms.claimPageLink': 'Missing Cashback',
  'terms.s7':
    "The merchant checks the claim against their records and accepts it (the cashback then shows as pending in My Earnings) or declines it with a reason you can read on the same page. The merchant's records decide the outcome.",
  'terms.s8Heading': '8. Merchant obligations',
  'terms.s8':
    'Merchants must post only genuine offers they can honour, hold the rights to the images and brand names they upload, and keep their store details accurate. Requested ad slots (1 to 24) are assigned at our discretion; premium slots are paid in advance in rupees through our payment provider and are non-refundable once the offer is live. We may remove any offer that is misleading, expired or breaks the law.',
  'terms.s9Heading': '9. Referrals',
  'terms.s9':
    'Referral rewards are given only for genuine new accounts. Self-referrals, fake accounts and bulk or unsolicited messages are not allowed and void any reward earned through them.',
  'terms.s10Heading': '10. Acceptable use',
  'terms.s10':
    "Do not misuse {brand}: no fraud, fake reviews, automated scraping without permission, attempts to break our security, or content that is unlawful, obscene or infringes anyone's rights. We may suspend or close accounts that do.",
  'terms.s11Heading': '11. Intellectual property',
  'terms.s11':
    'The {brand} name, logo, design and software belong to {company}. Merchant names, logos and images belong to their owners and are shown with their permission.',
  'terms.s12Heading': '12. Disclaimers and limitation of liability',
  'terms.s12':
    '{brand} is provided "as is". We are not a party to your purchase from a merchant and are not responsible for the merchant\'s products, delivery or refunds. To the extent the law allows, our total liability to you is limited to the confirmed cashback in your account.',
  'terms.s13Heading': '13. Governing law, disputes and changes',
  'terms.s13':
    'These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts at {city}, Telangana. We may update these terms; we will post the new version here with its date, and your continued use means you accept it.',
  'terms.grievance':
    'Grievance Officer (under the Information Technology Act, 2000 and its rules): write to {grievance} or to {company}, {office}. We acknowledge complaints within 24 hours and resolve them within 15 days.',
} as const;
