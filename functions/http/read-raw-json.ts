import type { z } from 'zod';
import { messages } from '../contract/messages.ts';
import { postbackMessages } from '../contract/postback.ts';
import { fieldMessages } from './error-envelope.ts';
import { HttpError } from './http-error.ts';
import { pathOfNul } from './middleware.ts';

/**
 * A raw body already read (a signed request: the signature is over these bytes) parsed as a JSON object
 * and checked with `schema`. A refusal is a 400 whose message names the first failing field, so a
 * merchant's server log says what to fix.
 */
export function readRawJson<S extends z.ZodType>(rawBody: string, schema: S): z.infer<S> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw HttpError.badInput(postbackMessages.notJson);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw HttpError.badInput(postbackMessages.notJson);
  const nul = pathOfNul(parsed);
  if (nul !== undefined) throw HttpError.badInput(messages.invalidInput, { [nul]: messages.nulCharacter });
  const result = schema.safeParse(parsed);
  if (!result.success) {
    const fields = fieldMessages(result.error);
    const [field, message] = Object.entries(fields)[0] ?? ['_', messages.invalidInput];
    throw HttpError.badInput(`${postbackMessages.invalid}${field}: ${message}`, fields);
  }
  return result.data;
}
