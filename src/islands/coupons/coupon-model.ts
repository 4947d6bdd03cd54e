import { daysBetween, formatCalendarDate } from '../../../functions/contract/india-time.ts';
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
    discountKind: coupon.discountKind ?? null,
    description: coupon.description,
    termsAndConditions: coupon.termsAndConditions,
    storeName: coupon.storeName,
    storeSlug: coupon.storeSlug,
    storeLogoUrl: coupon.storeLogoUrl,
    cashbackPercent: coupon.cashbackPercent,
    successRate: coupon.successRate ?? null,
    votes: coupon.votes ?? 0,
    usedToday: coupon.usedToday ?? 0,
    verified: coupon.verified ?? false,
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

/**
 * The saving as the merchant gave it (issue 21 item 4): '40% OFF', a flat amount as '₹300 OFF' (never a
 * percentage), both as '40% OFF up to ₹150', or null when the offer names neither. A 0 is no amount:
 * the form asks for both numbers, so a merchant gives a flat offer as 0% and ₹300 (rules.ts offerAmounts).
 */
export function savingText(
  coupon: Pick<CouponView, 'percentage' | 'discount' | 'discountKind'>,
): string | null {
  // Issue 24 item 5: a flat amount never shows a percentage.
  const percent =
    coupon.discountKind !== 'flat' && coupon.percentage !== null && coupon.percentage > 0
      ? `${coupon.percentage}% OFF`
      : null;
  const flat =
    coupon.discount !== null && coupon.discount > 0 ? formatPaise(rupeesToPaise(coupon.discount)) : null;
  if (percent && flat) return `${percent} up to ${flat}`;
  return percent ?? (flat && `${flat} OFF`);
}

/** An offer ending within this many days says so in days ('Ends in 5 days'); a later one names its date. */
export const ENDS_SOON_DAYS = 7;

/**
 * When the offer ends, from its last day (yyyy-mm-dd, an India day) and today in India (todayInIndia()):
 * 'Ends today', 'Ends tomorrow', 'Ends in N days' up to ENDS_SOON_DAYS, else 'Valid till 25 Feb 2027';
 * 'Expired' for a day gone by (a page kept by a cache across midnight). '' when the date is not a date.
 */
export function endsText(expiryDate: string, today: string): string {
  let days: number;
  try {
    days = daysBetween(today, expiryDate);
  } catch {
    return '';
  }
  if (days < 0) return 'Expired';
  if (days === 0) return 'Ends today';
  if (days === 1) return 'Ends tomorrow';
  return days <= ENDS_SOON_DAYS ? `Ends in ${days} days` : validTill(expiryDate);
}

/** 'Valid till 25 Feb 2027' from the yyyy-mm-dd last day. */
export function validTill(expiryDate: string): string {
  const day = formatCalendarDate(expiryDate);
  return day === expiryDate ? '' : `Valid till ${day}`;
}

/** A store's page (issue 21 item 1). */
export function storePath(storeSlug: string): string {
  return `/stores/${encodeURIComponent(storeSlug)}`;
}

/** The badge of a store without a logo: the first letters of its first two words ('Charminar Threads': 'CT'). */
export function storeInitials(storeName: string): string {
  const words = storeName.split(/[\s\-_.&,/]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ''))[0] ?? '')
    .join('')
    .toUpperCase();
}

/** INITIALS_TONES colours for badges, so neighbouring stores differ; the same store always gets the same one. */
export const INITIALS_TONES = 6;
export function initialsTone(storeName: string): number {
  let hash = 0;
  for (const char of storeName) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % INITIALS_TONES;
}

/** A product's price (the API's rupees) as every price is shown: '₹1,299' or '₹275.50'. */
export function formatPrice(price: number): string {
  return formatPaise(rupeesToPaise(price));
}
