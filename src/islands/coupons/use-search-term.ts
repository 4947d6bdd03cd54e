import { useSyncExternalStore } from 'react';
import { $searchTerm } from '../../stores/search.ts';

/**
 * The header's search term (spec section 5), for the grids. During hydration this is `serverTerm`, what
 * the server rendered with: '' where the server renders the unfiltered view (home), the address's ?q=
 * on the listing pages, which render the filtered view (src/lib/listing-state.ts); the store's term
 * applies right after. Reading the store directly could differ from the server's render and make React
 * discard the HTML.
 */
export function useSearchTerm(serverTerm = ''): string {
  return useSyncExternalStore(
    (onChange) => $searchTerm.listen(onChange),
    () => $searchTerm.get(),
    () => serverTerm,
  );
}
