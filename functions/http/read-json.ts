import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './http-error.ts';

/** Parses a JSON body with a contract schema; malformed JSON is bad input, not a server error. */
export async function readJson<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw HttpError.badInput('The request body must be JSON.');
  }
  return schema.parse(body);
}
