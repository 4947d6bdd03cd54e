import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * One search (issue 21 items 5, 6 and 8): the header box's suggestions (ARIA combobox), the /search
 * results page, and no suggestions code on a page until the box is used. On the demo content: the
 * store Charminar Threads and its coupons.
 */
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search for store, coupons & offers' });

for (const viewport of VIEWPORTS) {
  test.describe(`search at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('two letters show stores, coupons and categories; Down and Enter open a store; axe passes', async ({
      page,
      axe,
    }) => {
      await page.goto('/faqs');
      const box = searchBox(page);
      await box.click();
      await box.pressSequentially('c');
      // One letter suggests nothing.
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await box.pressSequentially('har');
      const listbox = page.getByRole('listbox', { name: 'Suggestions' });
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '');
      const stores = listbox.getByRole('group', { name: 'Stores' });
      await expect(stores.getByRole('option').first()).toContainText('Charminar Threads');
      await expect(listbox.getByRole('group', { name: 'Coupons' }).getByRole('option')).not.toHaveCount(0);
      await axe();

      await page.keyboard.press('ArrowDown');
      const first = stores.getByRole('option').first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
      // Escape closes the list and keeps the words.
      await page.keyboard.press('Escape');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).toHaveValue('char');
      await page.keyboard.press('ArrowDown');
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Charminar Threads');
      await page.goBack();
      await expect(page).toHaveURL(/\/faqs$/);
    });

    test('a coupon suggestion opens its store, a category suggestion its category', async ({ page }) => {
      await page.goto('/aboutus');
      const box = searchBox(page);
      await box.fill('flights');
      const coupons = page.getByRole('group', { name: 'Coupons' });
      await expect(coupons.getByRole('option').first()).toContainText('₹800 off on domestic flights');
      await page.keyboard.press('ArrowDown');
      await expect(coupons.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Charminar Threads');

      await page.goto('/aboutus');
      await searchBox(page).fill('recharge');
      const categories = page.getByRole('group', { name: 'Categories' });
      await expect(categories.getByRole('option').first()).toContainText('Mobiles & Recharge');
      await categories.getByRole('option').first().click();
      await expect(page).toHaveURL(/\/categories\?category=Mobiles\+%26\+Recharge$/);
    });

    test('Enter with no option opens /search?q= with Stores and Coupons; Back returns; axe passes', async ({
      page,
      axe,
    }) => {
      // A page with grids still filters as the shopper types, and Enter still opens the results page.
      await page.goto('/top-coupons');
      const box = searchBox(page);
      await box.fill('charminar');
      await expect(page).toHaveURL(/\/top-coupons\?q=charminar$/);
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=charminar$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “charminar”');
      await expect(searchBox(page)).toHaveValue('charminar');
      const stores = page.getByRole('region', { name: 'Stores' });
      // The demo store's current slug: the merchant-site spec may have chosen another.
      await expect(stores.getByRole('link', { name: /Charminar Threads/ })).toHaveAttribute(
        'href',
        /^\/stores\/[a-z0-9-]+$/,
      );
      const coupons = page.getByRole('region', { name: 'Coupons' });
      await expect(coupons.getByTestId('coupon-grid').getByRole('listitem')).not.toHaveCount(0);
      await axe();
      await page.goBack();
      await expect(page).toHaveURL(/\/top-coupons\?q=charminar$/);
    });

    test("nonsense finds 'No match found'", async ({ page, axe }) => {
      await page.goto('/faqs');
      const box = searchBox(page);
      await box.fill('xqzzvw');
      await expect(page.locator('[data-search-empty]')).toHaveText('No match found');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=xqzzvw$/);
      await expect(page.getByText('No match found', { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Stores' })).toHaveCount(0);
      await axe();
    });
  });
}

test('a page loads no suggestions code until the search box is used', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/faqs');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => url.includes('suggestions'))).toEqual([]);
  await searchBox(page).focus();
  await expect.poll(() => scripts.filter((url) => url.includes('suggestions')).length).toBe(1);
});
