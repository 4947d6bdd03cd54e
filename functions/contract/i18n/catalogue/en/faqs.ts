/** FAQs (/faqs): one key per group heading, question and answer paragraph. */
export default {
  'faqs.title': 'FAQs – Frequently Asked Questions | {brand}',
  'faqs.description':
    'Answers about {brand}: free coupons, registering as a user or merchant, ad slots, offer approval, languages, cashback, support and data safety.',
  'faqs.heading': 'Frequently Asked Questions',
  'faqs.lead': 'Quick answers for shoppers and merchants. Tap a question to open its answer.',
  'faqs.startedHeading': 'Getting started',
  'faqs.freeQ': 'Is {brand} free to use?',
  'faqs.freeA1':
    'Yes. Browsing coupons, deals and offers on {brand} is completely free, and so is creating an account. You never pay us to use a coupon code.',
  'faqs.freeA2':
    'Merchants can also post offers for free in a random ad slot; only premium ad slots are paid.',
  'faqs.registerQ': 'How do I register?',
  'faqs.registerA1':
    'Choose Sign Up in the header and pick User (to shop and earn cashback) or Merchant (to post offers and run a storefront). Fill in your name, email, 10-digit mobile number and a password of at least 8 characters, or continue with Google.',
  'faqs.registerA2':
    'We send a verification link to your email address. Verify it to keep your account secure and to receive cashback and offer updates.',
  'faqs.signInQ': 'Why do I need to sign in to see a coupon code?',
  'faqs.signInA1':
    'Visitors can browse every offer, but codes are shown only to signed-in users and merchants. This keeps codes from being copied by bots and lets us track your cashback when you use an offer.',
  'faqs.appQ': 'Do I need to install an app?',
  'faqs.appA1':
    'No app is needed. {brand} works in the browser of any smartphone, tablet or computer, and it is built to load quickly even on slower mobile networks. You can add it to your home screen from your browser menu.',
  'faqs.merchantsHeading': 'For merchants',
  'faqs.uploadQ': 'How do merchants upload offers?',
  'faqs.uploadA1':
    'Sign in as a merchant and open Create Coupons in your dashboard. Add the coupon name, code, expiry date, terms, a JPG or PNG ad image (270×255 pixels, up to 2 MB) and the ad slot you would like.',
  'faqs.uploadA2':
    'You can also upload products, create your own storefront on our site, or register your existing website.',
  'faqs.slotsQ': 'What are ad slots?',
  'faqs.slotsA1':
    'The home page shows coupons in 24 numbered ad slots. When you create a coupon you request a slot from 1 to 24. Free offers are placed in a random open slot; premium slots near the top of the page are paid and give your offer more visibility.',
  'faqs.visibleQ': 'How long does my offer stay visible?',
  'faqs.visibleA1':
    'An approved offer stays visible until its expiry date. Once it expires it is removed from every public list automatically, so shoppers never see dead deals.',
  'faqs.editQ': 'Can I edit or delete an offer?',
  'faqs.editA1':
    'Yes. Open My Offers in your merchant dashboard to edit an offer or delete it. Changes to an approved offer are reviewed again before they go live.',
  'faqs.reviewedQ': 'Are offers reviewed before they go live?',
  'faqs.reviewedA1':
    'Every new coupon goes to the {brand} admin team for approval. We check that it is relevant to shoppers, that the discount is real and that it is not a fake or misleading promotion. Offers that do not meet these rules are not published.',
  'faqs.supportHeading': 'Offers, languages and support',
  'faqs.languagesQ': 'Which languages are offers available in?',
  'faqs.languagesA1':
    'Merchants can write offers in English, Hindi or Telugu, and the site displays all three correctly. You can filter the offer lists by language.',
  'faqs.cashbackQ': 'How does cashback work?',
  'faqs.cashbackA1':
    'When you shop through an offer while signed in, the cashback you earn is added to My Earnings in your dashboard as tokens. Cashback can be reversed if an order is returned or cancelled, or if we detect fraud. See our Terms of Use for details.',
  'faqs.contactQ': 'How do I contact support?',
  'faqs.contactA1':
    'Write to {email} or use the form on our Contact Us page. We reply within two working days, Monday to Saturday, 10 am to 6 pm IST.',
  'faqs.dataQ': 'Is my data safe?',
  'faqs.dataA1':
    'Yes. Passwords are stored only as strong one-way hashes, every page is served over an encrypted connection, and we never sell your personal data. We handle your data as the Digital Personal Data Protection Act, 2023 requires; our Privacy Policy explains the details.',
  'faqs.more': 'Still have a question? {contact}.',
  'faqs.contactLink': 'Contact us',
  'faqs.readMore': 'Read our {terms}, including {how}, and our {privacy}.',
  'faqs.termsLink': 'Terms of Use',
  'faqs.howLink': 'How it Works',
  'faqs.privacyLink': 'Privacy Policy',
} as const;
