import { isSearchable, searchPageHref, type SearchResults } from '../../../functions/contract/search.ts';
import { localePath, toLocale } from '../../../functions/contract/i18n/locales.ts';

/** How long typing must pause before the box asks (ms). */
const DEBOUNCE_MS = 150;
const MAX_STORES = 4;
const MAX_COUPONS = 5;
const MAX_CATEGORIES = 3;

interface Option {
  id: string;
  href: string;
}

/**
 * The header search's suggestions (issue 21 item 6): the ARIA combobox pattern (APG "list
 * autocomplete"). From the second character, after a 150 ms pause, GET /api/search (an earlier
 * request still on its way is aborted) fills the listbox: stores first (→ /stores/{slug}), then
 * coupons (→ their store's page), then categories (→ /categories?category=…). Down and Up move the
 * active option (aria-activedescendant; focus stays in the box), Enter opens it, Escape closes the
 * list (a second Escape clears the box). Enter with no active option is the form's submit: /search?q=….
 * Loaded by search.ts on the box's first focus or input.
 */
export function initSuggestions(form: HTMLFormElement, input: HTMLInputElement) {
  const popup = form.querySelector<HTMLElement>('[data-search-popup]');
  const listbox = popup?.querySelector<HTMLElement>('[role="listbox"]');
  const empty = popup?.querySelector<HTMLElement>('[data-search-empty]');
  const status = form.querySelector<HTMLElement>('[data-search-status]');
  if (!popup || !listbox || !empty) return;
  const noMatch = form.dataset.noMatch ?? 'No match found';
  // The texts in the page's language, written by the server (SearchBox.astro); links stay in it too.
  const texts = JSON.parse(form.dataset.texts ?? '{}') as Record<
    'stores' | 'coupons' | 'categories' | 'liveCoupon' | 'liveCoupons' | 'count',
    string
  >;
  const locale = toLocale(form.dataset.locale);
  const to = (href: string) => localePath(locale, href);
  const liveCoupons = (count: number) =>
    count === 1 ? texts.liveCoupon : texts.liveCoupons.replace('{count}', String(count));

  let options: Option[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;
  /** The q whose answer the list shows. */
  let shown = '';

  const setStatus = (text: string) => {
    if (status) status.textContent = text;
  };

  function close() {
    popup!.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    setActive(-1);
  }

  function open() {
    if (options.length === 0 && empty!.hidden) return;
    popup!.hidden = false;
    input.setAttribute('aria-expanded', String(options.length > 0));
  }

  function setActive(index: number) {
    const previous = options[active];
    if (previous) document.getElementById(previous.id)?.setAttribute('aria-selected', 'false');
    active = index;
    const current = options[active];
    if (!current) {
      input.removeAttribute('aria-activedescendant');
      return;
    }
    const element = document.getElementById(current.id);
    element?.setAttribute('aria-selected', 'true');
    element?.scrollIntoView({ block: 'nearest' });
    input.setAttribute('aria-activedescendant', current.id);
  }

  function render(q: string, results: SearchResults) {
    shown = q;
    options = [];
    active = -1;
    input.removeAttribute('aria-activedescendant');
    listbox!.replaceChildren();
    const group = (label: string, key: string) => {
      const element = document.createElement('div');
      element.setAttribute('role', 'group');
      element.setAttribute('aria-labelledby', `site-search-${key}`);
      const heading = document.createElement('div');
      heading.id = `site-search-${key}`;
      heading.className = 'search__group-label';
      heading.setAttribute('role', 'presentation');
      heading.textContent = label;
      element.append(heading);
      listbox!.append(element);
      return element;
    };
    const option = (
      parent: HTMLElement,
      href: string,
      text: string,
      detail?: string,
      logo?: HTMLElement,
      lang?: string,
    ) => {
      const element = document.createElement('div');
      element.id = `site-search-option-${options.length}`;
      element.setAttribute('role', 'option');
      element.setAttribute('aria-selected', 'false');
      element.dataset.href = to(href);
      if (logo) element.append(logo);
      const name = document.createElement('span');
      name.textContent = text;
      if (lang) name.lang = lang;
      element.append(name);
      if (detail) {
        const small = document.createElement('span');
        small.className = 'search__detail';
        small.textContent = detail;
        element.append(small);
      }
      parent.append(element);
      options.push({ id: element.id, href: to(href) });
    };

    const stores = results.stores.slice(0, MAX_STORES);
    if (stores.length > 0) {
      const parent = group(texts.stores, 'stores');
      for (const store of stores) {
        let logo: HTMLElement;
        if (store.logoUrl) {
          const image = document.createElement('img');
          image.src = store.logoUrl;
          image.alt = '';
          image.width = 32;
          image.height = 32;
          image.className = 'search__logo';
          logo = image;
        } else {
          logo = document.createElement('span');
          logo.className = 'search__logo search__initial';
          logo.setAttribute('aria-hidden', 'true');
          logo.textContent = [...store.name][0] ?? '';
        }
        option(parent, `/stores/${store.slug}`, store.name, liveCoupons(store.liveCoupons), logo);
      }
    }
    const coupons = results.coupons.slice(0, MAX_COUPONS);
    if (coupons.length > 0) {
      const parent = group(texts.coupons, 'coupons');
      for (const coupon of coupons) {
        const href = coupon.storeSlug ? `/stores/${coupon.storeSlug}` : searchPageHref(coupon.title);
        const lang = coupon.language === 'en' ? undefined : coupon.language;
        option(parent, href, coupon.title, coupon.storeName, undefined, lang);
      }
    }
    const categories = results.categories.slice(0, MAX_CATEGORIES);
    if (categories.length > 0) {
      const parent = group(texts.categories, 'categories');
      for (const category of categories) {
        const href = `/categories?${new URLSearchParams({ category: category.name }).toString()}`;
        option(parent, href, category.name, liveCoupons(category.liveCoupons));
      }
    }

    empty!.hidden = options.length > 0;
    empty!.textContent = options.length > 0 ? '' : noMatch;
    setStatus(options.length > 0 ? texts.count.replace('{count}', String(options.length)) : noMatch);
    if (document.activeElement === input) open();
  }

  async function suggest(q: string) {
    request?.abort();
    const controller = new AbortController();
    request = controller;
    try {
      const params = new URLSearchParams({ q, limit: String(MAX_COUPONS) });
      const response = await fetch(`/api/search?${params.toString()}`, { signal: controller.signal });
      if (!response.ok) return;
      const results = (await response.json()) as SearchResults;
      if (request === controller && input.value.trim() === q) render(q, results);
    } catch {
      // Aborted by a newer request, or offline: the box still submits to /search.
    }
  }

  function update() {
    clearTimeout(timer);
    const q = input.value.trim();
    if (!isSearchable(q)) {
      request?.abort();
      shown = '';
      options = [];
      listbox!.replaceChildren();
      empty!.hidden = true;
      setStatus('');
      close();
      return;
    }
    if (q === shown) {
      open();
      return;
    }
    timer = setTimeout(() => void suggest(q), DEBOUNCE_MS);
  }

  input.addEventListener('input', update);
  input.addEventListener('focus', update);
  input.addEventListener('keydown', (event) => {
    const expanded = !popup.hidden && options.length > 0;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) open();
        if (options.length > 0) setActive(active + 1 >= options.length ? 0 : active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) open();
        if (options.length > 0) setActive(active <= 0 ? options.length - 1 : active - 1);
        break;
      case 'Enter': {
        const chosen = expanded ? options[active] : undefined;
        if (chosen) {
          event.preventDefault();
          location.assign(chosen.href);
        }
        break;
      }
      case 'Escape':
        if (!popup.hidden) {
          event.preventDefault();
          close();
        } else if (input.value) {
          event.preventDefault();
          input.value = '';
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
        break;
      default:
    }
  });
  // A pointer on an option keeps the focus in the box, then opens the option.
  listbox.addEventListener('mousedown', (event) => event.preventDefault());
  listbox.addEventListener('click', (event) => {
    const element = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (element?.dataset.href) location.assign(element.dataset.href);
  });
  form.addEventListener('focusout', (event) => {
    if (!form.contains(event.relatedTarget as Node | null)) close();
  });
  update();
}
