import type { Context } from 'hono';
import { messages } from '../contract/messages.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './http-error.ts';
import { requestMediaType } from './media-type.ts';

/**
 * A multipart form's fields and files. Only the first value of a field counts. Any other body is 415
 * (decision 0019); the route must also declare `acceptsUpload` to be allowed more than 64 KB.
 */
export async function readMultipart<E extends AppEnv>(c: Context<E>) {
  if (requestMediaType(c) !== 'multipart/form-data')
    throw HttpError.unsupportedMediaType(messages.multipartRequired);
  const form = await c.req.formData().catch(() => {
    throw HttpError.badInput(messages.formUnreadable);
  });
  for (const [name, value] of form.entries()) {
    if (name.includes('\0') || (typeof value === 'string' && value.includes('\0')))
      throw HttpError.badInput(messages.invalidInput, { [name]: messages.nulCharacter });
  }
  return {
    text(name: string): string | undefined {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    },
    /** The file's bytes; a missing file gets the spec's message for that form. */
    async file(name: string, missingMessage: string = messages.imageRequired): Promise<Uint8Array> {
      const value = form.get(name);
      if (!value || typeof value === 'string' || value.size === 0)
        throw HttpError.badInput(missingMessage, { [name]: missingMessage });
      return new Uint8Array(await value.arrayBuffer());
    },
    /** The file's bytes, or undefined when the form left the field out or empty. */
    async optionalFile(name: string): Promise<Uint8Array | undefined> {
      const value = form.get(name);
      if (!value || typeof value === 'string' || value.size === 0) return undefined;
      return new Uint8Array(await value.arrayBuffer());
    },
  };
}
