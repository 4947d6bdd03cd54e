import { $searchTerm, setSearchTerm } from '../../stores/search.ts';
import { SEARCH_PAGES, SEARCH_PARAM } from '../site-info.ts';
import { localePath, splitLocalePath, toLocale } from '../../../functions/contract/i18n/locales.ts';

/** The listing filters a search carries to the results page (issue 21 item 7's query parameters). */
const CARRIED_PARAMS = ['category', 'language'];

/**
 * The header's search box. Typing writes the shared search term that the coupon grids read, so a
 * page with grids filters at once (and keeps ?q= in the address); from the second character the box
 * suggests stores, coupons and categories (suggestions.ts, loaded on the box's first focus or input,
 * so a page carries none of it until then). Enter without a chosen suggestion opens the results page
 * /search?q=… on every page; without JavaScript the form itself goes there (action="/search", name="q").
 */
export function initSearch(form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>('input[type="search"]');
  if (!input) return;
  // /hi/… and /te/… pages have the same grids as their English page; results open in the page's language.
  const locale = toLocale(form.dataset.locale);
  const hasGrids = SEARCH_PAGES.includes(splitLocalePath(location.pathname.replace(/\/+$/, '') || '/').path);

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

  let suggestions: Promise<unknown> | undefined;
  const loadSuggestions = () => {
    suggestions ??= import('./suggestions.ts').then(({ initSuggestions }) => initSuggestions(form, input));
  };
  input.addEventListener('focus', loadSuggestions, { once: true });
  input.addEventListener('input', loadSuggestions, { once: true });
  if (document.activeElement === input) loadSuggestions();

  form.addEventListener('submit', (event) => {
    const term = input.value.trim();
    setSearchTerm(term);
    event.preventDefault();
    if (!term) {
      if (hasGrids) keepTermInAddress('');
      return;
    }
    const params = new URLSearchParams({ [SEARCH_PARAM]: term });
    const current = new URLSearchParams(location.search);
    for (const name of CARRIED_PARAMS) {
      const value = current.get(name);
      if (value) params.set(name, value);
    }
    location.assign(localePath(locale, `/search?${params.toString()}`));
  });
}

function keepTermInAddress(term: string) {
  const params = new URLSearchParams(location.search);
  if (term) params.set(SEARCH_PARAM, term);
  else params.delete(SEARCH_PARAM);
  const query = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
}
