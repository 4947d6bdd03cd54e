import type { ListedCoupon } from './public.ts';
import type { SizedImage } from './storefront.ts';
import type { Translate } from './i18n/translate.ts';

/**
 * The public store pages (issue 21 items 1 and 2, decision 0056): the directory /stores and one store's
 * page /stores/{slug}, and their JSON twins GET /api/stores and GET /api/stores/{slug}. Zod-free: the
 * pages and the directory's filter script import the texts and rules.
 */
export const storeMessages = {
  storeNotFound: 'This store does not exist.',
  noLiveCoupons: 'No live coupons from this store right now.',
  noStores: 'No stores yet.',
  noStoreMatches: 'No store matches your search.',
  noRatings: 'No ratings yet',
  reviewsHeading: 'Ratings and reviews',
  allStoresLink: 'See all stores A–Z',
  filterLabel: 'Find a store',
  storefront: 'Storefront',
} as const;

/** At most this many stores in the directory (decision 0019: every public list is bounded). */
export const STORE_DIRECTORY_MAX = 5000;
/** How many of a store's newest shown reviews its page lists. */
export const STORE_PAGE_REVIEWS = 10;

/** A store of the directory: every merchant with a live coupon or a storefront the public may see. */
export interface StoreSummary {
  storeName: string;
  storeSlug: string;
  logoUrl: string | null;
  /** Live coupons right now. */
  liveCoupons: number;
  /** The storefront (/merchantproductsite/{merchantId}) is open to the public. */
  hasStorefront: boolean;
  /** "Up to N% cashback": the store's cashback rate in force, in percent (issue 22 item 1). */
  cashbackPercent: number;
}

/** GET /api/stores */
export interface StoreDirectory {
  stores: StoreSummary[];
}

/** One shown review of the store's live coupons, newest first. */
export interface StoreReview {
  couponName: string;
  rating: number;
  userName: string;
  reviewText: string;
  /** ISO instant. */
  createdAt: string;
}

/** GET /api/stores/{slug}, and what /stores/{slug} renders. */
export interface StorePage {
  merchantId: string;
  storeName: string;
  storeSlug: string;
  logo: SizedImage | null;
  tagline: string | null;
  /** "Up to N% cashback": the rate a shopper earns on this store's sales. */
  cashbackPercent: number;
  /** /merchantproductsite/{merchantId} while the storefront is open to the public, else null. */
  storefrontUrl: string | null;
  /** The store's own website (its "Visit store" button, tracked through POST /api/stores/{slug}/click-out), or null. */
  siteUrl: string | null;
  coupons: ListedCoupon[];
  /** Over the shown reviews of the store's live coupons; 0 and 0 without any. */
  averageRating: number;
  totalReviews: number;
  reviews: StoreReview[];
}

/** The address of a store's page. */
export function storePath(slug: string): string {
  return `/stores/${encodeURIComponent(slug)}`;
}

/** 'Up to 5% cashback', 'Up to 2.5% cashback'. */
export function cashbackText(percent: number): string {
  return `Up to ${Number(percent.toFixed(2))}% cashback`;
}

/** '1 coupon', '12 coupons'. */
export function couponCountText(count: number): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'coupon' : 'coupons'}`;
}

/** '1 review', '12 reviews'. */
export function reviewCountText(count: number): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'review' : 'reviews'}`;
}

/*
 * The same texts in a page's language (issue 26): `t` is the page's translator(locale), passed in so this
 * module stays free of the catalogues (the directory's filter script imports it). English output is the
 * functions' above, word for word; counts keep Latin digits with Indian grouping in every language.
 */
const count = (n: number) => n.toLocaleString('en-IN');

/** 'Up to 5% cashback', '5% तक कैशबैक', '5% వరకు క్యాష్‌బ్యాక్'. */
export function cashbackTextIn(t: Translate, percent: number): string {
  return t('stores.cashback', { percent: Number(percent.toFixed(2)) });
}

/** '12 coupons' in the page's language. */
export function couponCountTextIn(t: Translate, n: number): string {
  return n === 1 ? t('stores.couponOne', { count: count(n) }) : t('stores.couponMany', { count: count(n) });
}

/** '12 reviews' in the page's language. */
export function reviewCountTextIn(t: Translate, n: number): string {
  return n === 1 ? t('stores.reviewOne', { count: count(n) }) : t('stores.reviewMany', { count: count(n) });
}

/** '12 stores' in the page's language. */
export function storeCountTextIn(t: Translate, n: number): string {
  return n === 1 ? t('stores.countOne', { count: count(n) }) : t('stores.countMany', { count: count(n) });
}

/** The directory's groups, in order: A to Z, then '#' for names that start with anything else. */
export const DIRECTORY_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as const;
export type DirectoryLetter = (typeof DIRECTORY_LETTERS)[number];

/** Accents dropped and lower-cased, so 'Émile' files under E and filters match 'emile'. */
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('en-IN');
}

/** The directory group of a store name: its first Latin letter (accents dropped), else '#'. */
export function directoryLetter(name: string): DirectoryLetter {
  const first = foldName(name.trim()).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? (first as DirectoryLetter) : '#';
}

/**
 * The logo stand-in: the first letters of the first two words ('Charminar Threads' is 'CT'), in any
 * script ('అన్నపూర్ణ' gives 'అ'), never a lone combining mark.
 */
export function storeInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => Array.from(word.normalize('NFC')).find((c) => /[\p{L}\p{N}]/u.test(c)) ?? '')
    .join('');
  return (initials || '?').toLocaleUpperCase('en-IN');
}
