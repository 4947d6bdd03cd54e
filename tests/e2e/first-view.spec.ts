import type { APIRequestContext } from '@playwright/test';
import { signInAsDemoUser } from './demo-user.ts';
import { expect, test } from './fixtures.ts';
import { openHeaderMenu } from './header-menu.ts';

/**
 * The pages with live lists are rendered on demand with their first view (docs/decisions/0013): what a
 * phone shows first is in the HTML, before any JavaScript runs, and the HTML is the same for everyone,
 * so a CDN may keep it.
 */

interface Named {
  couponName?: string;
  title?: string;
}
interface SiteImage {
  imageUrl: string;
  merchantURL: string | null;
}

async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const nameOf = (coupon: Named) => coupon.couponName ?? coupon.title ?? '';
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

test.describe('first view without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the first hero slide and the header its ad and flash text', async ({ page }) => {
    const slides = await apiJson<{ imageUrl: string }[]>(page.request, '/api/AdminContent/get-hero-images');
    const [topAd] = await apiJson<SiteImage[]>(page.request, '/api/TopBanner/TTC_Images/TopMiddle');
    const { flashText } = await apiJson<{ flashText: string | null }>(
      page.request,
      '/api/AdminContent/get-Flash-Text?position=FlashText',
    );
    expect(slides.length).toBeGreaterThan(0);
    if (!topAd || !flashText) throw new Error('the demo data has a top-middle ad and a flash text');

    await page.goto('/');
    const first = page.getByTestId('hero-slider').getByRole('img', { name: 'Slide 1' });
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('src', slides[0]?.imageUrl ?? '');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    const ad = page.locator('[data-top-ad] img');
    await expect(ad).toHaveAttribute('src', topAd.imageUrl);
    if (topAd.merchantURL)
      await expect(page.locator('[data-top-ad] a')).toHaveAttribute('href', topAd.merchantURL);
    await expect(page.locator('[data-flash-text]')).toHaveText(flashText);

    // The ad-slot grid further down is there too: twelve cards, no code.
    await expect(page.getByTestId('coupon-card')).toHaveCount(12);

    // So is the rotating banner with its buttons: nothing below it moves when it wakes (CLS 0).
    const banners = await apiJson<SiteImage[]>(page.request, '/api/TopBanner/get-top-banners');
    expect(banners.length).toBeGreaterThan(1);
    const banner = page.getByTestId('top-banner');
    await expect(banner.locator('.banner__slide')).toHaveCount(banners.length);
    await expect(banner.locator('.banner__slide.is-active :is(img, video)')).toHaveAttribute(
      'src',
      banners[0]?.imageUrl ?? '',
    );
    await expect(banner.locator('.banner__controls button')).toHaveCount(3);
  });

  for (const { path, list } of [
    { path: '/top-coupons', list: '/api/AToZ/popular' },
    { path: '/popular', list: '/api/AToZ/popular' },
    { path: '/best-offers', list: '/api/AToZ/BestOffers' },
  ]) {
    test(`${path} shows its first twelve cards, in the list's order`, async ({ page }) => {
      const coupons = await apiJson<Named[]>(page.request, list);
      expect(coupons.length).toBeGreaterThan(12);
      await page.goto(path);
      const titles = await page.getByTestId('coupon-card').getByRole('heading').allTextContents();
      expect(titles).toEqual(coupons.slice(0, 12).map(nameOf));
      // The first row's images load first: they are what a phone shows above the fold.
      const images = page.locator('.coupon-card__image');
      await expect(images.nth(0)).toHaveAttribute('loading', 'eager');
      await expect(images.nth(2)).toHaveAttribute('loading', 'lazy');
    });
  }

  test('/categories shows the first cards in A-Z order, its default sort', async ({ page }) => {
    const newest = await apiJson<Named[]>(page.request, '/api/AToZ/newest');
    const sorted = newest.map(nameOf).sort((a, b) => byName.compare(a, b));
    await page.goto('/categories');
    const titles = await page.getByTestId('coupon-card').getByRole('heading').allTextContents();
    expect(titles).toEqual(sorted.slice(0, 12));
  });
});

test('the shared pages are the same for everyone and a CDN may keep them for a minute', async ({
  browser,
  request,
}) => {
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  await signInAsDemoUser(memberPage);
  // The header still greets the member: it learns who is signed in in the browser (on a phone, in the menu).
  await openHeaderMenu(memberPage);
  await expect(memberPage.locator('[data-member-only]')).toBeVisible();
  const shortName = (await memberPage.locator('[data-short-name]').textContent()) ?? '';
  expect(shortName).not.toBe('');

  for (const path of ['/', '/categories', '/top-coupons', '/best-offers', '/popular']) {
    for (const client of [request, memberPage.request]) {
      const response = await client.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers['cdn-cache-control'], path).toBe('public, max-age=60, stale-while-revalidate=300');
      expect(headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
      expect(headers['set-cookie'], path).toBeUndefined();
      const html = await response.text();
      expect(html, `${path} names the member`).not.toContain(shortName);
      expect(html, path).not.toContain('data-session-known');
      expect(html, path).toMatch(/data-member-only hidden/);
    }
  }
  await member.close();

  // Personal pages never are.
  const dashboard = await request.get('/user/dashboard', { maxRedirects: 0 });
  expect(dashboard.headers()['cdn-cache-control']).toBeUndefined();
});

test('a search term in the address filters the server-rendered grid once it wakes', async ({ page }) => {
  const popular = await apiJson<Named[]>(page.request, '/api/AToZ/popular');
  const wanted = nameOf(popular[0] ?? {});
  const term = wanted.slice(0, 6).toUpperCase();
  const expected = popular.map(nameOf).filter((name) => name.toLowerCase().includes(term.toLowerCase()));
  expect(expected.length).toBeLessThan(popular.length);

  await page.goto(`/top-coupons?q=${encodeURIComponent(term)}`);
  // Hydration keeps the server's HTML (a mismatch would be logged, failing the test), then filters.
  await expect(page.getByTestId('coupon-card').getByRole('heading')).toHaveText(expected.slice(0, 12));
});
