import { useSyncExternalStore } from 'react';
import { $searchTerm } from '../../stores/search.ts';

/**
 * The header's search term (spec section 5), for the grids. The server renders the unfiltered first
 * view, so during hydration this is '' like on the server; the term (say from ?q=) applies right after.
 * Reading the store directly would filter the very first render and make React discard the HTML.
 */
export function useSearchTerm(): string {
  return useSyncExternalStore(
    (onChange) => $searchTerm.listen(onChange),
    () => $searchTerm.get(),
    () => '',
  );
}
