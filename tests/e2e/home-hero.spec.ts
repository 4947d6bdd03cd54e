import { settle, stopTheClock } from './clock.ts';
import { demoUserReferralCode } from './demo-user.ts';
import { expect, test } from './fixtures.ts';

test.describe('home page hero slider', () => {
  test('shows the seeded slides from the database, linked to merchants in a new tab', async ({
    page,
    axe,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: "Today's Top Coupons & Offers" })).toBeVisible();

    const slider = page.getByTestId('hero-slider');
    const images = slider.locator('img');
    await expect(images).toHaveCount(4);
    for (let i = 0; i < 4; i++) await expect(images.nth(i)).toHaveAttribute('alt', `Slide ${i + 1}`);

    const first = slider.getByRole('img', { name: 'Slide 1' });
    await expect(first).toBeVisible();
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1600);
    expect(await first.getAttribute('src')).toMatch(/^\/media\/hero\/[0-9a-f-]{36}\.webp$/);

    const links = slider.locator('a');
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/[a-z]+\.example\.in\//);
    }
    // The seeded slide without a merchant URL is a plain image.
    await expect(slider.locator('.hero-slide:not(:has(a)) img')).toHaveCount(1);
    await axe();
  });

  test('cross-fades to the next slide at 3000 ms, not before, and can be paused from the keyboard', async ({
    page,
  }) => {
    await stopTheClock(page);
    await page.goto('/');
    const active = page.locator('.hero-slide.is-active img');
    // Every slide's image is there once the island has hydrated and the page has loaded.
    await expect(page.getByTestId('hero-slider').locator('img')).toHaveCount(4);
    await settle(page);

    await page.clock.runFor(2_999);
    await expect(active).toHaveAttribute('alt', 'Slide 1');
    await page.clock.runFor(1);
    await expect(active).toHaveAttribute('alt', 'Slide 2');
    await page.clock.runFor(3_000);
    await expect(active).toHaveAttribute('alt', 'Slide 3');

    const pause = page.getByRole('button', { name: 'Pause slides' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Play slides' })).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(9_000);
    await expect(active).toHaveAttribute('alt', 'Slide 3');
  });

  test('stands still for visitors who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await stopTheClock(page);
    await page.goto('/');
    const active = page.locator('.hero-slide.is-active img');
    await expect(page.getByTestId('hero-slider').locator('img')).toHaveCount(4);
    await settle(page);
    await page.clock.runFor(9_000);
    await expect(active).toHaveAttribute('alt', 'Slide 1');
    await expect(page.getByRole('button', { name: 'Pause slides' })).toHaveCount(0);
  });

  test.describe('when the slides cannot be loaded', () => {
    test.use({
      expectedConsoleErrors: /^Failed to fetch slider images:|Failed to load resource: .* 500/,
    });

    // The home page's slides come with its HTML; the invitation landing (/{code}) loads them itself.
    test('stays empty, shows nothing to the visitor and logs the failure', async ({ page, request }) => {
      const code = await demoUserReferralCode(request);
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith('Failed to fetch'))
          logged.push(message.text());
      });
      await page.route('**/api/AdminContent/get-hero-images', (route) =>
        route.fulfill({ status: 500, body: '{}' }),
      );
      await page.goto(`/${code}`);
      await expect.poll(() => logged.length).toBe(1);
      expect(logged[0]).toMatch(/^Failed to fetch slider images:/);
      await expect(page.getByTestId('hero-slider').locator('img')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: "Today's Top Coupons & Offers" })).toBeVisible();
    });
  });
});

test('pages and static files carry the security headers', async ({ request }) => {
  for (const path of ['/', '/favicon.svg', '/api/AdminContent/get-hero-images']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    // The e2e server runs outside production (it has the demo accounts), so it sends no HSTS;
    // production's HSTS is checked in tests/api/http-shell.test.ts and tests/unit/vercel-json.test.ts.
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
});

test('a cross-site POST to the API is refused with 403', async ({ request }) => {
  const response = await request.post('/api/AdminContent/get-hero-images', {
    headers: {
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
      'Content-Type': 'application/json',
    },
    data: {},
  });
  expect(response.status()).toBe(403);
});
