import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_TAG,
  isLocale,
  localePath,
  preferredLocale,
  type Locale,
} from '../../../functions/contract/i18n/locales.ts';

/**
 * Remembers a chosen language: the `lang` cookie (dashboards, emails and the API read it), and the
 * account's language when someone is signed in. The request is sent with keepalive so it survives the
 * navigation the click starts; a visitor's call only sets the cookie again.
 */
export function rememberLocale(locale: string): void {
  if (!isLocale(locale)) return;
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  void fetch('/api/account/language', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ language: locale }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

/** Moves the browser's own language (navigator.languages) to the front of a switcher's list. */
export function browserLocaleFirst(switcher: HTMLElement, languages: readonly string[]): void {
  const preferred = preferredLocale(languages);
  const list = switcher.querySelector('ul');
  const item = preferred && list?.querySelector(`li[data-locale="${preferred}"]`);
  if (list && item && list.firstElementChild !== item) list.prepend(item);
}

/** The language this browser chose last (the `lang` cookie), if any. */
export function rememberedLocale(cookie: string): Locale | null {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(cookie)?.[1] ?? null;
  return isLocale(value) ? value : null;
}

/**
 * A person who chose Hindi or Telugu and then lands on an English page (a shared link, a search result)
 * is taken to the same page in their language: the choice is theirs, so it is remembered. Nobody is
 * moved by the browser's Accept-Language, and choosing English in the switcher sets the cookie to 'en'.
 * Public pages are cached for everyone, so this happens here, not on the server.
 */
export function followRememberedLocale(cookie: string, pageLang: string, location: Location): void {
  const chosen = rememberedLocale(cookie);
  if (!chosen || chosen === DEFAULT_LOCALE || pageLang !== LOCALE_TAG[DEFAULT_LOCALE]) return;
  location.replace(localePath(chosen, `${location.pathname}${location.search}${location.hash}`));
}
