import type { Page, Route } from '@playwright/test';
import { signInAsAdmin, signInAsDemoMerchant } from './demo-user.ts';
import { expect, test } from './fixtures.ts';

/**
 * The islands' paged lists (usePagedList, decision 0048): a list reads its first page once, Load more
 * adds the next page (each row once), and a failed load says so with a way to ask again. The network
 * is the boundary: requests are shaped or failed with page.route, the island's code runs as it is.
 */

/** Asks for pages of one row, so a short demo list has several pages; answers the first-page requests seen. */
async function onePerPage(
  page: Page,
  path: string,
): Promise<{ firstPages: () => number; failNext: () => void }> {
  let firstPages = 0;
  let failNext = false;
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      const url = new URL(route.request().url());
      if (route.request().method() !== 'GET') return route.continue();
      if (!url.searchParams.has('cursor')) firstPages += 1;
      else if (failNext) {
        failNext = false;
        return route.fulfill({ status: 500, json: { error: { message: 'Something went wrong' } } });
      }
      url.searchParams.set('limit', '1');
      return route.continue({ url: url.toString() });
    },
  );
  return { firstPages: () => firstPages, failNext: () => (failNext = true) };
}

test.describe('paged lists', () => {
  // A page refused on purpose below is logged by Chromium as a failed request, and by the island.
  test.use({ expectedConsoleErrors: /status of 500|Failed to load more/ });

  test('My Offers reads one request for its first page, Load more adds the next page, and a failed page can be asked for again', async ({
    page,
  }) => {
    await signInAsDemoMerchant(page);
    const all = (await (await page.request.get('/api/merchant/coupons')).json()) as { couponName: string }[];
    expect(all.length, 'the demo merchant has several coupons').toBeGreaterThanOrEqual(3);

    const paging = await onePerPage(page, '/api/merchant/coupons');
    await page.goto('/merchant/dashboard?tab=coupons');
    const list = page.getByRole('list', { name: 'My Offers' });
    const items = list.locator(':scope > li');
    await expect(items).toHaveCount(1);
    const more = page.getByRole('button', { name: 'Load more' });
    await expect(more).toBeEnabled();

    await more.click();
    await expect(items).toHaveCount(2);

    // The next page fails once: the rows stay, the message shows, and Load more asks again.
    paging.failNext();
    await more.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'More could not be loaded. Please try again.' }),
    ).toBeVisible();
    await expect(items).toHaveCount(2);
    await more.click();
    await expect(items).toHaveCount(3);
    await expect(page.getByText('More could not be loaded.')).toHaveCount(0);

    while ((await more.count()) > 0) {
      const shown = await items.count();
      await more.click();
      await expect(items).toHaveCount(shown + 1);
    }
    const names = await list.getByRole('heading', { level: 4 }).allTextContents();
    expect(names.toSorted()).toEqual(all.map((coupon) => coupon.couponName).toSorted());
    expect(paging.firstPages(), 'the first page is asked for once').toBe(1);
  });

  test('in Hindi, Load more and its failure message are Hindi', async ({ page, axe }) => {
    await signInAsDemoMerchant(page);
    const paging = await onePerPage(page, '/api/merchant/coupons');
    await page.goto('/hi/merchant/dashboard?tab=coupons');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const more = page.getByRole('button', { name: 'और देखें' });
    await expect(more).toBeEnabled();
    paging.failNext();
    await more.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'और नहीं दिखा पाए। कृपया फिर से कोशिश करें।' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await axe();
  });
});

test.describe('a list that could not be loaded', () => {
  test.use({ expectedConsoleErrors: /status of 500|Failed to load the merchant products/ });

  test('says so, and Try again reads it again', async ({ page, axe }) => {
    let failures = 1;
    await page.route('**/api/AdminContent/admin/merchant-products', (route) => {
      if (route.request().method() !== 'GET' || failures === 0) return route.continue();
      failures -= 1;
      return route.fulfill({ status: 500, json: { error: { message: 'Something went wrong' } } });
    });
    await signInAsAdmin(page, '/admin-dashboard?tab=products-approval');
    await expect(page.getByText('The products could not be loaded.')).toBeVisible();
    await axe();
    await page.getByRole('button', { name: 'Try again' }).click();
    const list = page.getByRole('list', { name: 'Merchant products' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText('The products could not be loaded.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });
});
