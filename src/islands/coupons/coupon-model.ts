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

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** '40% OFF' or '₹1,500 OFF', or null when the offer names neither. */
export function savingText(coupon: Pick<CouponView, 'percentage' | 'discount'>): string | null {
  if (coupon.percentage !== null) return `${coupon.percentage}% OFF`;
  if (coupon.discount !== null) return `₹${rupees.format(coupon.discount)} OFF`;
  return null;
}

const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Valid till 25 Feb 2027' from the yyyy-mm-dd last day. */
export function validTill(expiryDate: string): string {
  const date = new Date(`${expiryDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : `Valid till ${day.format(date)}`;
}

export function formatPrice(price: number): string {
  return `₹${rupees.format(price)}`;
}
