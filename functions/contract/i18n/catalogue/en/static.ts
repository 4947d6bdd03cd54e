/** The static pages' frame (breadcrumb) and the site facts the header, the footer and the static pages show. */
export default {
  'static.breadcrumb': 'Breadcrumb',
  'static.home': 'Home',
  'static.initiativeLine': 'An initiative of {company}',
  'static.promoText': 'Use code {code} on your first purchase',
  'static.socialFacebook': '{brand} on Facebook',
  'static.socialInstagram': '{brand} on Instagram',
  'static.socialX': '{brand} on X',
  'static.socialYoutube': '{brand} on YouTube',
} as const;
