import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

/** The request's media type without parameters, lower case: `application/json; charset=utf-8` → `application/json`. */
export function requestMediaType<E extends AppEnv>(c: Context<E>): string {
  return (c.req.header('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}
