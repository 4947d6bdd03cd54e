import { formatCalendarDate } from '../../../functions/contract/india-time.ts';
import { formatPaise, rupeesToPaise } from '../../../functions/contract/money.ts';
import type {
  CouponSource,
  OfferLanguage,
  PublicCoupon,
  PublicCouponFields,
} from '../../../functions/contract/public.ts';

export type { CouponSource };

/** One coupon as every grid and card shows it, whichever list it came from. */
export interface CouponView extends Omit<PublicCouponFields, 'hasCode'> {
  /** couponName (ad slots, best offers) or title (newest, popular): also what search matches. */
  name: string;
}

const ENDPOINTS: Record<CouponSource, string> = {
  adSlots: '/api/AdSlot/get-all-ad-slots',
  bestOffers: '/api/AToZ/BestOffers',
  newest: '/api/AToZ/newest',
  popular: '/api/AToZ/popular',
};

/** The list's URL, with the API's own language filter when one is chosen. */
export function couponListUrl(source: CouponSource, language: OfferLanguage | null): string {
  return language ? `${ENDPOINTS[source]}?language=${language}` : ENDPOINTS[source];
}

/** Spec section 5: search matches couponName on ad slots and best offers, title on the other lists. */
export function toCouponView(coupon: PublicCoupon): CouponView {
  return {
    id: coupon.id,
    name: 'couponName' in coupon ? coupon.couponName : coupon.title,
    category: coupon.category,
    language: coupon.language,
    merchantURL: coupon.merchantURL,
    imageUrl: coupon.imageUrl,
    width: coupon.width,
    height: coupon.height,
    expiryDate: coupon.expiryDate,
    percentage: coupon.percentage,
    discount: coupon.discount,
    description: coupon.description,
    termsAndConditions: coupon.termsAndConditions,
    storeName: coupon.storeName,
    storeSlug: coupon.storeSlug,
    storeLogoUrl: coupon.storeLogoUrl,
  };
}

/** The flip takes 1.5 s on the newest and popular lists and 2 s elsewhere (spec sections 4 and 9). */
export function usesFastFlip(source: CouponSource): boolean {
  return source === 'newest' || source === 'popular';
}

/** The `lang` of text written in Hindi or Telugu; English needs none (the page is English). */
export function langOf(language: OfferLanguage): 'hi' | 'te' | undefined {
  return language === 'en' ? undefined : language;
}

/** '40% OFF' or '₹1,500 OFF', or null when the offer names neither. */
export function savingText(coupon: Pick<CouponView, 'percentage' | 'discount'>): string | null {
  if (coupon.percentage !== null) return `${coupon.percentage}% OFF`;
  if (coupon.discount !== null) return `${formatPaise(rupeesToPaise(coupon.discount))} OFF`;
  return null;
}

/** 'Valid till 25 Feb 2027' from the yyyy-mm-dd last day. */
export function validTill(expiryDate: string): string {
  const day = formatCalendarDate(expiryDate);
  return day === expiryDate ? '' : `Valid till ${day}`;
}

/** A product's price (the API's rupees) as every price is shown: '₹1,299' or '₹275.50'. */
export function formatPrice(price: number): string {
  return formatPaise(rupeesToPaise(price));
}
