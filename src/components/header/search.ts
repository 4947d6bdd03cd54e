import { $searchTerm, setSearchTerm } from '../../stores/search.ts';
import { SEARCH_PAGES, SEARCH_PARAM } from '../site-info.ts';

/**
 * The header's search box writes the shared search term that the coupon grids read. Typing filters at
 * once; on a page with grids, submitting keeps the term in the address (?q=) so it can be shared; on a
 * page without grids, submitting goes to /categories?q=term. Without JavaScript the form itself goes
 * there (action="/categories", name="q").
 */
export function initSearch(form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>('input[type="search"]');
  if (!input) return;
  const hasGrids = SEARCH_PAGES.includes(location.pathname.replace(/\/+$/, '') || '/');

  // A term arriving in the address (?q=) fills the box and the store before the grids first render.
  const fromUrl = new URLSearchParams(location.search).get(SEARCH_PARAM)?.trim() ?? '';
  if (fromUrl) {
    input.value = fromUrl;
    setSearchTerm(fromUrl);
  } else if ($searchTerm.get()) {
    input.value = $searchTerm.get();
  }

  input.addEventListener('input', () => {
    setSearchTerm(input.value);
    if (hasGrids) keepTermInAddress(input.value.trim());
  });

  form.addEventListener('submit', (event) => {
    const term = input.value.trim();
    setSearchTerm(term);
    if (!hasGrids) return; // the form's own GET goes to /categories?q=term
    event.preventDefault();
    keepTermInAddress(term);
    input.blur(); // closes a phone's keyboard, so the filtered grids are in view
  });
}

function keepTermInAddress(term: string) {
  const params = new URLSearchParams(location.search);
  if (term) params.set(SEARCH_PARAM, term);
  else params.delete(SEARCH_PARAM);
  const query = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
}
