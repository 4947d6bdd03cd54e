import type { Context } from 'hono';
import type { Account } from '../auth/sessions.ts';
import type { AppEnv } from '../http/app-env.ts';
import { cookieLocale } from '../http/caller-language.ts';
import { changeLanguage } from '../services/accounts/change-account-details.ts';

/**
 * A new account takes the language its person chose on this device (the `lang` cookie, issue 26), so
 * its verification email and later emails are in it. Without the cookie it stays English.
 */
export async function withCookieLanguage<T extends Account>(c: Context<AppEnv>, account: T): Promise<T> {
  const locale = cookieLocale(c);
  if (!locale || locale === account.language) return account;
  await changeLanguage(c.var.db, account.id, locale);
  return { ...account, language: locale };
}
