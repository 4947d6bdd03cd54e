import type { Locator, Page } from '@playwright/test';
import { DEMO } from './demo-user.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 21, item 9: signing in returns the shopper where they were. A card's Login comes back to the
 * same page with that card open and its code shown; a signed-out visit to a dashboard URL comes back
 * to that URL; a return address is a same-site path only.
 */

const cards = (page: Page) => page.getByTestId('coupon-card');

/** Turns a card over once its island has hydrated (a click before that does nothing). */
async function openCard(card: Locator) {
  const button = card.getByRole('button', { name: /^(Get Code|Opening…)$/ });
  await expect(async () => {
    await button.click();
    await expect(card.locator('.coupon-card__inner')).toHaveClass(/\bis-(flipping|open)\b/, { timeout: 500 });
  }).toPass();
}

async function fillUserSignIn(scope: Page | Locator) {
  const form = scope.getByRole('form', { name: 'User sign in' });
  await form.getByRole('textbox', { name: 'User name or email', exact: true }).fill(DEMO.user.username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.user.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

async function fillMerchantSignIn(page: Page) {
  const form = page.getByRole('form', { name: 'Merchant sign in' });
  await form.getByRole('textbox', { name: 'User name or email', exact: true }).fill(DEMO.merchant.userName);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.merchant.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

for (const size of SIZES) {
  test.describe(`sign-in returns you where you were (${size.viewport.width}x${size.viewport.height})`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    // Top coupons hydrates its grid at once, home's only once scrolled into view; categories has its own.
    for (const path of ['/top-coupons', '/', '/categories']) {
      test(`${path}: a card's Login signs in through the popup and reopens that card with its code`, async ({
        page,
        axe,
      }) => {
        await page.goto(path);
        // A card well below the first screen, not the first one: the page must find THAT card again.
        const chosen = cards(page).nth(5);
        const title = (await chosen.locator('.coupon-card__title').textContent()) ?? '';
        const couponId = (await chosen.getAttribute('id'))?.replace(/^coupon-/, '') ?? '';
        expect(title && couponId, 'the grid has a sixth card').toBeTruthy();
        // By its title's text: once the card is open its front (and heading) is inert.
        const cardOf = () => cards(page).filter({ has: page.getByText(title, { exact: true }) });
        await expect(cardOf()).toHaveCount(1);

        await openCard(cardOf());
        const back = cardOf().getByTestId('coupon-back');
        await expect(back.getByText('Login to get the Coupon')).toBeVisible();
        await back.getByRole('button', { name: 'Login' }).click();
        const dialog = page.getByRole('dialog', { name: 'Login / Sign Up' });
        await expect(dialog).toBeVisible();

        const returned = page.waitForRequest(
          (request) => request.isNavigationRequest() && new URL(request.url()).searchParams.has('open'),
        );
        await fillUserSignIn(dialog);
        await expect(dialog.getByText('Login successful!')).toBeVisible();
        const address = new URL((await returned).url());
        expect(address.pathname).toBe(path);
        expect(address.searchParams.get('open')).toBe(couponId);

        // Back on the same page, signed in: that card (and only it) is open, in view, with its code.
        const card = cardOf();
        await expect(card.locator('.coupon-card__inner')).toHaveClass(/\bis-open\b/);
        const code = card.getByTestId('coupon-code');
        await expect(code).toBeVisible();
        await expect(card).toBeInViewport();
        await expect(page.locator('.coupon-card__inner.is-open')).toHaveCount(1);
        const revealed = await page.request.post(`/api/coupons/${couponId}/reveal`, {
          headers: { Origin: new URL(page.url()).origin },
        });
        expect(revealed.status()).toBe(200);
        const { couponCode } = (await revealed.json()) as { couponCode: string };
        await expect(code).toHaveText(couponCode.toUpperCase());
        await expect(card.getByRole('link', { name: 'Visit More Offers' })).toBeVisible();
        // The address no longer asks for the card: a reload or a shared link shows the page as it is.
        const now = new URL(page.url());
        expect(`${now.pathname}${now.search}${now.hash}`).toBe(path);
        await axe();
      });
    }

    test('a signed-out visit to a dashboard URL signs in and comes back to it', async ({ page, axe }) => {
      await page.goto('/user/dashboard?tab=earnings');
      await expect(page).toHaveURL(/\/UserSignin\?next=%2Fuser%2Fdashboard%3Ftab%3Dearnings$/);
      await axe();
      await fillUserSignIn(page);
      await page.waitForURL(/\/user\/dashboard\?tab=earnings$/);
      await expect(page.locator('.side-menu__list a[aria-current="page"]')).toHaveText('My Earnings');

      // A merchant's page does the same through the merchant sign-in. Leave the dashboard first: a
      // request it still has in flight would otherwise meet the cleared cookies and log a 401.
      await page.goto('about:blank');
      await page.context().clearCookies();
      await page.goto('/merchant/refer');
      await expect(page).toHaveURL(/\/MerchantSignin\?next=%2Fmerchant%2Frefer$/);
      await fillMerchantSignIn(page);
      await page.waitForURL(/\/merchant\/refer$/);
    });

    test('a new shopper signs up on the way and still comes back to the dashboard URL', async ({ page }) => {
      const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
      const username = `back${suffix}`;
      const password = 'Shopper#2025';
      await page.goto('/user/dashboard?tab=referral');
      await expect(page).toHaveURL('/UserSignin?next=%2Fuser%2Fdashboard%3Ftab%3Dreferral');
      await page.getByRole('link', { name: 'Create a user account' }).click();
      await expect(page).toHaveURL('/userSignup?next=%2Fuser%2Fdashboard%3Ftab%3Dreferral');

      const signup = page.getByRole('form', { name: 'User sign up' });
      await signup.getByRole('textbox', { name: 'User name', exact: true }).fill(username);
      await signup.getByRole('textbox', { name: 'Email', exact: true }).fill(`${username}@example.com`);
      await signup
        .getByRole('textbox', { name: 'Mobile number', exact: true })
        .fill(`9${String(Date.now()).slice(-9)}`);
      await signup.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
      await signup.getByLabel(/I agree to the/).check();
      await signup.getByRole('button', { name: 'Sign Up' }).click();
      await expect(page.getByText('User Sign-up successful!')).toBeVisible();
      // The sign-in step keeps where the shopper was going.
      await expect(page).toHaveURL('/UserSignin?next=%2Fuser%2Fdashboard%3Ftab%3Dreferral');

      const form = page.getByRole('form', { name: 'User sign in' });
      await form.getByRole('textbox', { name: 'User name or email', exact: true }).fill(username);
      await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/user\/dashboard\?tab=referral$/);
    });

    test('an open-redirect attempt lands on a same-site page', async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      for (const next of [
        '//evil.example',
        'https://evil.example',
        '/\\evil.example',
        '/%2F%2Fevil.example',
        'javascript:alert(1)',
      ]) {
        await page.goto(`/UserSignin?next=${encodeURIComponent(next)}`);
        await fillUserSignIn(page);
        // The spec's landing for a user sign-in: home.
        await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
        expect(new URL(page.url()).origin, next).toBe(new URL(baseURL ?? '').origin);
        expect(page.url(), next).not.toContain('evil');
        // Sign out by clearing cookies only once home is left: its signed-in requests still in
        // flight would otherwise meet the cleared cookies and log a 401.
        await page.goto('about:blank');
        await page.context().clearCookies();
      }
    });

    test.describe('another role', () => {
      // The wrong-role page answers 403, which the browser logs.
      test.use({ expectedConsoleErrors: /status of 403/ });

      test("a shopper sent to another role's page gets the wrong-role page, never an error", async ({
        page,
      }) => {
        await page.goto(`/UserSignin?next=${encodeURIComponent('/merchant/dashboard')}`);
        const arrived = page.waitForResponse(
          (response) => new URL(response.url()).pathname === '/merchant/dashboard',
        );
        await fillUserSignIn(page);
        expect((await arrived).status()).toBe(403);
        await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
          'href',
          '/user/dashboard',
        );
        // The admin dashboard answers another role with its own gate.
        await page.goto(`/UserSignin?next=${encodeURIComponent('/admin-dashboard')}`);
        await fillUserSignIn(page);
        await page.waitForURL(/\/admin-dashboard$/);
        await expect(page.getByRole('form', { name: 'Admin sign in' })).toBeVisible();
      });
    });
  });
}

test.describe('another role, in Hindi and Telugu', () => {
  // The wrong-role page answers 403, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 403/ });

  test("a shopper on the merchant's /permission page reads the whole wrong-role page in one language", async ({
    page,
    axe,
  }) => {
    await page.goto('/UserSignin');
    await fillUserSignIn(page);
    await expect(page).toHaveURL(/\/$/);

    const open = async (path: string) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
    };
    // English, as it was.
    await open('/permission');
    await expect(page).toHaveTitle('Permission to read your site – DealSphere');
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(page.getByText('This page is for merchants. You are signed in as a user.')).toBeVisible();

    // /hi/: title, heading, notice and link in Hindi.
    const hindi = async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expect(page).toHaveTitle('अपनी साइट पढ़ने की अनुमति दें – DealSphere');
      await expect(page.getByRole('heading', { level: 1, name: 'इस पेज की अनुमति नहीं है' })).toBeVisible();
      await expect(page.getByText('यह पेज व्यापारियों के लिए है। आपने ग्राहक के रूप में लॉग इन किया है।')).toBeVisible();
      await expect(page.getByRole('link', { name: 'अपने डैशबोर्ड पर जाएँ' })).toHaveAttribute(
        'href',
        '/hi/user/dashboard',
      );
      await expect(page.getByText('Access denied')).toHaveCount(0);
    };
    await open('/hi/permission');
    await hindi();
    await axe();
    await page.screenshot({ path: test.info().outputPath('permission-hi.png') });

    // The English address for a browser that chose Hindi (the `lang` cookie): the same page, all Hindi;
    // the title used to stay English over a Hindi page.
    await page.context().addCookies([{ name: 'lang', value: 'hi', url: new URL('/', page.url()).href }]);
    await open('/permission');
    await hindi();

    await open('/te/permission');
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    await expect(page).toHaveTitle('మీ సైట్‌ను చదవడానికి అనుమతి – DealSphere');
    await expect(page.getByRole('heading', { level: 1, name: 'ఈ పేజీకి అనుమతి లేదు' })).toBeVisible();
    await expect(page.getByText('ఈ పేజీ వ్యాపారుల కోసం. మీరు కస్టమర్గా లాగిన్ అయ్యారు.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'మీ డాష్‌బోర్డ్‌కి వెళ్ళండి' })).toHaveAttribute(
      'href',
      '/te/user/dashboard',
    );
    await axe();
  });
});
