import { fieldMessages } from '../http/error-envelope.ts';
import { defaultRateBp } from '../services/earnings/cashback-settings.ts';
import { searchQuerySchema, type SearchQuery } from '../contract/search-schemas.ts';
import type { SearchResults } from '../contract/search.ts';
import { getRuntime } from '../runtime.ts';
import { search } from '../services/search/search.ts';

/** What the /search page shows: the results, or the message of a query the API would refuse. */
export type SearchPage =
  { ok: true; query: SearchQuery; results: SearchResults } | { ok: false; q: string; message: string };

/**
 * The results page's reads (/search?q=…&category=…&language=…, issue 21 item 6): the same query
 * schema and the same search() as GET /api/search, on the server while the page renders, so the page
 * is the same for every visitor and CDN-cacheable per address (sharePublicly).
 */
export async function searchForPage(params: URLSearchParams): Promise<SearchPage> {
  const parsed = searchQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) {
    const fields = fieldMessages(parsed.error);
    return {
      ok: false,
      q: (params.get('q') ?? '').trim(),
      message: Object.values(fields)[0] ?? 'Search is not valid',
    };
  }
  const { database, config } = await getRuntime();
  return {
    ok: true,
    query: parsed.data,
    results: await search(database.db, parsed.data, defaultRateBp(config)),
  };
}
