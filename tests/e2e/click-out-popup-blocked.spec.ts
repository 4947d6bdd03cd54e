import type { APIRequestContext } from '@playwright/test';
import { translator } from '../../functions/contract/i18n/translate.ts';
import { expect, test } from './fixtures.ts';
import { hydrated } from './islands.ts';

/**
 * The click-out's "pop-up blocked" notice (issue 22 item 2, issue 26): when the browser refuses the new tab,
 * the line under Visit store says so and offers the store's link, in the page's language. A pop-up blocker
 * presents itself to a page as window.open answering null; that is the boundary the test stands at.
 */

/** A demo store with a site of its own (its Visit store opens a tab). */
async function storeWithSite(request: APIRequestContext) {
  const { stores } = (await (await request.get('/api/stores')).json()) as { stores: { storeSlug: string }[] };
  for (const store of stores) {
    const page = (await (await request.get(`/api/stores/${store.storeSlug}`)).json()) as {
      siteUrl?: string | null;
    };
    if (page.siteUrl) return { slug: store.storeSlug, siteUrl: page.siteUrl };
  }
  throw new Error('no demo store with its own site');
}

for (const locale of ['en', 'hi', 'te'] as const) {
  test(`a blocked pop-up shows the notice and the store's link (${locale})`, async ({ page, axe }) => {
    const t = translator(locale);
    await page.addInitScript(() => {
      // The browser's pop-up blocker, as the page sees it.
      window.open = () => null;
    });
    const store = await storeWithSite(page.request);
    await page.goto(`${locale === 'en' ? '' : `/${locale}`}/stores/${store.slug}`);
    const visit = page.getByTestId('store-visit');
    await expect(visit).toBeVisible();
    // Before hydration the link is a plain target=_blank link, which no window.open stands for.
    await hydrated(page, 'StoreVisitButton');
    await visit.click();
    const status = page.getByTestId('click-out-status');
    await expect(status).toContainText(t('stores.clickPopupBlocked'));
    const link = status.getByRole('link', { name: t('stores.clickOpenStore') });
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`^${store.siteUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    if (locale !== 'en') await expect(status).not.toContainText('Your browser blocked');
    await axe();
  });
}
