import type { Context } from 'hono';
import { webUrlProblem } from '../contract/rules.ts';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './http-error.ts';
import { readMultipart } from './read-upload.ts';

/**
 * Reads an admin upload form: the named fields must all be present (else 400 with the form's own
 * message from spec section 5, on every missing field), and a merchant URL, when given, must be a web
 * address. Returns the file's bytes and the text fields.
 */
export async function readAdminUpload(
  c: Context<AppEnv>,
  form: { file: string; required: string[]; missingMessage: string; urlField?: string },
) {
  const multipart = await readMultipart(c);
  const missing: Record<string, string> = {};
  for (const name of form.required) {
    if (name === form.file) continue;
    if (!multipart.text(name)?.trim()) missing[name] = form.missingMessage;
  }
  const file = await multipart.file(form.file, form.missingMessage).catch((error: unknown) => {
    missing[form.file] = form.missingMessage;
    if (!(error instanceof HttpError)) throw error;
    return null;
  });
  if (!file || Object.keys(missing).length > 0) throw HttpError.badInput(form.missingMessage, missing);

  const merchantUrl = form.urlField ? multipart.text(form.urlField)?.trim() || undefined : undefined;
  const problem = form.urlField && merchantUrl ? webUrlProblem(merchantUrl) : null;
  if (form.urlField && problem) throw HttpError.badInput(problem, { [form.urlField]: problem });
  return { file, merchantUrl, text: (name: string) => multipart.text(name)?.trim() || undefined };
}

/** 201 for an image an administrator placed: the form's message, the placement's id and the image's URL. */
export function placedImageResponse(
  c: Context<AppEnv>,
  message: string,
  placed: { id: string; media: { url: string } },
) {
  return c.json({ message, id: placed.id, imageUrl: placed.media.url }, 201);
}
