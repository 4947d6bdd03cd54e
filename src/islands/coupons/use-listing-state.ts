import { useEffect, useState } from 'react';
import {
  NO_SORTS,
  listingSearch,
  parseListingState,
  sameListingState,
  type ListingShape,
  type ListingState,
} from '../../lib/listing-state.ts';
import { $searchTerm, setSearchTerm } from '../../stores/search.ts';

// A search term in the address (?q=) fills the shared term before any grid hydrates, whichever of this
// island and the header's script runs first (the header does the same; setting it twice is harmless).
if (typeof location !== 'undefined' && $searchTerm.get() === '') {
  const { q } = parseListingState(location.search, NO_SORTS);
  if (q !== '') setSearchTerm(q);
}

/**
 * A listing page's category, sort and language, kept in the address (src/lib/listing-state.ts): each
 * choice is a new history entry (pushState), so Back returns to the view before it, and Back or Forward
 * (popstate) restores the view its address names, search term included. The search term itself stays
 * in the shared store the header writes ($searchTerm); it is written into the address from there.
 *
 * `initial` is what the server read from the same address, so hydration renders what the server did.
 * Without `sync` (a grid that is not the page's listing, such as home's) the state stays in the island.
 * `shape` must be a constant (a module-level object).
 */
export function useListingState<S extends string>(
  initial: ListingState<S>,
  shape: ListingShape<S>,
  sync: boolean,
): [ListingState<S>, (change: Partial<Omit<ListingState<S>, 'q'>>) => void] {
  const [state, setState] = useState(initial);

  useEffect(() => {
    if (!sync) return;
    const restore = () => {
      const next = parseListingState(location.search, shape);
      setState((current) => (sameListingState(current, next) ? current : next));
      if ($searchTerm.get() !== next.q) setSearchTerm(next.q);
    };
    addEventListener('popstate', restore);
    return () => removeEventListener('popstate', restore);
  }, [sync, shape]);

  const choose = (change: Partial<Omit<ListingState<S>, 'q'>>) => {
    const next = { ...state, ...change, q: $searchTerm.get() };
    if (sameListingState(next, { ...state, q: next.q })) return;
    setState(next);
    if (!sync) return;
    const search = listingSearch(next, shape, location.search);
    if (search !== location.search)
      history.pushState(null, '', `${location.pathname}${search}${location.hash}`);
  };

  return [state, choose];
}

/**
 * Typing a search on the page keeps it in the address without a history entry per letter
 * (replaceState), as the header's box does; the other listing parameters stay as they are.
 */
export function keepSearchInAddress<S extends string>(term: string, shape: ListingShape<S>) {
  const current = parseListingState(location.search, shape);
  const search = listingSearch({ ...current, q: term }, shape, location.search);
  if (search !== location.search)
    history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
}
