import { formatCalendarDateIn } from '../../../functions/contract/i18n/format.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import { daysBetween, formatCalendarDate } from '../../../functions/contract/india-time.ts';
import { formatPaise, rupeesToPaise } from '../../../functions/contract/money.ts';
import type {
  CouponSource,
  OfferLanguage,
  PublicCoupon,
  PublicCouponFields,
} from '../../../functions/contract/public.ts';
import type { CouponTexts } from '../../lib/public-texts.ts';

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

/**
 * The card's texts in the page's language (issue 26): the same rules as savingText, endsText and the
 * trust line, worded from the texts the page picked (src/lib/public-texts.ts couponTextsFor). In English
 * they say exactly what the English helpers say (tests/unit/coupon-card-text.test.ts).
 */
export type CardTexts = Pick<
  CouponTexts,
  | 'locale'
  | 'cards.percentOff'
  | 'cards.percentOffUpTo'
  | 'cards.flatOff'
  | 'cards.expired'
  | 'cards.endsToday'
  | 'cards.endsTomorrow'
  | 'cards.endsInDays'
  | 'cards.validTill'
  | 'cards.cashbackUpTo'
  | 'cards.workedForOneVote'
  | 'cards.workedForVotes'
  | 'cards.usedOnceToday'
  | 'cards.usedTimesToday'
>;

/** savingText in a language: '₹300 की छूट', '10% తగ్గింపు, గరిష్ఠంగా ₹75'. */
export function savingTextIn(
  texts: CardTexts,
  coupon: Pick<CouponView, 'percentage' | 'discount' | 'discountKind'>,
): string | null {
  const percent =
    coupon.discountKind !== 'flat' && coupon.percentage !== null && coupon.percentage > 0
      ? coupon.percentage
      : null;
  const amount =
    coupon.discount !== null && coupon.discount > 0 ? formatPaise(rupeesToPaise(coupon.discount)) : null;
  if (percent !== null && amount) return fill(texts['cards.percentOffUpTo'], { percent, amount });
  if (percent !== null) return fill(texts['cards.percentOff'], { percent });
  return amount ? fill(texts['cards.flatOff'], { amount }) : null;
}

/** endsText in a language; `soon` is false only for a 'Valid till …' (the card marks the others). */
export function endsTextIn(
  texts: CardTexts,
  expiryDate: string,
  today: string,
): { text: string; soon: boolean } {
  let days: number;
  try {
    days = daysBetween(today, expiryDate);
  } catch {
    return { text: '', soon: true };
  }
  if (days < 0) return { text: texts['cards.expired'], soon: true };
  if (days === 0) return { text: texts['cards.endsToday'], soon: true };
  if (days === 1) return { text: texts['cards.endsTomorrow'], soon: true };
  if (days <= ENDS_SOON_DAYS) return { text: fill(texts['cards.endsInDays'], { days }), soon: true };
  const text = validTillIn(texts, expiryDate);
  return { text, soon: text === '' };
}

/** validTill in a language: '25 फ़र॰ 2027 तक मान्य'. */
export function validTillIn(texts: CardTexts, expiryDate: string): string {
  const day = formatCalendarDateIn(texts.locale, expiryDate);
  return day === expiryDate ? '' : fill(texts['cards.validTill'], { date: day });
}

/** cashbackText in a language: 'Up to 5% cashback', '5% तक कैशबैक'. */
export function cashbackTextIn(texts: CardTexts, percent: number): string {
  return fill(texts['cards.cashbackUpTo'], { percent: Number(percent.toFixed(2)) });
}

/** trustMessages.workedFor in a language: 'Worked for 92% · 25 votes'. */
export function workedForIn(texts: CardTexts, rate: number, votes: number): string {
  const text = votes === 1 ? texts['cards.workedForOneVote'] : texts['cards.workedForVotes'];
  return fill(text, { percent: Math.round(rate * 100), votes });
}

/** trustMessages.usedToday in a language: 'Used 14 times today'. */
export function usedTodayIn(texts: CardTexts, count: number): string {
  return fill(count === 1 ? texts['cards.usedOnceToday'] : texts['cards.usedTimesToday'], { count });
}

/** The categories a coupon is filed under (merchant-coupons.ts COUPON_CATEGORIES), as people read them. */
const CATEGORY_KEYS = {
  Beauty: 'cards.categoryBeauty',
  Education: 'cards.categoryEducation',
  Electronics: 'cards.categoryElectronics',
  Fashion: 'cards.categoryFashion',
  'Food & Dining': 'cards.categoryFood',
  Grocery: 'cards.categoryGrocery',
  'Health & Pharmacy': 'cards.categoryHealth',
  'Home & Kitchen': 'cards.categoryHome',
  'Mobiles & Recharge': 'cards.categoryMobiles',
  Travel: 'cards.categoryTravel',
  Other: 'cards.categoryOther',
} as const satisfies Record<string, keyof CouponTexts>;

/** A category's name in the page's language; one outside the site's list stays as it is written. */
export function categoryNameIn(
  texts: Pick<CouponTexts, (typeof CATEGORY_KEYS)[keyof typeof CATEGORY_KEYS]>,
  category: string,
): string {
  const key = (CATEGORY_KEYS as Record<string, (typeof CATEGORY_KEYS)[keyof typeof CATEGORY_KEYS]>)[category];
  return key ? texts[key] : category;
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
