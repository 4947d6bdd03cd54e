import type { ApiErrorBody } from '../../functions/contract/api-types.ts';
import { localeOfTag, PAGE_LANGUAGE_HEADER } from '../../functions/contract/i18n/locales.ts';
import { NEXT_CURSOR_HEADER } from '../../functions/contract/paging.ts';

/**
 * The browser's one way to call our API, for islands and plain page scripts alike (no React here).
 * Reads (`getJson`) resolve to the data and reject on any failure, since a failed load is only logged;
 * writes (`postJson`, `sendJson`, `upload`) resolve to an `ApiResult` whatever the status, with the
 * error envelope's message and field messages, and reject only with `NetworkError` when no answer came.
 */

export interface ApiFailure {
  ok: false;
  status: number;
  /** The envelope's message, or null when the answer had none (a proxy's page, an empty body). */
  message: string | null;
  /** The envelope's per-field messages, keyed by the request's field names. */
  fields: Record<string, string>;
}

export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

/** No response arrived at all (offline, DNS, the server down): the spec's "check your connection" case. */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/** A read that did not succeed: the status (0 when no answer came), for the console. */
export class LoadError extends Error {
  override name = 'LoadError';
  readonly path: string;
  readonly status: number;

  constructor(path: string, status: number, options?: ErrorOptions) {
    super(status === 0 ? `GET ${path}: no response` : `GET ${path}: HTTP ${status}`, options);
    this.path = path;
    this.status = status;
  }
}

/** An answer's status and parsed body as a result: the data on 2xx, else the error envelope's parts. */
export function readAnswer<T>(status: number, payload: unknown): ApiResult<T> {
  if (status >= 200 && status < 300) return { ok: true, status, data: payload as T };
  const error = (payload as Partial<ApiErrorBody> | null | undefined)?.error;
  const message = typeof error?.message === 'string' && error.message ? error.message : null;
  const fields: Record<string, string> = {};
  if (error?.fields && typeof error.fields === 'object') {
    for (const [name, text] of Object.entries(error.fields))
      if (typeof text === 'string') fields[name] = text;
  }
  return { ok: false, status, message, fields };
}

/**
 * The page's language as a request header (`<html lang>` 'te-IN' → X-Page-Language: te), so the API
 * answers its errors in the language the page is in (decision 0092); nothing outside a page.
 */
export function pageLanguageHeaders(): Record<string, string> {
  const locale = typeof document === 'undefined' ? null : localeOfTag(document.documentElement.lang);
  return locale ? { [PAGE_LANGUAGE_HEADER]: locale } : {};
}

const ACCEPT_JSON = { Accept: 'application/json' };

interface ReadOptions {
  signal?: AbortSignal | undefined;
  /**
   * Ask the server even when the browser holds a copy: the public reads allow stale-while-revalidate,
   * and an administrator must see what was just changed.
   */
  fresh?: boolean;
}

/** GETs from our API; rejects with LoadError on a failed status or no answer, so callers can log it. */
async function read(path: string, options: ReadOptions): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { ...ACCEPT_JSON, ...pageLanguageHeaders() },
      signal: options.signal ?? null,
      ...(options.fresh ? { cache: 'no-cache' as const } : {}),
    });
  } catch (error) {
    throw new LoadError(path, 0, { cause: error });
  }
  if (!response.ok) throw new LoadError(path, response.status);
  return response;
}

/** GETs JSON; rejects with LoadError on a failed status or no answer, so callers can log it. */
export async function getJson<T>(path: string, options: ReadOptions = {}): Promise<T> {
  return (await (await read(path, options)).json()) as T;
}

/** One page of a paged list, and the path of the next page (null after the last). */
export interface FetchedPage<T> {
  items: T[];
  next: string | null;
}

/**
 * GETs one page of a paged list (decision 0019), always fresh: the body is the bare array the list
 * always was, and the X-Next-Cursor header, when present, names the next page.
 */
export async function getPage<T>(path: string, options: ReadOptions = {}): Promise<FetchedPage<T>> {
  const response = await read(path, { ...options, fresh: true });
  const items = (await response.json()) as T[];
  const cursor = response.headers.get(NEXT_CURSOR_HEADER);
  if (!cursor) return { items, next: null };
  const url = new URL(path, window.location.origin);
  url.searchParams.set('cursor', cursor);
  return { items, next: `${url.pathname}${url.search}` };
}

/** GETs JSON, or null on any failure: for content that keeps what the page already shows. */
export function getJsonOrNull<T>(path: string, options: ReadOptions = {}): Promise<T | null> {
  return getJson<T>(path, options).catch(() => null);
}

const once = new Map<string, Promise<unknown>>();

/**
 * GETs JSON once per page: islands that read the same list share one request, and a filter switched
 * back and forth does not ask again. A failure is forgotten, so the next use retries.
 */
export function getJsonOnce<T>(path: string): Promise<T> {
  let pending = once.get(path) as Promise<T> | undefined;
  if (!pending) {
    pending = getJson<T>(path);
    pending.catch(() => once.delete(path));
    once.set(path, pending);
  }
  return pending;
}

/**
 * Sends JSON (or nothing) and reads the answer, success or the error envelope, without rejecting on
 * 4xx/5xx. `keepalive` lets the request finish while the page goes away (a click-out to a new tab);
 * `headers` adds request headers (a withdrawal's Idempotency-Key).
 */
export async function sendJson<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options: { keepalive?: boolean; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        ...(body === undefined ? ACCEPT_JSON : { ...ACCEPT_JSON, 'Content-Type': 'application/json' }),
        ...pageLanguageHeaders(),
        ...options.headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    throw new NetworkError('no response', { cause: error });
  }
  return readAnswer<T>(response.status, await response.json().catch(() => null));
}

/** POSTs JSON (or nothing, for an action such as sign-out or a reveal). */
export function postJson<T>(
  path: string,
  body?: unknown,
  options?: { keepalive?: boolean; headers?: Record<string, string> },
) {
  return sendJson<T>('POST', path, body, options);
}

/**
 * POSTs a multipart form with XMLHttpRequest, whose upload events give the progress (fetch has none);
 * `onProgress` hears whole percents. Rejects with NetworkError when no response arrives at all. An
 * edit sends its form with PUT or PATCH.
 */
export function upload<T>(
  path: string,
  form: FormData,
  onProgress?: (percent: number) => void,
  method: 'POST' | 'PUT' | 'PATCH' = 'POST',
): Promise<ApiResult<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(pageLanguageHeaders())) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      });
    }
    xhr.addEventListener('load', () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): the result carries the status only.
      }
      resolve(readAnswer<T>(xhr.status, payload));
    });
    const noResponse = () => reject(new NetworkError('no response'));
    xhr.addEventListener('error', noResponse);
    xhr.addEventListener('abort', noResponse);
    xhr.addEventListener('timeout', noResponse);
    xhr.send(form);
  });
}

/** A multipart form from plain values: files as files, the rest as text; undefined, null and '' are left out. */
export function toFormData(values: Record<string, string | Blob | null | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(name, value);
  }
  return form;
}

// Payments (issue #12): the payment page and the test checkout

/** POST /api/payments/orders: what is paid for (the server decides the amount); Checkout's options. */
export function createPaymentOrder<T>(order: unknown) {
  return postJson<T>('/api/payments/orders', order);
}

/** POST /api/payments/verify: Checkout's payment id and signature, checked by the server. */
export function verifyPayment<T>(payment: { orderId: string; paymentId: string; signature: string }) {
  return postJson<T>('/api/payments/verify', payment);
}

/** POST /api/payments/test-checkout: the test provider's Pay (test) or Fail (test). */
export function runTestCheckout<T>(orderId: string, outcome: 'paid' | 'failed') {
  return postJson<T>('/api/payments/test-checkout', { orderId, outcome });
}
/** Settings (issue 13): changes one detail of the signed-in account (PUT /api/account/{what}). */
export function putAccountSetting<T>(what: 'name' | 'mobile' | 'password' | 'email', body: unknown) {
  return sendJson<T>('PUT', `/api/account/${what}`, body);
}

/** "Delete my account": the password, or the word DELETE for a Google-only account. */
export function deleteMyAccount<T>(body: { password?: string; confirm?: string }) {
  return postJson<T>('/api/account/delete', body);
}

/** "Download my data": a plain link to this JSON attachment (the session cookie goes with it). */
export const MY_DATA_PATH = '/api/account/export';
