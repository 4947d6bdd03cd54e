import type { AstroGlobal } from 'astro';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  isLocale,
  type Locale,
} from '../../functions/contract/i18n/locales.ts';

/**
 * The language of a personal page (a dashboard, settings, a payment page; issue 26 item 2, decision 0084).
 * A /hi/… or /te/… address says it. At the English address: the choice this browser made last (the
 * `lang` cookie, set the moment the switcher is pressed, so it wins the race with the request that saves
 * it on the account), else the account's language, else English. Public pages never call this: they are
 * the same for everyone (CDN-cached), so their address alone decides.
 */
export async function personalPageLocale(
  astro: Pick<AstroGlobal, 'currentLocale' | 'cookies' | 'locals'>,
): Promise<Locale> {
  if (isLocale(astro.currentLocale) && astro.currentLocale !== DEFAULT_LOCALE) return astro.currentLocale;
  const remembered = astro.cookies.get(LOCALE_COOKIE)?.value;
  if (isLocale(remembered)) return remembered;
  const profile = await astro.locals.profile();
  return profile?.language ?? DEFAULT_LOCALE;
}
