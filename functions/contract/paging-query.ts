import { z } from './zod.ts';
import { decodeCursor, PAGE_SIZE_MAX, pagingMessages, PUBLIC_LIST_MAX, type PageQuery } from './paging.ts';

/** The query schemas of bounded lists (decision 0019; the numbers are in paging.ts). */

/** `?limit=` as sent: digits only, then 1..max. Absent means the list's default. */
export function limitParam(max: number) {
  const message = pagingMessages.limit(max);
  return z
    .string()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message))
    .optional();
}

/** Query of a public list that takes nothing but `limit`. */
export const publicLimitQuerySchema = z.object({ limit: limitParam(PUBLIC_LIST_MAX) });

/** Query of a paged list: `?limit=1..200&cursor=…` (both optional). */
export const pageQuerySchema: z.ZodType<PageQuery, Record<string, string>> = z.object({
  limit: limitParam(PAGE_SIZE_MAX),
  cursor: z
    .string()
    .max(200, pagingMessages.cursor)
    .transform((value, ctx) => {
      const key = decodeCursor(value);
      if (!key) ctx.addIssue({ code: 'custom', message: pagingMessages.cursor });
      return key ?? z.NEVER;
    })
    .optional(),
});
