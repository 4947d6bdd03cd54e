import { LOCALE_TAG, LOCALES, localePath, type Locale } from '../contract/i18n/locales.ts';
import { storePath, type StoreSummary } from '../contract/stores.ts';
import { publicCacheHeaders } from '../http/public-cache-headers.ts';
import { getRuntime } from '../runtime.ts';
import { STORE_DIRECTORY_CDN_SECONDS, storeDirectory } from '../services/stores/list-stores.ts';
import { storeDirectoryMemoSeconds } from '../config.ts';
import { lookUpStore, type StoreLookup } from '../services/stores/read-store-page.ts';
import { defaultRateBp } from '../services/earnings/cashback-settings.ts';

/**
 * The store pages' reads (/stores and /stores/{slug}, issue 21 items 1 and 2), made on the server while
 * the page renders, as the listing pages' first views are (docs/decisions/0013): the same for every
 * visitor, so the pages are CDN-cacheable (sharePublicly). A failed read is not hidden behind a 404 or
 * an empty list: it throws, and the visitor gets the server's error page.
 */

/**
 * The directory's stores, by brand name, the age of the process's copy of them (decision 0103), and
 * how many seconds CDNs may keep the /stores page: 300 less that age.
 */
export async function storeDirectoryForPage(): Promise<{
  stores: readonly StoreSummary[];
  ageSeconds: number;
  cdnSeconds: number;
}> {
  const { database, config } = await getRuntime();
  const { stores, ageSeconds } = await storeDirectory(
    database.db,
    defaultRateBp(config),
    storeDirectoryMemoSeconds(config),
  );
  return { stores, ageSeconds, cdnSeconds: STORE_DIRECTORY_CDN_SECONDS - ageSeconds };
}

/** One store's page, a redirect to its current slug, or null (the page is then a 404). */
export async function storeForPage(slug: string | undefined): Promise<StoreLookup> {
  if (!slug) return null;
  const { database, config } = await getRuntime();
  return lookUpStore(database.db, slug, defaultRateBp(config));
}

/**
 * /stores/{old slug}: a 301 to the store's current page, kept by CDNs like the page itself; /hi/… and
 * /te/… stay in their language (issue 26).
 */
export function redirectToStore(slug: string, locale: Locale = 'en'): Response {
  return new Response(null, {
    status: 301,
    headers: { Location: localePath(locale, storePath(slug)), ...publicCacheHeaders(60) },
  });
}

/**
 * GET /sitemap.xml: the site's public pages (`routes`) and every store page, for search engines. CDNs
 * keep it an hour.
 */
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function sitemapResponse(site: URL | undefined, routes: readonly string[]): Promise<Response> {
  const { stores, ageSeconds } = await storeDirectoryForPage();
  const paths = [...routes, ...stores.map((store) => storePath(store.storeSlug))];
  // Each page in all three languages (issue 26 item 2), each entry naming its alternates (hreflang).
  const href = (locale: Locale, path: string) => escapeXml(new URL(localePath(locale, path), site).href);
  const urls = paths
    .flatMap((path) =>
      LOCALES.map((locale) =>
        [
          `  <url><loc>${href(locale, path)}</loc>`,
          ...LOCALES.map(
            (other) =>
              `    <xhtml:link rel="alternate" hreflang="${LOCALE_TAG[other]}" href="${href(other, path)}"/>`,
          ),
          '  </url>',
        ].join('\n'),
      ),
    )
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', ...publicCacheHeaders(3600 - ageSeconds) },
  });
}
