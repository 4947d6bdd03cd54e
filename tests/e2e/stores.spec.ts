import type { Page } from '@playwright/test';
import type { ListedCoupon } from '../../functions/contract/public.ts';
import type { StoreDirectory } from '../../functions/contract/stores.ts';
import { signInAsFreshMerchant } from './fresh-merchant.ts';
import { expect, test } from './fixtures.ts';
import { openHeaderMenu } from './header-menu.ts';

/**
 * Store pages and the store directory (issue 21 items 1 and 2) with the seeded demo stores, Charminar
 * Threads and Deccan Digital, at a phone's and a laptop's size. Other specs add stores of their own
 * while these run, so counts are read per store, never for the whole directory.
 */

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

/** How many live coupons a store has, from the public newest list (not from the directory's own read). */
async function liveCouponsOf(page: Page, storeName: string): Promise<number> {
  const response = await page.request.get('/api/AToZ/newest');
  const coupons = (await response.json()) as ListedCoupon[];
  return coupons.filter((coupon) => coupon.storeName === storeName).length;
}

const storeTile = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(`^${name}`) }) });

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the directory lists the stores A–Z with their coupons, a letter index and a filter box', async ({
      page,
      axe,
    }) => {
      await page.goto('/stores');
      await expect(page.getByRole('heading', { name: 'All stores A–Z', level: 1 })).toBeVisible();
      // Linked from the header's navigation (on a phone, behind the Menu button) and the footer.
      await openHeaderMenu(page);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stores', exact: true }),
      ).toHaveAttribute('href', '/stores');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'All Stores' })).toHaveAttribute(
        'href',
        '/stores',
      );

      const charminar = storeTile(page, 'Charminar Threads');
      const deccan = storeTile(page, 'Deccan Digital');
      const charminarCoupons = await liveCouponsOf(page, 'Charminar Threads');
      expect(charminarCoupons).toBeGreaterThan(0);
      await expect(charminar).toContainText(`${charminarCoupons} coupons`);
      await expect(deccan).toContainText(`${await liveCouponsOf(page, 'Deccan Digital')} coupons`);
      await expect(charminar.getByRole('img')).toHaveCount(0); // the logo is decorative: the name is the link
      await expect(charminar.locator('img')).toBeVisible();
      await expect(page.getByRole('region', { name: 'C', exact: true })).toContainText('Charminar Threads');

      // Letters with stores jump to their section; letters without are disabled.
      const index = page.getByRole('navigation', { name: 'Stores by first letter' });
      await expect(index.getByRole('link', { name: 'Q', exact: true })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await expect(index.getByRole('link', { name: 'Q', exact: true })).not.toHaveAttribute('href');
      await index.getByRole('link', { name: 'D', exact: true }).click();
      await expect(page).toHaveURL(/\/stores#stores-D$/);
      await expect(page.getByRole('heading', { name: 'D', level: 2, exact: true })).toBeInViewport();
      await axe();

      // The filter box narrows the list as one types, whatever the case.
      const filter = page.getByRole('searchbox', { name: 'Find a store' });
      await filter.fill('DECC');
      await expect(deccan).toBeVisible();
      await expect(charminar).toBeHidden();
      await expect(page.getByRole('region', { name: 'C', exact: true })).toBeHidden();
      await expect(index.getByRole('link', { name: 'C', exact: true })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await expect(page.getByRole('status').filter({ hasText: /^Showing 1 store of \d+$/ })).toBeVisible();
      await filter.fill('no store is called this');
      await expect(page.getByText('No store matches your search.')).toBeVisible();
      await filter.fill('');
      await expect(charminar).toBeVisible();
      await expect(index.getByRole('link', { name: 'C', exact: true })).not.toHaveAttribute('aria-disabled');
      await axe();

      // A store opens its page.
      await charminar.getByRole('link').click();
      await expect(page.getByRole('heading', { name: 'Charminar Threads', level: 1 })).toBeVisible();
    });

    test('a store page shows the brand, logo, cashback, coupons, reviews and the storefront link', async ({
      page,
      axe,
    }) => {
      const directory = (await (await page.request.get('/api/stores')).json()) as StoreDirectory;
      const demo = directory.stores.find((store) => store.storeName === 'Charminar Threads');
      if (!demo) throw new Error('the demo store is not in the directory');

      await page.goto(`/stores/${demo.storeSlug}`);
      await expect(page).toHaveTitle('Charminar Threads Coupons, Offers & Cashback | DealSphere');
      await expect(page.getByRole('heading', { name: 'Charminar Threads', level: 1 })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Charminar Threads logo' })).toBeVisible();
      await expect(page.locator('[data-store-cashback]')).toHaveText('Up to 5% cashback');
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        'Charminar Threads coupons and offers',
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/stores/${demo.storeSlug}$`),
      );

      const coupons = page.getByRole('region', { name: 'Charminar Threads coupons and offers' });
      const cards = coupons.getByTestId('coupon-grid').getByRole('listitem');
      await expect(cards).toHaveCount(Math.min(demo.liveCoupons, 12));
      // Every card is one of this store's live offers.
      const own = (await (await page.request.get('/api/AToZ/newest')).json()) as ListedCoupon[];
      const titles = own
        .filter((coupon) => coupon.storeSlug === demo.storeSlug)
        .map((coupon) => coupon.title);
      await expect(cards.first().getByRole('heading').first()).toContainText(titles[0] ?? '');

      const reviews = page.getByRole('region', { name: 'Ratings and reviews' });
      await expect(reviews.getByRole('listitem').first()).toBeVisible();
      await expect(page.getByText(/out of 5 \(\d+ reviews?\)/)).toBeVisible();
      await axe();

      const storefront = page.getByRole('link', { name: 'Visit the Charminar Threads storefront' });
      await expect(storefront).toHaveAttribute('href', /^\/merchantproductsite\/[0-9a-f-]{36}$/);
      await storefront.click();
      await expect(page).toHaveURL(/\/merchantproductsite\//);
      await expect(page.getByRole('heading', { name: 'Charminar Threads', level: 1 })).toBeVisible();
    });
  });
}

test('an old slug answers 301 to the store’s new page; a name in Telugu files under #', async ({
  page,
  axe,
}) => {
  test.setTimeout(90_000);
  const storeName = `అన్నపూర్ణ స్వీట్స్ ${Date.now().toString(36)}`;
  await signInAsFreshMerchant(page, storeName);
  const before = (await (await page.request.get('/api/stores')).json()) as StoreDirectory;
  const store = before.stores.find((entry) => entry.storeName === storeName);
  if (!store) throw new Error('the fresh store is not in the directory');
  expect(store).toMatchObject({ liveCoupons: 0, hasStorefront: true });

  const newSlug = `annapurna-${Date.now().toString(36)}`;
  const saved = await page.request.post('/api/merchant/preferences/upsert', {
    headers: { Origin: test.info().project.use.baseURL ?? '' },
    data: { pageSlug: newSlug },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const old = await page.request.get(`/stores/${store.storeSlug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers()['location']).toBe(`/stores/${newSlug}`);
  expect((await page.request.get('/stores/no-such-store-anywhere', { maxRedirects: 0 })).status()).toBe(404);

  await page.goto(`/stores/${store.storeSlug}`);
  await expect(page).toHaveURL(new RegExp(`/stores/${newSlug}$`));
  await expect(page.getByRole('heading', { name: storeName, level: 1 })).toBeVisible();
  // No logo uploaded: the initials stand in; no coupons yet.
  await expect(page.locator('[data-store-initials]')).toHaveText('అస');
  await expect(page.getByText('No live coupons from this store right now.')).toBeVisible();
  await axe();

  await page.goto('/stores');
  const other = page.getByRole('region', { name: '#', exact: true });
  await expect(other.getByRole('link', { name: new RegExp(storeName) })).toHaveAttribute(
    'href',
    `/stores/${newSlug}`,
  );
  await page
    .getByRole('navigation', { name: 'Stores by first letter' })
    .getByRole('link', { name: /^#/ })
    .click();
  await expect(page).toHaveURL(/#stores-other$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the directory is a plain A–Z list without the filter box, and the sitemap lists the stores', async ({
    page,
  }) => {
    await page.goto('/stores');
    await expect(page.getByRole('region', { name: 'C', exact: true })).toContainText('Charminar Threads');
    await expect(page.getByRole('searchbox', { name: 'Find a store' })).toBeHidden();
    const directory = (await (await page.request.get('/api/stores')).json()) as StoreDirectory;
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    for (const store of directory.stores.slice(0, 5))
      expect(sitemap).toContain(`/stores/${store.storeSlug}</loc>`);
  });
});
