import type { Context } from 'hono';
import type { z } from 'zod';
import { messages } from '../contract/messages.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './http-error.ts';
import { requestMediaType } from './media-type.ts';
import { pathOfNul } from './middleware.ts';

/**
 * Parses a JSON body with a contract schema. Only a body declared `application/json` (parameters such
 * as charset allowed) is read: anything else is 415, so a form post from another site or a mislabelled
 * upload never reaches a schema (decision 0019). Malformed JSON is bad input, not a server error.
 */
export async function readJson<S extends z.ZodType, E extends AppEnv = AppEnv>(
  c: Context<E>,
  schema: S,
): Promise<z.infer<S>> {
  if (requestMediaType(c) !== 'application/json') throw HttpError.unsupportedMediaType(messages.jsonRequired);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw HttpError.badInput(messages.bodyNotJson);
  }
  const nul = pathOfNul(body);
  if (nul !== undefined) throw HttpError.badInput(messages.invalidInput, { [nul]: messages.nulCharacter });
  return schema.parse(body);
}
