/**
 * The site's languages (issue 26, decision 0084): English at today's paths, Hindi under /hi/…, Telugu
 * under /te/…. No zod, no Node: pages, islands, services and tests import it.
 */
export const LOCALES = ['en', 'hi', 'te'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag of each language as spoken in India: `<html lang>`, hreflang, Intl. */
export const LOCALE_TAG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN', te: 'te-IN' };
/** OpenGraph's og:locale form. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN', te: 'te_IN' };
/** Each language's name in its own script, as the switcher shows it. */
export const LOCALE_NAME: Record<Locale, string> = { en: 'English', hi: 'हिन्दी', te: 'తెలుగు' };

/** The cookie that remembers the person's choice (one year; read by dashboards, emails and the API). */
export const LOCALE_COOKIE = 'lang';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The request header the site's pages send with each API call: the language of the page the call came
 * from (its `<html lang>`'s language: 'hi-IN' → 'hi'). The API answers an error in it first (decision
 * 0092): a Hindi account reading a /te/ page reads Telugu errors under Telugu text.
 */
export const PAGE_LANGUAGE_HEADER = 'X-Page-Language';

/** The site's language of a BCP 47 tag ('hi-IN', 'te', 'en-IN'), or null when it is none of ours. */
export function localeOfTag(tag: string | null | undefined): Locale | null {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : null;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A language from something untrusted (a cookie, a column, Astro.currentLocale): English when unknown. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * A site path in a language: '/stores' is '/hi/stores' in Hindi, '/' is '/hi/'; English keeps the path.
 * Query and hash stay as they are. A path already in a language is moved to the other one.
 */
export function localePath(locale: Locale, path: string): string {
  const { path: bare } = splitLocalePath(path);
  return locale === DEFAULT_LOCALE ? bare : `/${locale}${bare}`;
}

/** '/te/stores?q=a' → { locale: 'te', path: '/stores?q=a' }; '/hi' → { locale: 'hi', path: '/' }. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const match = /^\/(hi|te)(?=$|[/?#])(.*)$/.exec(path);
  if (!match) return { locale: DEFAULT_LOCALE, path: path || '/' };
  const rest = match[2] ?? '';
  return { locale: match[1] as Locale, path: rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest };
}

/**
 * The language a person would like first among the site's, from the browser's list
 * (navigator.languages or Accept-Language): 'hi-IN' and 'hi' are Hindi. Null when none of ours is there.
 * Only used to order the switcher: a first visit is never redirected (issue 26 item 3).
 */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const language of languages) {
    const base = language.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLocale(base)) return base;
  }
  return null;
}
