/** The page frame: skip link, language switcher, the notices every page can show. */
export default {
  'layout.skipToContent': 'Skip to content',
  'layout.languageLabel': 'Language',
  'layout.shareImageAlt': '{brand}: free coupons and deals from Indian stores',
} as const;
