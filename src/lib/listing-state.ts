import type { OfferLanguage } from '../../functions/contract/public.ts';

/**
 * What a listing page shows lives in its address (issue 21 item 7), so a link shared on WhatsApp opens
 * the same view and Back returns to the previous one:
 *
 *   /categories?category=Fashion&sort=newest&language=hi&q=pizza
 *
 * These are the pure halves: reading the state from a query string and writing it back into one.
 * The server renders the first view from the same state (src/pages/*.astro), the islands keep the
 * address in step (src/islands/coupons/use-listing-state.ts). A default is never written (A-Z on
 * /categories, every category, every language, no search), so the plain page has the plain address,
 * and parameters that are not the listing's (utm_source, a sign-in's return mark) are kept.
 * Any page with such a list (/search too) may use it with its own sorts.
 */

export const LISTING_PARAMS = {
  category: 'category',
  sort: 'sort',
  language: 'language',
  q: 'q',
} as const;

/**
 * The Categories page's sort tabs (spec: Categories), as they are written in the address; 'reliable'
 * is "Most reliable" (issue 23 item 2), sorted by the server.
 */
export const CATEGORY_SORTS = ['popularity', 'az', 'newest', 'reliable'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];

/** The languages an offer can be written in (the contract's OFFER_LANGUAGES, without loading zod). */
const LANGUAGES = ['en', 'hi', 'te'] as const satisfies readonly OfferLanguage[];

/** Longest category and search text read from an address; anything longer is cut there. */
export const LISTING_TEXT_MAX = 100;

export interface ListingState<S extends string = string> {
  /** null: every category ('All'). */
  category: string | null;
  /** null only on a page without sorts. */
  sort: S | null;
  /** null: every language. */
  language: OfferLanguage | null;
  /** The search term, trimmed; '' for none. */
  q: string;
}

/** A page's sorts and its default; a page without sort tabs has none (`sorts: []`, `defaultSort: null`). */
export interface ListingShape<S extends string = string> {
  sorts: readonly S[];
  defaultSort: S | null;
}

export const NO_SORTS: ListingShape<never> = { sorts: [], defaultSort: null };
export const CATEGORIES_SHAPE: ListingShape<CategorySort> = { sorts: CATEGORY_SORTS, defaultSort: 'az' };

/** 'All', in any case, means no category filter (spec section 5). */
const ALL = 'all';

const text = (value: string | null): string => (value ?? '').trim().slice(0, LISTING_TEXT_MAX).trim();

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * The listing state in a query string ('?a=b', 'a=b' or URLSearchParams). Whatever is unknown, empty or
 * malformed reads as its default, so any address opens a view.
 */
export function parseListingState<S extends string>(
  search: string | URLSearchParams,
  shape: ListingShape<S>,
): ListingState<S> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const category = text(params.get(LISTING_PARAMS.category));
  const sort = text(params.get(LISTING_PARAMS.sort)).toLowerCase();
  const language = text(params.get(LISTING_PARAMS.language)).toLowerCase();
  return {
    category: category === '' || category.toLowerCase() === ALL ? null : category,
    sort: isOneOf(shape.sorts, sort) ? sort : shape.defaultSort,
    language: isOneOf(LANGUAGES, language) ? language : null,
    q: text(params.get(LISTING_PARAMS.q)),
  };
}

/**
 * `current` ('?…' or URLSearchParams, the address's query now) with the listing's parameters set to
 * `state`: '' when nothing is left, else '?…'. Defaults are left out; other parameters keep their place.
 */
export function listingSearch<S extends string>(
  state: ListingState<S>,
  shape: ListingShape<S>,
  current: string | URLSearchParams = '',
): string {
  const params = new URLSearchParams(current);
  for (const name of Object.values(LISTING_PARAMS)) params.delete(name);
  const category = text(state.category);
  if (category !== '' && category.toLowerCase() !== ALL) params.set(LISTING_PARAMS.category, category);
  if (state.sort !== null && state.sort !== shape.defaultSort && isOneOf(shape.sorts, state.sort))
    params.set(LISTING_PARAMS.sort, state.sort);
  if (state.language !== null && isOneOf(LANGUAGES, state.language))
    params.set(LISTING_PARAMS.language, state.language);
  const q = text(state.q);
  if (q !== '') params.set(LISTING_PARAMS.q, q);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** Whether two states show the same view (a category differing only in case is the same filter). */
export function sameListingState<S extends string>(a: ListingState<S>, b: ListingState<S>): boolean {
  return (
    (a.category ?? '').toLowerCase() === (b.category ?? '').toLowerCase() &&
    a.sort === b.sort &&
    a.language === b.language &&
    a.q === b.q
  );
}
