import type { ApiErrorBody } from '../../../functions/contract/api-types.ts';

export type PostResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string | null; fields: Record<string, string> };

/** No response arrived at all (offline, DNS, the server down): the spec's "check your connection" case. */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/** POSTs JSON to our own API and reads the answer, success or the error envelope, without throwing on 4xx/5xx. */
export async function postJson<T>(path: string, body: unknown): Promise<PostResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new NetworkError('no response', { cause: error });
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: payload as T };
  const error = (payload as Partial<ApiErrorBody> | null)?.error;
  return {
    ok: false,
    status: response.status,
    message: typeof error?.message === 'string' && error.message ? error.message : null,
    fields: error?.fields ?? {},
  };
}

/** How long a success message stays in view before the page moves on. */
export const NAVIGATE_AFTER_MS = 900;

export function navigateSoon(path: string) {
  window.setTimeout(() => window.location.assign(path), NAVIGATE_AFTER_MS);
}
