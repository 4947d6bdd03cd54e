import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { LOCALE_COOKIE, PAGE_LANGUAGE_HEADER, isLocale, type Locale } from '../contract/i18n/locales.ts';
import { translateMessage } from '../contract/i18n/message-keys.ts';
import type { AppEnv } from './app-env.ts';

/** The `lang` cookie's language (the switcher's last choice on this device), or null. */
export function cookieLocale<E extends AppEnv>(c: Context<E>): Locale | null {
  const value = getCookie(c, LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}

/**
 * The language of the page the request came from (the X-Page-Language header our pages send, decision
 * 0092), or null: a value that is not one of the site's languages is ignored.
 */
export function pageLocale<E extends AppEnv>(c: Context<E>): Locale | null {
  const value = c.req.header(PAGE_LANGUAGE_HEADER);
  return isLocale(value) ? value : null;
}

/**
 * The language a person reading this answer reads: the page's it came from (the text around the error
 * is in it), else a signed-in account's Hindi or Telugu (a caller with no page: a script, an old tab),
 * else the `lang` cookie, else English.
 */
export function callerLocale<E extends AppEnv>(c: Context<E>): Locale {
  const page = pageLocale(c);
  if (page) return page;
  const language = c.var.account?.language;
  if (language === 'hi' || language === 'te') return language;
  return cookieLocale(c) ?? 'en';
}

/**
 * A contract message in the caller's language, for the few answers that are not errors yet carry messages a
 * person reads (an import preview's row errors); English callers get it as it is.
 */
export function inCallersLanguage<E extends AppEnv>(c: Context<E>, message: string): string {
  return translateMessage(callerLocale(c), message);
}

/**
 * Adds Cookie and X-Page-Language to Vary: the page's header, the `lang` cookie or the session's account
 * chose the answer's language, so a cache must not give one page's error to another's.
 */
function varyOnLanguage(headers: Headers) {
  let vary = headers.get('Vary');
  const names = (vary ?? '').split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('*')) return;
  for (const name of ['Cookie', PAGE_LANGUAGE_HEADER]) {
    if (names.includes(name.toLowerCase())) continue;
    vary = vary ? `${vary}, ${name}` : name;
  }
  if (vary !== null) headers.set('Vary', vary);
}

/**
 * Error messages in the caller's language (issue 26 item 7): a JSON error answer `{error:{code,
 * message, fields?}}` gets its message and field messages in Hindi or Telugu when the caller chose one
 * (callerLocale); the status, the `code` and every header stay. English callers get the answer untouched.
 */
export const translateErrors: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const res = c.res;
  if (res.status < 400 || !res.headers.get('Content-Type')?.startsWith('application/json')) return;
  const locale = callerLocale(c);
  if (locale === 'en') {
    // The English answer depends on the header and the cookie too: a cache must not give it to a Hindi reader.
    try {
      varyOnLanguage(res.headers);
    } catch {
      // A fetched response's headers are immutable; such an answer is not ours to mark.
    }
    return;
  }
  let body: unknown;
  try {
    body = await res.clone().json();
  } catch {
    return;
  }
  const error = (body as { error?: { message?: unknown; fields?: unknown } } | null)?.error;
  if (!error || typeof error.message !== 'string') return;
  const fields =
    error.fields && typeof error.fields === 'object'
      ? Object.fromEntries(
          Object.entries(error.fields as Record<string, unknown>).map(([name, text]) => [
            name,
            typeof text === 'string' ? translateMessage(locale, text) : text,
          ]),
        )
      : undefined;
  const translated = {
    ...(body as object),
    error: { ...error, message: translateMessage(locale, error.message), ...(fields ? { fields } : {}) },
  };
  const headers = new Headers(res.headers);
  headers.delete('Content-Length');
  headers.set('Content-Language', locale);
  varyOnLanguage(headers);
  c.res = undefined;
  c.res = new Response(JSON.stringify(translated), { status: res.status, headers });
};
