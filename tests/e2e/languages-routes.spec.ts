import { expect, test } from './fixtures.ts';
import { pageRoutes } from './page-routes.ts';

/**
 * Issue 26 item 2: every page route exists in English, Hindi (/hi/…) and Telugu (/te/…), answering alike:
 * a page in its language (<html lang>, its own canonical), or the same redirect kept in the language.
 */
test('every page route answers in English, Hindi and Telugu alike', async ({ request }) => {
  test.setTimeout(180_000);
  const { stores } = (await (await request.get('/api/stores')).json()) as { stores: { storeSlug: string }[] };
  const routes = [...pageRoutes(), `/stores/${stores[0]?.storeSlug}`];
  expect(routes.length).toBeGreaterThan(30);
  const problems: string[] = [];
  for (const route of routes) {
    const english = await request.get(route, { maxRedirects: 0 });
    for (const locale of ['hi', 'te'] as const) {
      const address = route === '/' ? `/${locale}/` : `/${locale}${route}`;
      const answer = await request.get(address, { maxRedirects: 0 });
      if (answer.status() !== english.status()) {
        problems.push(`${address}: ${answer.status()}, English ${english.status()}`);
        continue;
      }
      const location = answer.headers()['location'];
      if (location) {
        if (location.startsWith('/') && !location.startsWith(`/${locale}/`))
          problems.push(`${address} redirects out of its language to ${location}`);
        continue;
      }
      const html = await answer.text();
      if (!html.includes(`<html lang="${locale}-IN"`)) problems.push(`${address}: not lang=${locale}-IN`);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
      if (!new URL(canonical).pathname.startsWith(`/${locale}`))
        problems.push(`${address}: canonical ${canonical}`);
    }
  }
  expect(problems).toEqual([]);
});
