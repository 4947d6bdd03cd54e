import type { Context } from 'hono';
import type { Account } from '../auth/sessions.ts';
import type { AppEnv } from '../http/app-env.ts';
import { cookieLocale, pageLocale } from '../http/caller-language.ts';
import { splitLocalePath, type Locale } from '../contract/i18n/locales.ts';
import { changeLanguage } from '../services/accounts/change-account-details.ts';

/**
 * The language of the page a same-origin form was sent from (/te/userSignup is Telugu), from the
 * Referer our pages send to their own API (Referrer-Policy strict-origin-when-cross-origin); null when
 * there is none or it is another site's.
 */
function formPageLocale(c: Context<AppEnv>): Locale | null {
  const referer = c.req.header('Referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(c.req.url).origin) return null;
    const { locale } = splitLocalePath(from.pathname);
    return locale === 'en' ? null : locale;
  } catch {
    return null;
  }
}

/**
 * A new account takes the language of the page its person signed up on (the X-Page-Language header our
 * pages send, decision 0092's order: an English page's sign-up is English), else the language they chose
 * on this device (the `lang` cookie, issue 26), else the page's language from the Referer, so its
 * verification email and later emails are in it. Otherwise it stays English.
 */
export async function withCookieLanguage<T extends Account>(c: Context<AppEnv>, account: T): Promise<T> {
  const locale = pageLocale(c) ?? cookieLocale(c) ?? formPageLocale(c);
  if (!locale || locale === account.language) return account;
  await changeLanguage(c.var.db, account.id, locale);
  return { ...account, language: locale };
}
