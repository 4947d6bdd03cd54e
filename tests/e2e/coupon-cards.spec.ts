import type { Locator, Page } from '@playwright/test';
import { todayInIndia } from '../../functions/contract/india-time.ts';
import type { PublicCouponFields } from '../../functions/contract/public.ts';
import { endsText } from '../../src/islands/coupons/coupon-model.ts';
import { expect, test } from './fixtures.ts';

/**
 * Coupon cards say who and until when (issue 21 item 4): the store's logo (or initials) and brand name
 * linking to its page, a flat discount as '₹N OFF', 'Ends …' in India time, and the merchant's
 * description and terms readable in a disclosure that neither turns the card nor breaks its layout.
 */

type Listed = PublicCouponFields & { title?: string; couponName?: string };

const PAGES = [
  { path: '/top-coupons', api: '/api/AToZ/popular' },
  { path: '/', api: '/api/AdSlot/get-all-ad-slots' },
] as const;

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

const nameOf = (coupon: Listed) => coupon.title ?? coupon.couponName ?? '';
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

async function listed(page: Page, api: string): Promise<Listed[]> {
  const response = await page.request.get(api);
  expect(response.status()).toBe(200);
  return (await response.json()) as Listed[];
}

/** The grid's card of one coupon, found by its heading (each demo title is unique). */
function cardOf(page: Page, coupon: Listed): Locator {
  return page
    .getByTestId('coupon-card')
    .filter({ has: page.getByRole('heading', { name: nameOf(coupon), exact: true }) });
}

/** No part of the card's front is wider than the card, and the card fits the screen. */
async function expectNoOverflow(page: Page) {
  const problems = await page.getByTestId('coupon-card').evaluateAll((cards) =>
    cards.flatMap((card, index) => {
      const found: string[] = [];
      const box = card.getBoundingClientRect();
      if (box.right > document.documentElement.clientWidth + 0.5)
        found.push(`card ${index} leaves the screen`);
      for (const element of card.querySelectorAll<HTMLElement>(
        '.coupon-card__front, .coupon-card__front *',
      )) {
        if (element.getClientRects().length === 0) continue;
        const inner = element.getBoundingClientRect();
        if (inner.left < box.left - 0.5 || inner.right > box.right + 0.5)
          found.push(`card ${index}: ${element.className || element.tagName} is wider than the card`);
        if (
          element.scrollWidth > element.clientWidth + 1 &&
          getComputedStyle(element).overflowX !== 'visible'
        )
          found.push(`card ${index}: ${element.className || element.tagName} hides overflowing text`);
      }
      return found;
    }),
  );
  expect(problems).toEqual([]);
}

for (const device of VIEWPORTS) {
  test.describe(`coupon cards at ${device.viewport.width}x${device.viewport.height}`, () => {
    test.use({ viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.hasTouch });
    // A page, its islands and an axe scan on a shared 2-core machine: more than one page's budget.
    test.describe.configure({ timeout: 120_000 });

    for (const { path, api } of PAGES) {
      test(`${path}: store, ₹N OFF, the end date and the terms`, async ({ page, axe }) => {
        const coupons = (await listed(page, api)).slice(0, 12);
        const flat = coupons.find((coupon) => coupon.percentage === null && (coupon.discount ?? 0) > 0);
        if (!flat) throw new Error(`the demo has no flat-amount offer among the first cards of ${path}`);

        await page.goto(path);
        const card = cardOf(page, flat);
        await card.scrollIntoViewIfNeeded();
        await expect(card).toHaveCount(1);

        // The store: logo or initials, and the brand name, linking to its page.
        const store = card.getByRole('link', { name: flat.storeName, exact: true });
        await expect(store).toHaveAttribute('href', `/stores/${flat.storeSlug}`);
        const badge = store.locator(flat.storeLogoUrl ? 'img.coupon-card__logo' : '.coupon-card__initials');
        await expect(badge).toBeVisible();
        if (flat.storeLogoUrl) await expect(badge).toHaveAttribute('src', flat.storeLogoUrl);

        // The saving as the merchant gave it, and when it ends (India time).
        await expect(card.locator('.coupon-card__saving')).toHaveText(`${rupees(flat.discount ?? 0)} OFF`);
        await expect(card.locator('time')).toHaveText(endsText(flat.expiryDate, todayInIndia()));
        await expect(card.locator('time')).toHaveAttribute('datetime', flat.expiryDate);

        // Every card says when it ends; the demo has offers ending within days.
        const ends = page.getByTestId('coupon-card').locator('time');
        await expect(ends).toHaveCount(12);
        for (const text of await ends.allTextContents())
          expect(text).toMatch(
            /^(Ends today|Ends tomorrow|Ends in [2-7] days|Valid till \d{1,2} \w{3} \d{4})$/,
          );
        if (path === '/top-coupons') await expect(ends.filter({ hasText: /^Ends / }).first()).toBeVisible();

        // The terms, readable after opening the details; the card does not turn, nor change its size.
        const details = card.getByTestId('coupon-details');
        await expect(details).toBeHidden();
        const before = await card.boundingBox();
        await card.getByText('Details & terms', { exact: true }).click();
        await expect(details).toBeVisible();
        await expect(details).toContainText(flat.termsAndConditions);
        await expect(details).toContainText(flat.description);
        await expect(card.locator('.coupon-card__inner')).toHaveClass(/\bis-closed\b/);
        expect((await card.boundingBox())?.height).toBe(before?.height);
        await expectNoOverflow(page);
        await axe();

        // Closing them again; Get Code still turns the card.
        await card.getByText('Details & terms', { exact: true }).click();
        await expect(details).toBeHidden();
        await expect(async () => {
          await card.getByRole('button', { name: /^(Get Code|Opening…)$/ }).click();
          await expect(card.locator('.coupon-card__inner')).not.toHaveClass(/\bis-closed\b/, {
            timeout: 500,
          });
        }).toPass();
      });
    }

    test('long terms scroll inside the card, from the keyboard too', async ({ page }) => {
      const coupons = await listed(page, '/api/AdSlot/get-all-ad-slots');
      const long = coupons.find((coupon) => coupon.termsAndConditions.length > 400);
      if (!long) throw new Error('the demo has no offer with long terms among the ad slots');
      await page.goto('/');
      const card = cardOf(page, long);
      await card.scrollIntoViewIfNeeded();
      const height = (await card.boundingBox())?.height;

      const toggle = card.getByText('Details & terms', { exact: true });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const details = card.getByTestId('coupon-details');
      await expect(details).toBeVisible();
      await expect(card.locator('.coupon-card__inner')).toHaveClass(/\bis-closed\b/);
      expect((await card.boundingBox())?.height).toBe(height);
      // It scrolls, and takes the focus so a keyboard can scroll it.
      expect(await details.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      await page.keyboard.press('Tab');
      await expect(details).toBeFocused();
      await page.keyboard.press('End');
      await expect
        .poll(() =>
          details.evaluate((element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 1),
        )
        .toBe(true);
      await page.keyboard.press('Tab');
      await expect(card.getByRole('button', { name: 'Get Code' })).toBeFocused();
      await expectNoOverflow(page);
    });
  });
}

test('a page made yesterday in India hydrates as made, then says what is true today', async ({ page }) => {
  // The browser is a day ahead of the server that rendered the page (a cached copy across midnight).
  const dayMs = 24 * 60 * 60 * 1000;
  const popular = (await listed(page, '/api/AToZ/popular')).slice(0, 12);
  await page.clock.install({ time: Date.now() + dayMs });
  await page.goto('/top-coupons');
  const serverToday = todayInIndia();
  const browserToday = todayInIndia(new Date(Date.now() + dayMs));
  const soon = popular.filter((coupon) => endsText(coupon.expiryDate, serverToday).startsWith('Ends'));
  expect(soon.length).toBeGreaterThan(0);
  for (const coupon of soon)
    await expect(cardOf(page, coupon).locator('time')).toHaveText(endsText(coupon.expiryDate, browserToday));
  // No hydration error was logged (the fixture fails the test on any console error).
});
