import type { ApiErrorBody } from '../../../functions/contract/api-types.ts';
import { NetworkError } from '../forms/post-json.ts';

export interface Answer {
  ok: boolean;
  status: number;
  /** The success body, or null. */
  data: unknown;
  /** The error envelope's message, or null. */
  message: string | null;
  fields: Record<string, string>;
}

function toAnswer(status: number, payload: unknown): Answer {
  const ok = status >= 200 && status < 300;
  const error = ok ? undefined : (payload as Partial<ApiErrorBody> | null)?.error;
  return {
    ok,
    status,
    data: ok ? payload : null,
    message: typeof error?.message === 'string' && error.message ? error.message : null,
    fields: error?.fields ?? {},
  };
}

/**
 * GETs JSON from our API; throws on a failed request, so callers can log it. Always asks the server:
 * the public reads allow stale-while-revalidate, and an admin must see what was just changed.
 */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    headers: { Accept: 'application/json' },
    cache: 'no-cache',
    signal: signal ?? null,
  });
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** A request with a JSON answer (DELETE, or a POST without a body), never throwing on 4xx/5xx. */
export async function send(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    throw new NetworkError('no response', { cause: error });
  }
  return toAnswer(response.status, await response.json().catch(() => null));
}

/**
 * Sends a multipart form with XMLHttpRequest, whose upload events give the progress (fetch has none).
 * Rejects with NetworkError when no response arrives at all.
 */
export function upload(path: string, form: FormData, onProgress: (percent: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      resolve(toAnswer(xhr.status, payload));
    });
    const noResponse = () => reject(new NetworkError('no response'));
    xhr.addEventListener('error', noResponse);
    xhr.addEventListener('abort', noResponse);
    xhr.addEventListener('timeout', noResponse);
    xhr.send(form);
  });
}

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

export function formatDateTime(iso: string): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? iso : dateTime.format(value);
}

export function formatDate(iso: string): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? iso : date.format(value);
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
});

export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
