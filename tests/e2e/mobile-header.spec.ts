import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { signInThroughApi } from './demo-user.ts';
import { expect, test } from './fixtures.ts';

/** Issue 21, items 10 and 11: a phone header that gets out of the way, and a fade nothing shows through. */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const LISTING_PAGES = ['/', '/top-coupons', '/best-offers', '/categories'];
const NAV = ['Home', 'Categories', 'Top Coupons', 'Best Offers', 'Stores'];

/** The largest change of any colour channel of any pixel between two screenshots of the same size. */
async function largestPixelChange(one: Buffer, other: Buffer): Promise<number> {
  const [a, b] = await Promise.all([one, other].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  let largest = 0;
  for (let i = 0; i < a!.length; i += 1) largest = Math.max(largest, Math.abs(a![i]! - b![i]!));
  return largest;
}

const headerBox = (page: Page) =>
  page.getByRole('banner').evaluate((header) => {
    const box = header.getBoundingClientRect();
    return { top: Math.round(box.top), height: Math.round(box.height) };
  });

test.describe('the header on a 390 x 844 phone', () => {
  test.use({ viewport: PHONE });

  for (const path of LISTING_PAGES) {
    test(`${path}: the first coupon card is on the first screen; scrolled, the header is at most 120 px`, async ({
      page,
      axe,
    }) => {
      await page.goto(path);
      const card = page.getByTestId('coupon-card').first();
      await expect(card).toBeVisible();
      const box = await card.boundingBox();
      expect(box, 'the first card has a box').not.toBeNull();
      expect(box!.y, 'the first card starts on the first screen').toBeLessThan(PHONE.height - 60);
      // The search box is in view, not behind a button.
      await expect(
        page.getByRole('combobox', { name: 'Search for store, coupons & offers' }),
      ).toBeInViewport();
      await axe();

      await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
      await expect.poll(async () => (await headerBox(page)).top).toBe(0);
      expect((await headerBox(page)).height).toBeLessThanOrEqual(120);
      await expect(
        page.getByRole('combobox', { name: 'Search for store, coupons & offers' }),
      ).toBeInViewport();
    });
  }

  test('one menu button holds the navigation and sign-in/up, from the keyboard too', async ({
    page,
    axe,
  }) => {
    await page.goto('/faqs');
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: 'Menu' });
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(header.getByText('Sign In', { exact: true })).toBeHidden();

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    for (const name of NAV) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(header.getByText('Sign In', { exact: true })).toBeVisible();
    await expect(header.getByText('Sign Up', { exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Login / Sign Up' })).toBeVisible();
    await axe();

    // Tab reaches the panel's links; the Sign In dropdown opens in place; Escape closes it, then the menu.
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await header.getByText('Sign In', { exact: true }).click();
    await expect(header.getByRole('link', { name: 'User sign in' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(header.getByRole('link', { name: 'User sign in' })).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(nav).toBeHidden();

    // A click elsewhere closes it too; a link in it goes where it says.
    await menu.click();
    await expect(nav).toBeVisible();
    await page.getByText('Free Coupons & Deals', { exact: true }).click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await nav.getByRole('link', { name: 'Top Coupons', exact: true }).click();
    await expect(page).toHaveURL(/\/top-coupons$/);
  });

  test('a signed-in shopper finds the account menu in the menu', async ({ page }) => {
    await signInThroughApi(page.request, 'user');
    await page.goto('/faqs');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Menu' }).click();
    await header.locator('summary', { hasText: 'Account menu for' }).click();
    await expect(header.getByRole('link', { name: 'View Profile' })).toBeVisible();
    await expect(header.getByText('Sign In', { exact: true })).toBeHidden();
  });

  test('at 320 px nothing in the header or its open menu is cut off', async ({ page, axe }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/faqs');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Menu' }).click();
    const controls = [
      ...(await header.getByRole('navigation', { name: 'Main' }).getByRole('link').all()),
      header.getByText('Sign In', { exact: true }),
      header.getByText('Sign Up', { exact: true }),
      header.getByRole('button', { name: 'Login / Sign Up' }),
      header.getByRole('button', { name: 'Menu' }),
      header.getByRole('link', { name: 'DealSphere', exact: true }),
      header.getByRole('combobox', { name: 'Search for store, coupons & offers' }),
    ];
    expect(controls.length).toBe(NAV.length + 6);
    for (const control of controls) {
      await expect(control).toBeVisible();
      const box = (await control.boundingBox())!;
      expect(box.x, `${await control.textContent()} starts inside the screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${await control.textContent()} ends inside the screen`).toBeLessThanOrEqual(
        320,
      );
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await axe();
  });
});

test.describe('the header on a 1280 x 800 screen', () => {
  test.use({ viewport: DESKTOP });

  test('shows the navigation, search and sign-in dropdowns in the header, with no menu button', async ({
    page,
  }) => {
    await page.goto('/top-coupons');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
    for (const name of NAV)
      await expect(
        header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }),
      ).toBeVisible();
    await expect(header.getByText('Sign In', { exact: true })).toBeVisible();
    await expect(header.getByRole('combobox', { name: 'Search for store, coupons & offers' })).toBeVisible();
    await expect(page.getByTestId('coupon-card').first()).toBeInViewport();
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await expect.poll(async () => (await headerBox(page)).top).toBe(0);
    expect((await headerBox(page)).height).toBeLessThanOrEqual(120);
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px the faded header lets no page text show through`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/terms-service');
    const header = page.getByRole('banner');
    const content = header.locator('.site-header__inner');
    await page.evaluate(() => window.scrollTo({ top: 30, behavior: 'instant' }));
    // Spec section 9: max(1 - scrollY/300, 0.85), here on the header's content.
    await expect
      .poll(() => content.evaluate((el) => Number(getComputedStyle(el).opacity)))
      .toBeCloseTo(0.9, 2);
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await expect
      .poll(() => content.evaluate((el) => Number(getComputedStyle(el).opacity)))
      .toBeCloseTo(0.85, 2);

    // The header and everything around it are opaque, and its background has no transparency.
    const around = await header.evaluate((el) => {
      const opacities: number[] = [];
      for (let node: Element | null = el; node; node = node.parentElement)
        opacities.push(Number(getComputedStyle(node).opacity));
      return { opacities, background: getComputedStyle(el).backgroundColor };
    });
    expect(around.opacities.every((value) => value === 1)).toBe(true);
    expect(around.background).toMatch(/^rgb\(/); // rgb(), not rgba(): alpha 1

    // Pixels: a loud red block slid under the header changes none of the header's pixels.
    const box = (await header.boundingBox())!;
    const clip = { x: 0, y: box.y, width: viewport.width, height: box.height };
    const before = await page.screenshot({ clip, animations: 'disabled' });
    await page.evaluate(() => {
      const block = document.createElement('div');
      block.dataset.testBlock = '';
      Object.assign(block.style, {
        position: 'fixed',
        inset: '0 0 auto 0',
        height: '400px',
        background: 'rgb(255, 0, 0)',
        zIndex: '5',
      });
      document.body.append(block);
    });
    const after = await page.screenshot({ clip, animations: 'disabled' });
    // Rasterising may move a few pixels by a unit or two; 15 % of red showing through moves them by ~40.
    expect(await largestPixelChange(before, after), 'the header looks the same over a red page').toBeLessThan(
      8,
    );
    await expect(page.locator('[data-test-block]')).toBeAttached();

    // While a dropdown or the menu is open over the page, the header's content is fully opaque.
    const opener =
      viewport === PHONE
        ? header.getByRole('button', { name: 'Menu' })
        : header.getByText('Sign In', { exact: true });
    await page.locator('[data-test-block]').evaluate((el) => el.remove());
    await opener.click();
    await expect.poll(() => content.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });
}
