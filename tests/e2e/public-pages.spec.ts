import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { settle, stopTheClock } from './clock.ts';
import { signInAsDemoUser } from './demo-user.ts';
import { expect, test } from './fixtures.ts';
import { hydrated } from './islands.ts';

/** The e2e database lives for one run, so addresses must be new each time. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface ListedCoupon {
  id: string;
  title: string;
  category: string;
  language: 'en' | 'hi' | 'te';
  merchantURL: string;
}

const ROUTES = ['/', '/categories', '/top-coupons', '/best-offers', '/popular'] as const;

async function apiList<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Scrolls to the bottom and back, so every client:visible island hydrates and loads. */
async function wakeIslands(page: Page) {
  for (let y = 0; y <= 6; y++) {
    await page.evaluate(
      (step) => window.scrollTo({ top: (document.body.scrollHeight * step) / 6, behavior: 'instant' }),
      y,
    );
    await page.waitForTimeout(120);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * Turns a card on a page whose clock is stopped (clock.ts), by a click or from the keyboard: tries until
 * the island has hydrated and the card is turning, so its flip timer starts at the stopped moment.
 */
async function startFlip(card: Locator, by: 'click' | 'keyboard' = 'click') {
  const button = card.getByRole('button', { name: /^(Get Code|Opening…)$/ });
  await expect(async () => {
    if (by === 'click') await button.click();
    else await button.press('Enter');
    await expect(card.locator('.coupon-card__inner')).toHaveClass(/\bis-flipping\b/, { timeout: 500 });
  }).toPass();
}

const cards = (scope: Page | Locator) => scope.getByTestId('coupon-card');
const titlesOf = (scope: Page | Locator) => cards(scope).getByRole('heading').allTextContents();

test.describe('public pages', () => {
  // Several of these walk every route and scroll each to wake its islands: more than one page's budget.
  test.describe.configure({ timeout: 90_000 });

  test('every route renders its spec headings and passes axe', async ({ page, axe }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: "Today's Top Coupons & Offers" })).toBeVisible();
    await expect(page.getByTestId('top-banner').locator('img').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pick Your Products' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Seasonal Offers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Subscribe to our Newsletter' })).toBeVisible();
    await wakeIslands(page);
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByTestId('products-grid').getByRole('listitem')).toHaveCount(4);
    await expect(page.getByTestId('seasonal-slider').locator('img')).toHaveCount(6);
    await axe();

    const listings = [
      {
        path: '/categories',
        crumb: 'Home / Categories',
        heading: "Today's Categories",
        ad: true,
        seasonal: false,
      },
      { path: '/top-coupons', crumb: 'Home / Top Coupons', heading: 'Top Coupons', ad: true, seasonal: true },
      {
        path: '/best-offers',
        crumb: 'Home / Best Offers',
        heading: "Today's Best Offers",
        ad: true,
        seasonal: true,
      },
      {
        path: '/popular',
        crumb: 'Home / Popular Coupons',
        heading: 'Popular Coupons',
        ad: false,
        seasonal: false,
      },
    ];
    for (const listing of listings) {
      await page.goto(listing.path);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(listing.crumb);
      await expect(page.getByRole('heading', { level: 1, name: listing.heading })).toBeVisible();
      await expect(cards(page)).toHaveCount(12);
      await expect(page.getByRole('button', { name: 'Show More' })).toBeVisible();
      await wakeIslands(page);
      if (listing.ad) await expect(page.getByTestId('site-ad').locator('img')).toBeVisible();
      if (listing.seasonal)
        await expect(page.getByRole('heading', { name: 'Seasonal Offers', level: 2 })).toBeVisible();
      await axe();
    }

    await page.goto('/categories');
    await expect(page.getByRole('combobox', { name: 'Category' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Sort offers' }).getByRole('tab');
    await expect(tabs).toHaveText(['Popularity', 'A-Z', 'Newest', 'Most reliable']);
    await expect(page.getByRole('tab', { name: 'A-Z' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a visitor never receives a coupon code, in pages or in JSON', async ({ page, browser }) => {
    test.setTimeout(120_000);

    // A signed-in user reveals a code through a card, then every live coupon's code through the API.
    const member = await browser.newContext();
    const memberPage = await member.newPage();
    await signInAsDemoUser(memberPage);
    await memberPage.goto('/top-coupons');
    const card = cards(memberPage).first();
    await card.getByRole('button', { name: 'Get Code' }).click();
    await expect(card.getByTestId('coupon-code')).toHaveText(/^[A-Z0-9]{4,}$/);
    const codes = new Set([(await card.getByTestId('coupon-code').textContent()) ?? '']);
    const live = await apiList<ListedCoupon[]>(memberPage.request, '/api/AToZ/newest');
    for (const coupon of live) {
      const reveal = await memberPage.request.post(`/api/coupons/${coupon.id}/reveal`, { data: {} });
      expect(reveal.status()).toBe(200);
      codes.add(((await reveal.json()) as { couponCode: string }).couponCode);
    }
    await member.close();
    expect(codes.size).toBe(live.length);

    // A fresh visitor loads every page and everything the pages ask for.
    const pending: Promise<{ url: string; text: string }>[] = [];
    const bodies: { url: string; text: string }[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!/json|html|javascript/.test(type) || response.status() >= 300) return;
      pending.push(response.text().then((text) => ({ url: response.url(), text })));
    });
    // Bodies are read before the page moves on: the browser drops them on navigation.
    const collect = async () => {
      await page.waitForLoadState('networkidle');
      bodies.push(...(await Promise.all(pending.splice(0))));
    };
    for (const path of ROUTES) {
      await page.goto(path);
      await wakeIslands(page);
      await expect(cards(page).first()).toBeVisible();
      const more = page.getByRole('button', { name: 'Show More' }).first();
      if (await more.isVisible()) await more.click();
      for (const code of codes) expect(await page.content(), `${path} shows ${code}`).not.toContain(code);
      await collect();
    }
    // A visitor's card says to log in, and the button opens the login popup.
    await page.goto('/best-offers');
    const visitorCard = cards(page).first();
    await visitorCard.getByRole('button', { name: 'Get Code' }).click();
    await expect(visitorCard.getByText('Login to get the Coupon')).toBeVisible();
    await expect(visitorCard.getByTestId('coupon-code')).toHaveCount(0);
    await visitorCard.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login / Sign Up' })).toBeVisible();
    await page.keyboard.press('Escape');
    await collect();

    // At least ten API answers were read (the Categories page's category counts now come in its HTML).
    expect(bodies.filter((body) => body.url.includes('/api/')).length).toBeGreaterThanOrEqual(10);
    for (const { url, text } of bodies)
      for (const code of codes) expect(text, `${url} carries ${code}`).not.toContain(code);
  });

  test.describe('signed in', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('a user reveals a code through the card, copies it and visits the merchant', async ({
      page,
      context,
      axe,
    }) => {
      test.setTimeout(60_000);
      await signInAsDemoUser(page);
      await stopTheClock(page);
      await page.goto('/top-coupons');
      const card = cards(page).first();
      const popular = await apiList<ListedCoupon[]>(page.request, '/api/AToZ/popular');

      const revealed = page.waitForResponse((r) => /\/api\/coupons\/[^/]+\/reveal$/.test(r.url()));
      const front = card.getByRole('button', { name: 'Get Code' });
      await startFlip(card, 'keyboard');
      expect((await revealed).status()).toBe(200);
      await page.clock.runFor(1_500);
      const code = card.getByTestId('coupon-code');
      await expect(code).toBeVisible();
      await expect(code).toHaveText(/^[A-Z0-9]{4,}$/);
      const codeText = (await code.textContent()) ?? '';

      // The seeded popup ad (Card Images tab) shows on the card's back, its countdown at 12.
      await expect(card.getByTestId('popup-ad').getByRole('img', { name: 'Sponsored offer' })).toBeVisible();
      await expect(card.getByTestId('popup-ad-countdown')).toHaveText('12 seconds');
      // axe waits on timers of its own: time flows again from here, and the test jumps where it must.
      await page.clock.resume();
      await axe();

      await card.getByRole('button', { name: 'Copy code' }).click();
      await expect(card.getByText('Copied!')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codeText);

      const visit = card.getByRole('link', { name: 'Visit More Offers' });
      await expect(visit).toHaveAttribute('target', '_blank');
      await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
      const href = (await visit.getAttribute('href')) ?? '';
      expect(popular.map((coupon) => coupon.merchantURL)).toContain(href);
      await context.route(/^https:\/\/[a-z.]+\.example\.in\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Merchant</title>' }),
      );
      const clickOut = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/click-out'),
      );
      const merchantTab = context.waitForEvent('page');
      await visit.click();
      expect((await (await clickOut).response())?.status()).toBe(200);
      const tab = await merchantTab;
      // The demo user is a verified shopper: the click is tracked, so the address carries its id (issue 22).
      await expect(tab).toHaveURL((url) => url.href.startsWith(href) && url.searchParams.has('dsclick'));
      await tab.close();

      await page.clock.fastForward(6_000);
      await expect(card.getByTestId('popup-ad')).toBeHidden();

      // Close resets the card and gives the focus back to its button; Escape closes from the keyboard too.
      await card.getByRole('button', { name: 'Close' }).click();
      await expect(front).toBeVisible();
      await expect(front).toBeFocused();
      await page.keyboard.press('Enter');
      await page.clock.fastForward(1_500);
      await expect(code).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(front).toBeFocused();
    });
  });

  test('the back appears at 2 s, or at 1.5 s on the popular and newest lists, and not before', async ({
    page,
  }) => {
    await stopTheClock(page);
    for (const [path, flipMs] of [
      ['/', 2_000],
      ['/best-offers', 2_000],
      ['/popular', 1_500],
      ['/categories', 1_500],
    ] as const) {
      await page.goto(path);
      const card = cards(page).first();
      await card.scrollIntoViewIfNeeded();
      const inner = card.locator('.coupon-card__inner');
      const back = card.getByTestId('coupon-back');
      await startFlip(card);

      await page.clock.runFor(flipMs - 1);
      await expect(inner, path).toHaveClass(/\bis-flipping\b/);
      await expect(back, path).toHaveAttribute('inert');
      await expect(back.getByText('Login to get the Coupon'), path).toHaveCount(0);
      await page.clock.runFor(1);
      await expect(inner, path).toHaveClass(/\bis-open\b/);
      await expect(back, path).not.toHaveAttribute('inert');
      await expect(back.getByText('Login to get the Coupon'), path).toBeVisible();
    }
  });

  test('the popup ad on the back counts down from 12 and closes itself at 6 s', async ({ page }) => {
    await stopTheClock(page);
    await page.goto('/best-offers');
    const card = cards(page).first();
    await startFlip(card);
    await page.clock.runFor(2_000);
    const popup = card.getByTestId('popup-ad');
    const countdown = popup.getByTestId('popup-ad-countdown');
    await expect(countdown).toHaveText('12 seconds');
    await settle(page);

    await page.clock.runFor(1_000);
    await expect(countdown).toHaveText('11 seconds');
    await page.clock.runFor(4_999);
    await expect(countdown).toHaveText('7 seconds');
    await expect(popup.getByRole('button', { name: 'Close ad' })).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(popup).toHaveCount(0);
    // The back itself stays open.
    await expect(card.getByText('Login to get the Coupon')).toBeVisible();
  });

  test('Categories: search, category filter, sort, language and Show More behave', async ({ page, axe }) => {
    test.setTimeout(60_000);
    const newest = await apiList<ListedCoupon[]>(page.request, '/api/AToZ/newest');
    const popular = await apiList<ListedCoupon[]>(page.request, '/api/AToZ/popular');
    expect(newest.length).toBeGreaterThan(12);

    await page.goto('/categories');
    const grid = page.getByTestId('coupon-grid');
    await expect(cards(grid)).toHaveCount(12);
    await hydrated(page, 'CategoriesBrowser');

    // A-Z by default, over every live coupon.
    const sortedInBrowser = await page.evaluate(
      (titles) => titles.sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare),
      newest.map((coupon) => coupon.title),
    );
    expect(await titlesOf(grid)).toEqual(sortedInBrowser.slice(0, 12));

    // Show More shows every offer, Show Less goes back to 12.
    await page.getByRole('button', { name: 'Show More' }).click();
    await expect(cards(grid)).toHaveCount(newest.length);
    await expect(page.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Show Less' }).click();
    await expect(cards(grid)).toHaveCount(12);

    // Sort tabs: click and arrow keys.
    await page.getByRole('tab', { name: 'Newest' }).click();
    await expect(page.getByRole('tab', { name: 'Newest' })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => titlesOf(grid)).toEqual(newest.slice(0, 12).map((coupon) => coupon.title));
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'A-Z' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Popularity' })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => titlesOf(grid)).toEqual(popular.slice(0, 12).map((coupon) => coupon.title));
    await page.getByRole('tab', { name: 'A-Z' }).click();

    // Search: a case-insensitive substring of the title.
    const search = page.getByTestId('coupon-search');
    const term = 'CASHBACK';
    const expected = newest.filter((coupon) => coupon.title.toLowerCase().includes(term.toLowerCase()));
    expect(expected.length).toBeGreaterThan(0);
    await search.fill(term);
    await expect(cards(grid)).toHaveCount(expected.length);
    for (const title of await titlesOf(grid)) expect(title.toLowerCase()).toContain('cashback');
    await search.fill('no such offer anywhere');
    await expect(page.getByText('No match found')).toBeVisible();
    await search.fill('');
    await expect(cards(grid)).toHaveCount(12);

    // The category box: typing narrows the list, choosing filters the grid by exact category.
    const box = page.getByRole('combobox', { name: 'Category' });
    await box.fill('fash');
    const options = page.getByRole('listbox', { name: 'Categories' }).getByRole('option');
    await expect(options).toHaveText(['Fashion']);
    await options.first().click();
    await expect(box).toHaveValue('Fashion');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    const fashion = newest.filter((coupon) => coupon.category === 'Fashion');
    await expect(cards(grid)).toHaveCount(fashion.length);
    await axe();

    // Case is ignored; Enter commits what the box says; the keyboard walks the options.
    await box.fill('ELECTRONICS');
    await box.press('Enter');
    await expect(cards(grid)).toHaveCount(newest.filter((c) => c.category === 'Electronics').length);
    await box.fill('');
    await box.press('ArrowDown');
    await expect(options.first()).toHaveText('All');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await expect(cards(grid)).toHaveCount(12);

    // A partial name is not a category: leaving the box closes it 150 ms later and nothing matches.
    await box.fill('Trav');
    await expect(page.getByRole('listbox', { name: 'Categories' })).toBeVisible();
    await box.press('Tab');
    await expect(page.getByRole('listbox', { name: 'Categories' })).toBeHidden();
    await expect(page.getByText('No match found')).toBeVisible();
    await box.fill('all');
    await box.press('Enter');
    await expect(cards(grid)).toHaveCount(12);

    // The language filter asks the API for one language; Telugu and Hindi text carries its lang.
    const telugu = await apiList<ListedCoupon[]>(page.request, '/api/AToZ/newest?language=te');
    const asked = page.waitForRequest((request) => request.url().includes('/api/AToZ/newest?language=te'));
    await page.getByRole('group', { name: 'Offer language' }).getByRole('button', { name: 'తెలుగు' }).click();
    await asked;
    await expect(cards(grid)).toHaveCount(telugu.length);
    for (const heading of await cards(grid).getByRole('heading').all())
      await expect(heading).toHaveAttribute('lang', 'te');
    await axe();
  });

  test('home: ad-slot grid and products', async ({ page }) => {
    await page.goto('/');
    const slots = await apiList<{ couponName: string; language: string }[]>(
      page.request,
      '/api/AdSlot/get-all-ad-slots',
    );
    await page.getByRole('heading', { name: 'Coupons & Offers', exact: true }).scrollIntoViewIfNeeded();
    const grid = page.getByTestId('coupon-grid');
    await expect(cards(grid)).toHaveCount(12);
    expect(await titlesOf(grid)).toEqual(slots.slice(0, 12).map((slot) => slot.couponName));
    const hindi = slots.slice(0, 12).findIndex((slot) => slot.language === 'hi');
    if (hindi >= 0) await expect(cards(grid).nth(hindi).getByRole('heading')).toHaveAttribute('lang', 'hi');
    await hydrated(page, 'CouponList');
    await page.getByRole('button', { name: 'Show More' }).click();
    await expect(cards(grid)).toHaveCount(slots.length);
    await page.getByRole('button', { name: 'Show Less' }).click();
    await expect(cards(grid)).toHaveCount(12);

    const products = page.getByTestId('products-grid');
    await products.scrollIntoViewIfNeeded();
    await expect(products.getByRole('listitem')).toHaveCount(4);
    for (const link of await products.getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the banner shows each image for 5 s, not less, and pauses from the keyboard', async ({ page }) => {
    await stopTheClock(page);
    await page.goto('/');
    const banner = page.getByTestId('top-banner');
    // Scrolled to without waiting for it to be stable: the island replaces the element as it hydrates.
    await banner.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const active = banner.locator('.banner__slide.is-active');
    await expect(active).toHaveAttribute('aria-label', /^1 of \d+$/);
    await settle(page);

    await page.clock.runFor(4_999);
    await expect(active).toHaveAttribute('aria-label', /^1 of /);
    await page.clock.runFor(1);
    await expect(active).toHaveAttribute('aria-label', /^2 of /);
    await page.clock.runFor(5_000);
    await expect(active).toHaveAttribute('aria-label', /^3 of /);

    await banner.getByRole('button', { name: 'Pause banner' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner.getByRole('button', { name: 'Play banner' })).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(15_000);
    await expect(active).toHaveAttribute('aria-label', /^3 of /);
  });

  test('the seasonal slider glides on every 2 s until paused, and View All turns it into a grid', async ({
    page,
  }) => {
    await stopTheClock(page);
    await page.goto('/');
    const seasonal = page.getByTestId('seasonal-offers');
    await seasonal.getByRole('heading').scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const slider = seasonal.getByTestId('seasonal-slider');
    await expect(slider.getByRole('img')).toHaveCount(6);
    await settle(page);
    const scrolled = () => slider.evaluate((element) => element.scrollLeft);

    await page.clock.runFor(1_999);
    expect(await scrolled()).toBe(0);
    // At 2 s it starts a 500 ms glide to the next offer.
    await page.clock.runFor(1 + 500 + 32);
    const next = await scrolled();
    expect(next).toBeGreaterThan(0);

    await seasonal.getByRole('button', { name: 'Pause seasonal offers' }).focus();
    await page.keyboard.press('Enter');
    await expect(seasonal.getByRole('button', { name: 'Play seasonal offers' })).toBeVisible();
    await page.clock.runFor(6_000);
    expect(await scrolled()).toBe(next);
    await seasonal.getByRole('button', { name: 'View All' }).click();
    await expect(seasonal.getByRole('button', { name: 'View All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(seasonal.getByTestId('seasonal-grid').getByRole('img')).toHaveCount(6);
    await expect(slider).toHaveCount(0);
  });

  test('sliders and banners stand still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await stopTheClock(page);
    await page.goto('/');
    await wakeIslands(page);
    const banner = page.getByTestId('top-banner');
    await expect(banner.getByRole('button', { name: 'Next advertisement' })).toBeVisible();
    await expect(banner.getByRole('button', { name: /Pause banner|Play banner/ })).toHaveCount(0);
    const seasonal = page.getByTestId('seasonal-offers');
    await expect(seasonal.getByRole('button', { name: /Pause|Play/ })).toHaveCount(0);
    const firstHref = await banner.locator('.banner__slide.is-active a').getAttribute('href');
    await settle(page);
    await page.clock.runFor(15_000);
    await expect(banner.locator('.banner__slide.is-active a')).toHaveAttribute('href', firstHref ?? '');
    expect(await seasonal.getByTestId('seasonal-slider').evaluate((el) => el.scrollLeft)).toBe(0);
    // The visitor moves them by hand instead.
    await banner.getByRole('button', { name: 'Next advertisement' }).click();
    await expect(banner.locator('.banner__slide.is-active a')).not.toHaveAttribute('href', firstHref ?? '');
  });

  test('the newsletter stores an address once and shows the server’s message', async ({ page, axe }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/AToZ/NewsLetter-Post')) posts.push(request.postData() ?? '');
    });
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.scrollIntoViewIfNeeded();
    const email = form.getByRole('textbox', { name: 'Email address' });

    await email.fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);

    const address = `reader.${unique()}@example.com`;
    await email.fill(address);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you for subscribing!');
    await axe();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText('You are already subscribed.');
    expect(posts.map((body) => JSON.parse(body) as unknown)).toEqual([
      { emailAddress: address },
      { emailAddress: address },
    ]);
  });
});
