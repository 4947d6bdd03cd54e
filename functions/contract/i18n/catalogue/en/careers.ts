/** Careers (/careers): the three open roles. */
export default {
  'careers.title': 'Careers | {brand}',
  'careers.description':
    'Join {brand} in Hyderabad: open roles for a Support Executive, a Merchant Relationship Executive and a User Relationship Executive.',
  'careers.heading': 'Careers at {brand}',
  'careers.lead': 'Help millions of Indian shoppers save money, and help local businesses grow.',
  'careers.intro':
    'We are a small team in Hyderabad that values clear communication, honesty with customers and getting things done. All roles are full-time, based in Hyderabad with hybrid working, and come with health insurance and paid leave.',
  'careers.openRoles': 'Open roles',
  'careers.supportTitle': 'Support Executive',
  'careers.supportSummary':
    'Answer shoppers and merchants by email and chat, help with sign-ups, coupon codes and missing cashback claims, and pass product feedback to the team.',
  'careers.supportNeed1': 'Clear written English and Hindi; Telugu is a plus',
  'careers.supportNeed2': 'Patience and care for people who are not comfortable with technology',
  'careers.supportNeed3':
    'Six months or more in customer support (freshers with strong communication are welcome)',
  'careers.merchantTitle': 'Merchant Relationship Executive',
  'careers.merchantSummary':
    'Bring local and online stores onto the platform, help them create good coupons and storefronts, and explain free and premium ad slots.',
  'careers.merchantNeed1': 'One year or more in sales, business development or account management',
  'careers.merchantNeed2': 'Comfort with field visits to markets and shops in and around Hyderabad',
  'careers.merchantNeed3': 'Fluency in English and Telugu or Hindi',
  'careers.userTitle': 'User Relationship Executive',
  'careers.userSummary':
    'Grow and look after our shopper community: run referral and WhatsApp campaigns, collect reviews, and turn user feedback into better offers.',
  'careers.userNeed1': 'Interest in social media, community building and online shopping',
  'careers.userNeed2': 'Good writing in English and at least one Indian language',
  'careers.userNeed3': 'Comfort with spreadsheets and simple reports',
  'careers.apply': 'Apply by email',
  'careers.applyFor': ' for {role}',
  'careers.applicationSubject': 'Application: {role}',
  'careers.howHeading': 'How to apply',
  'careers.how':
    "Email your CV and a few lines about why the role suits you to {email}, with the role's name in the subject. We reply to every application within two weeks.",
} as const;
