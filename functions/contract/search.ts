import type { OfferLanguage, PublicCouponFields } from './public.ts';

/**
 * One search (issue 21 items 5 and 6, decision 0058): GET /api/search?q=… answers stores, coupons and
 * categories. Pure and free of zod, so the header's suggestions module imports it without weight.
 */

/** Fewer characters than this find nothing (one letter matches half the site). */
export const SEARCH_MIN_LENGTH = 2;
/** A longer q is refused with searchMessages.tooLong. */
export const SEARCH_MAX_LENGTH = 100;
/** The most coupons one answer carries (`?limit=` asks for fewer; the suggestions ask for 5). */
export const SEARCH_COUPONS_MAX = 48;
export const SEARCH_COUPONS_DEFAULT = 24;
export const SEARCH_STORES_MAX = 12;
export const SEARCH_CATEGORIES_MAX = 8;

export const searchMessages = {
  tooLong: `Search must be at most ${SEARCH_MAX_LENGTH} characters long`,
  label: 'Search stores, coupons and categories',
  stores: 'Stores',
  coupons: 'Coupons',
  categories: 'Categories',
  resultsTitle: (query: string) => `Search results for “${query}”`,
  typeMore: `Type at least ${SEARCH_MIN_LENGTH} characters to search.`,
  liveCoupons: (count: number) => (count === 1 ? '1 live coupon' : `${count} live coupons`),
} as const;

/**
 * What is searched for: the words as typed, in one Unicode form, spaces collapsed, lower case.
 * Devanagari and Telugu have no case; lower-casing leaves them as they are.
 */
export function normalizeSearchText(q: string): string {
  return q.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** True when q is long enough to search for (counted in characters, not UTF-16 units). */
export function isSearchable(q: string): boolean {
  return [...normalizeSearchText(q)].length >= SEARCH_MIN_LENGTH;
}

/** The results page of a query, with the optional category and language of the listing pages. */
export function searchPageHref(q: string, options: { category?: string; language?: OfferLanguage } = {}) {
  const params = new URLSearchParams({ q: q.trim() });
  if (options.category) params.set('category', options.category);
  if (options.language) params.set('language', options.language);
  return `/search?${params.toString()}`;
}

/** A store that matched: it has a live coupon or an active storefront (never one an admin hid). */
export interface SearchStore {
  name: string;
  slug: string;
  logoUrl: string | null;
  liveCoupons: number;
  /** "Up to N% cashback": the store's cashback rate in force, in percent (issue 22 item 1). */
  cashbackPercent: number;
}

/** A live coupon that matched, in the public shape (never the code). */
export interface SearchCoupon extends PublicCouponFields {
  title: string;
  couponName: string;
}

/** A category with live coupons whose name matched. */
export interface SearchCategory {
  name: string;
  liveCoupons: number;
}

/** GET /api/search */
export interface SearchResults {
  /** The q searched for, trimmed. */
  query: string;
  stores: SearchStore[];
  coupons: SearchCoupon[];
  categories: SearchCategory[];
}
