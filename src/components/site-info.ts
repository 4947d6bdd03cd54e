/**
 * Facts about the site that the header, the footer and the static pages share: one brand name,
 * one set of addresses and links, so no page can drift from another.
 */
import { BRAND } from '../../functions/contract/brand.ts';
// Types only: this module reaches the browser (the header's search script), the catalogue must not.
import type { Translate } from '../../functions/contract/i18n/translate.ts';

export { BRAND };
export const COMPANY = 'DealSphere Technologies Pvt. Ltd.';
export const INITIATIVE_LINE = `An initiative of ${COMPANY}`;
/** INITIATIVE_LINE in the page's language: `initiativeLine(translator(locale))`. */
export const initiativeLine = (t: Translate) => t('static.initiativeLine', { company: COMPANY });
export const COPYRIGHT_YEAR = 2025;

/** The city whose courts hear disputes under the Terms of Use (registered office). */
export const JURISDICTION_CITY = 'Hyderabad';
export const REGISTERED_OFFICE = '4th Floor, Cyber Towers, HITEC City, Hyderabad, Telangana 500081';

export const SUPPORT_EMAIL = 'support@dealsphere.in';
export const ENQUIRIES_EMAIL = 'hello@dealsphere.in';
export const CAREERS_EMAIL = 'careers@dealsphere.in';
export const GRIEVANCE_EMAIL = 'grievance@dealsphere.in';

/** A public welcome promotion shown in the footer: a merchant-side offer, not a coupon from the lists. */
export const PROMO_CODE = 'WELCOME100';
export const PROMO_TEXT = `Use code ${PROMO_CODE} on your first purchase`;
/** PROMO_TEXT in the page's language. */
export const promoText = (t: Translate) => t('static.promoText', { code: PROMO_CODE });

/** The floating chat-share link: opens WhatsApp with the text 'Hello!' (spec: Footer and floating items). */
export const WHATSAPP_SHARE_URL = 'https://wa.me/?text=Hello!';

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'youtube';
export const SOCIAL_LINKS: { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'facebook', label: 'DealSphere on Facebook', href: 'https://www.facebook.com/DealSphereIndia' },
  {
    network: 'instagram',
    label: 'DealSphere on Instagram',
    href: 'https://www.instagram.com/dealsphere.india',
  },
  { network: 'x', label: 'DealSphere on X', href: 'https://x.com/DealSphereIN' },
  { network: 'youtube', label: 'DealSphere on YouTube', href: 'https://www.youtube.com/@DealSphereIndia' },
];
/** A social link's label in the page's language (SOCIAL_LINKS keeps the English ones). */
export const socialLabel = (t: Translate, network: SocialNetwork) =>
  ({
    facebook: t('static.socialFacebook', { brand: BRAND }),
    instagram: t('static.socialInstagram', { brand: BRAND }),
    x: t('static.socialX', { brand: BRAND }),
    youtube: t('static.socialYoutube', { brand: BRAND }),
  })[network];

/** Pages whose coupon grids read the search term; elsewhere a search goes to /categories?q=… */
export const SEARCH_PAGES = ['/', '/categories', '/top-coupons', '/best-offers', '/popular'];
export const SEARCH_PARAM = 'q';

/** The public pages a search engine may list (sitemap.xml). */
export const PUBLIC_ROUTES = [
  '/',
  '/categories',
  '/top-coupons',
  '/best-offers',
  '/popular',
  '/stores',
  '/faqs',
  '/aboutus',
  '/careers',
  '/contactus',
  '/terms-service',
  '/privacypolicy',
];
