import { atom } from 'nanostores';

/**
 * The header's search term ('Search for store, coupons & offers'), read by every coupon grid.
 * Grids match it case-insensitively as a substring of couponName or title (spec section 5).
 */
export const $searchTerm = atom('');

export function setSearchTerm(value: string) {
  $searchTerm.set(value.trim());
}

/** The spec's filter: a case-insensitive substring match; an empty term matches everything. */
export function matchesSearch(text: string, term: string): boolean {
  return term === '' || text.toLocaleLowerCase().includes(term.toLocaleLowerCase());
}
