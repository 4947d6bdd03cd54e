/** The 404 page, "page not found" and "access denied" notices, and the permission page's title. */
export default {
  'notices.notFoundTitle': 'Page not found | {brand}',
  'notices.notFoundDescription':
    "The page you were looking for is not on {brand}. Find today's coupons and offers instead.",
  'notices.notOnSite': 'This page is not on {brand}.',
  'notices.notFoundHeading': 'Page not found',
  'notices.notFoundText':
    'Sorry, we could not find that page. The offer may have expired, or the link may be mistyped. Here are some places to find great deals:',
  'notices.goHome': 'Go to the home page',
  'notices.browseCategories': 'Browse categories',
  'notices.seeTopCoupons': 'See top coupons',
  'notices.needHelp': 'Need help? Read the {faqs} or {contact}.',
  'notices.faqsLink': 'FAQs',
  'notices.contactLink': 'contact us',
  'notices.linkNotValid': 'This link is not valid.',
  'notices.accessDenied': 'Access denied',
  'notices.goToDashboard': 'Go to your dashboard',
  'notices.wrongRole': 'This page is for {expected}. You are signed in as {actual}.',
  'notices.forUsers': 'users',
  'notices.forMerchants': 'merchants',
  'notices.forAdmins': 'administrators',
  'notices.asUser': 'a user',
  'notices.asMerchant': 'a merchant',
  'notices.asAdmin': 'an administrator',
  'notices.permissionTitle': 'Permission to read your site',
  'notices.permissionDescription': "Let {brand} read your site's products and offers.",
} as const;
