import type { Locale } from './locales.ts';
import { en, type MessageKey } from './catalogue/en.ts';
import { hi } from './catalogue/hi.ts';
import { te } from './catalogue/te.ts';
import { fill, type MessageParams } from './fill.ts';

export type { MessageKey };

/** One catalogue per language (issue 26 item 4): the same keys, checked by tests/unit/i18n-catalogue.test.ts. */
export const CATALOGUES: Record<Locale, Record<MessageKey, string>> = { en, hi, te };

export { fill, type MessageParams };

/** A message in a language, its placeholders filled. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return fill(CATALOGUES[locale][key], params);
}

/** `t('header.search')` for one language: what a page or a component calls. */
export function translator(locale: Locale) {
  return (key: MessageKey, params?: MessageParams) => translate(locale, key, params);
}
export type Translate = ReturnType<typeof translator>;

/**
 * The few messages an island shows, picked on the server and passed as a prop (issue 26 item 4: an island
 * gets only its own strings, never the catalogue). The island fills placeholders with `fill`.
 */
export function pickTexts<K extends MessageKey>(locale: Locale, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, CATALOGUES[locale][key]])) as Record<K, string>;
}
