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
 * An import's rows as the merchant reads them (issue 26 item 7): every row's `message` in the caller's
 * language, the notes ("already in your catalogue", "added") as well as the errors; the rest as it is.
 */
export function messagesInCallersLanguage<E extends AppEnv, T extends { message: string }>(
  c: Context<E>,
  rows: readonly T[],
): T[] {
  const locale = callerLocale(c);
  return rows.map((row) => ({ ...row, message: translateMessage(locale, row.message) }));
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

/** An answer's body bigger than this is not read for a message: a success answer with a message is small. */
const MESSAGE_ANSWER_MAX_BYTES = 64 * 1024;

/** The answer's body, when it is a JSON object the middleware may translate; null to leave it as it is. */
async function readAnswerObject(res: Response): Promise<Record<string, unknown> | null> {
  if (!res.headers.get('Content-Type')?.startsWith('application/json') || !res.body) return null;
  // A long answer is not one with a message a person reads: left alone, by its length when it gives one.
  const length = Number(res.headers.get('Content-Length') ?? Number.NaN);
  if (res.status < 400 && Number.isFinite(length) && length > MESSAGE_ANSWER_MAX_BYTES) return null;
  let text: string;
  try {
    text = await res.clone().text();
  } catch {
    return null;
  }
  // Cheap before parsing: a list answer (`[…]`) or one with no message at all is not read further.
  if (text.length > MESSAGE_ANSWER_MAX_BYTES && res.status < 400) return null;
  if (!text.startsWith('{') || !text.includes('"message"')) return null;
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** An error answer's `error` in a language: its message and its field messages. */
function errorIn(locale: Locale, error: { message: string; fields?: unknown }) {
  const fields =
    error.fields && typeof error.fields === 'object'
      ? Object.fromEntries(
          Object.entries(error.fields as Record<string, unknown>).map(([name, text]) => [
            name,
            typeof text === 'string' ? translateMessage(locale, text) : text,
          ]),
        )
      : undefined;
  return { ...error, message: translateMessage(locale, error.message), ...(fields ? { fields } : {}) };
}

/**
 * Messages in the caller's language (issue 26 item 7, decisions 0089, 0092 and 0099): a JSON error answer
 * `{error:{code, message, fields?}}` gets its message and field messages in Hindi or Telugu when the caller
 * chose one (callerLocale), and so does a success (2xx) answer's top-level `message` the catalogue knows
 * ('Your UPI ID is saved…', a claim accepted); a text it does not know (a merchant's, an administrator's)
 * stays as written. The status, the `code`, every other field and every header stay. English callers get
 * the answer untouched. Other answers (a redirect, a page, a file, a stream) are not read.
 */
export const translateMessages: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const res = c.res;
  const success = res.status >= 200 && res.status < 300;
  if (!success && res.status < 400) return;
  // Every success message answers a write; a GET's answer (a list, a page's data, public and maybe long)
  // carries none, and is not read.
  if (success && (c.req.method === 'GET' || c.req.method === 'HEAD')) return;
  if (!res.headers.get('Content-Type')?.startsWith('application/json')) return;
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
  const body = await readAnswerObject(res);
  if (!body) return;
  let translated: Record<string, unknown>;
  if (success) {
    if (typeof body.message !== 'string') return;
    translated = { ...body, message: translateMessage(locale, body.message) };
  } else {
    const error = body.error as { message?: unknown; fields?: unknown } | null | undefined;
    if (!error || typeof error.message !== 'string') return;
    translated = { ...body, error: errorIn(locale, { ...error, message: error.message }) };
  }
  const headers = new Headers(res.headers);
  headers.delete('Content-Length');
  headers.set('Content-Language', locale);
  varyOnLanguage(headers);
  c.res = undefined;
  c.res = new Response(JSON.stringify(translated), { status: res.status, headers });
};
