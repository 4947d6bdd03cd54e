import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  isLocale,
  preferredLocale,
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
