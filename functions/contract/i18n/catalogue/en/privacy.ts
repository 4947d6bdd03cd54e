/** Privacy Policy (/privacypolicy): one key per heading, paragraph and list item. */
export default {
  'privacy.title': 'Privacy Policy | {brand}',
  'privacy.description':
    'How {brand} collects, uses and protects your personal data under the Digital Personal Data Protection Act, 2023, and the rights you have.',
  'privacy.heading': 'Privacy Policy',
  'privacy.lead': 'Last updated: 1 January 2025',
  'privacy.intro':
    'Your privacy matters to us. This policy explains what personal data {company} collects when you use {brand}, why, and the choices you have. We process personal data in line with the Digital Personal Data Protection Act, 2023 (DPDP Act) and the Information Technology Act, 2000.',
  'privacy.s1Heading': '1. Who we are',
  'privacy.s1':
    '{company}, {office}, is the Data Fiduciary for the personal data described here. This policy covers the {brand} website and its services for shoppers, merchants and visitors.',
  'privacy.s2Heading': '2. Data we collect',
  'privacy.s2Item1':
    'Account details: name, username, email address, mobile number and, for merchants, business details.',
  'privacy.s2Item2':
    'Sign-in data: a password stored only as a strong one-way hash, or your Google profile name and email.',
  'privacy.s2Item3':
    'Activity: coupons you reveal, offers you click, reviews, ratings, referrals and cashback records.',
  'privacy.s2Item4': 'Messages you send us through the contact form or by email.',
  'privacy.s2Item5':
    'Technical data: device and browser type, and pages visited, used to keep the site secure and fast.',
  'privacy.s3Heading': '3. How we use your data',
  'privacy.s3Item1': 'To create and secure your account and verify your email address.',
  'privacy.s3Item2': 'To show coupon codes, track cashback and credit tokens to your account.',
  'privacy.s3Item3': "To review merchants' offers and keep fake promotions off the site.",
  'privacy.s3Item4':
    'To answer your questions and send service messages and, if you subscribe, our newsletter.',
  'privacy.s3Item5': 'To prevent fraud and meet our legal obligations.',
  'privacy.s4Heading': '4. Consent and legal grounds',
  'privacy.s4':
    'We process your personal data with your consent, given when you register or send us a message, or for legitimate uses allowed by the DPDP Act, such as meeting a legal duty. You can withdraw consent at any time by writing to us; this does not affect processing already done, but we may then be unable to provide some services.',
  'privacy.s5Heading': '5. Sharing your data',
  'privacy.s5':
    'We never sell your personal data. We share only what is needed: with merchants to confirm a sale and your cashback, with our payment provider to process payments in rupees, with service providers who host our site under contract, and with authorities when the law requires it.',
  'privacy.s6Heading': '6. Cookies and browser storage',
  'privacy.s6':
    'We use a secure, HttpOnly session cookie to keep you signed in and a small cookie that tells pages a session may exist. We do not use advertising cookies. You can clear cookies in your browser at any time; you will then need to sign in again.',
  'privacy.s7Heading': '7. Retention and security',
  'privacy.s7':
    'We keep personal data only while your account is active or as long as the law requires, then delete it. Data travels over encrypted connections, access is limited to staff who need it, and sessions expire automatically. If a personal data breach affects you, we will inform you and the Data Protection Board of India as the DPDP Act requires.',
  'privacy.s8Heading': "8. Your rights and children's privacy",
  'privacy.s8':
    "You may ask for a summary of your personal data, have it corrected or completed, have it erased, nominate someone to exercise your rights, and raise a grievance with us. {brand} is for adults aged 18 and over; children under 13 are not served, and we do not knowingly process children's data without verifiable consent from a parent or guardian.",
  'privacy.s9Heading': '9. Grievance Officer, contact and changes',
  'privacy.s9':
    'For any privacy question or complaint, write to our Grievance Officer at {grievance} or to {support}. We respond within 30 days. If you are not satisfied, you may approach the Data Protection Board of India. We will post any change to this policy on this page with a new date.',
  'privacy.s10Heading': '10. Using your rights in Settings',
  'privacy.s10Intro':
    "Signed in, open {settings} on your dashboard (the user dashboard's menu, or Settings in the merchant dashboard's menu):",
  'privacy.settings': 'Settings',
  'privacy.s10Item1':
    '{action} your name, mobile number, email address and password at any time. A new email address is verified again with a link we send to it.',
  'privacy.correct': 'Correct',
  'privacy.s10Item2':
    '{action} gives you a file (JSON) of your account and everything it holds: your details, reviews, earnings and cashback records, claims, follows and payments, and for merchants your coupons, products and store.',
  'privacy.download': 'Download my data',
  'privacy.s10Item3':
    "{action}, after you confirm it, erases your name, email, mobile number, details, reviews and claims at once and signs you out everywhere. Records of sales, cashback and payments are kept without your name, so that money records stay complete; a merchant's store and coupons go offline.",
  'privacy.delete': 'Delete my account',
  'privacy.s10Item4': '{action} ends your sessions on every device.',
  'privacy.signOut': 'Sign out everywhere',
  'privacy.s10Outro':
    'For anything Settings cannot do, or to raise a grievance, write to our Grievance Officer at {grievance}.',
} as const;
