import { z } from './zod.ts';
import { OFFER_LANGUAGES, publicMessages } from './public.ts';
import { limitParam } from './paging-query.ts';
import { SEARCH_COUPONS_MAX, SEARCH_MAX_LENGTH, searchMessages } from './search.ts';

const emptyIsAbsent = (value: unknown) => (value === '' ? undefined : value);

/**
 * Query of GET /api/search and of the /search page: `q` (trimmed, at most SEARCH_MAX_LENGTH
 * characters; absent is empty), optional `category` and `language` filters of the coupons, and
 * `limit` (1..SEARCH_COUPONS_MAX coupons).
 */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .default('')
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(SEARCH_MAX_LENGTH, searchMessages.tooLong)),
  category: z.preprocess(emptyIsAbsent, z.string().trim().max(100).optional()),
  language: z.preprocess(emptyIsAbsent, z.enum(OFFER_LANGUAGES, publicMessages.language).optional()),
  limit: limitParam(SEARCH_COUPONS_MAX),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
