import { z } from './zod.ts';
import { webUrlProblem, withScheme } from './rules.ts';

/**
 * The one schema of a URL a person types (issue 20 item 5), for every JSON body with a URL field: the
 * rule of rules.ts webUrlProblem (http or https, a public host, no credentials, at most 500
 * characters), with its message; the value is trimmed and stored with https:// added when left out.
 * Multipart forms and islands, which ship no zod, call webUrlProblem itself: one rule either way.
 */
export const webUrl = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = webUrlProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform(withScheme);

/** An optional web address: absent, empty or blank is undefined; anything else must be a web address. */
export const optionalWebUrl = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)
  .pipe(webUrl.optional());
