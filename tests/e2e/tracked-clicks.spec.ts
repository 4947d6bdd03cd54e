import { signInAsDemoUser, signInThroughApi } from './demo-user.ts';
import { expect, test } from './fixtures.ts';

/**
 * Tracked clicks and the sales postback (issue 22 items 2 and 3; decision 0063). The merchants' sites
 * are example.in addresses, answered by Playwright's routing, so the tab a click opens is real and its
 * address can be read.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a signed-in shopper’s deal opens the store with dsclick and says cashback is activated', async ({
  page,
  context,
  axe,
}) => {
  test.setTimeout(90_000);
  await context.route(/^https:\/\/[a-z.-]+\.example\.in\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Merchant</title>' }),
  );
  await signInAsDemoUser(page);
  await page.goto('/top-coupons');
  const card = page.getByTestId('coupon-card').first();
  // Clicked until the island has hydrated and the card turns.
  const front = card.getByRole('button', { name: /^(Get Code|Opening…)$/ });
  await expect(async () => {
    await front.click();
    await expect(card.locator('.coupon-card__inner')).toHaveClass(/\bis-(flipping|open)\b/, { timeout: 500 });
  }).toPass();
  const visit = card.getByRole('link', { name: 'Visit More Offers' });
  await expect(visit).toBeVisible({ timeout: 15_000 });
  const plain = (await visit.getAttribute('href')) ?? '';

  const clickOut = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/click-out'),
  );
  const opened = context.waitForEvent('page');
  await visit.click();
  const answer = (await (await clickOut).json()) as { clickId: string; merchantURL: string };
  expect(answer.clickId).toMatch(UUID);
  const tab = await opened;
  await expect(tab).toHaveURL(/dsclick=/);
  const url = new URL(tab.url());
  expect(url.searchParams.get('dsclick')).toBe(answer.clickId);
  expect(`${url.origin}${url.pathname}`).toBe(`${new URL(plain).origin}${new URL(plain).pathname}`);
  await tab.close();

  await expect(card.getByTestId('click-out-status')).toHaveText('Cashback activated — shop within 24 hours');
  await axe();
});

test('a visitor’s Visit store opens the store’s site untracked and says to sign in to earn', async ({
  page,
  context,
  axe,
}) => {
  await context.route(/^https:\/\/[a-z.-]+\.example\.in\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Merchant</title>' }),
  );
  const { stores } = (await (await page.request.get('/api/stores')).json()) as {
    stores: { storeSlug: string }[];
  };
  let slug: string | undefined;
  for (const store of stores) {
    const page_ = (await (await page.request.get(`/api/stores/${store.storeSlug}`)).json()) as {
      siteUrl?: string | null;
    };
    if (page_.siteUrl) {
      slug = store.storeSlug;
      break;
    }
  }
  expect(slug, 'a demo store with its own site').toBeDefined();
  await page.goto(`/stores/${slug}`);
  const visit = page.getByTestId('store-visit');
  await expect(visit).toBeVisible();
  const opened = context.waitForEvent('page');
  await visit.click();
  const tab = await opened;
  await expect(tab).toHaveURL(/example\.in/);
  expect(new URL(tab.url()).searchParams.has('dsclick')).toBe(false);
  await tab.close();
  const status = page.getByTestId('click-out-status');
  await expect(status).toContainText('Sign in before you shop to earn cashback');
  await expect(status.getByRole('link', { name: 'Sign in to earn cashback' })).toHaveAttribute(
    'href',
    `/UserSignin?next=${encodeURIComponent(`/stores/${slug}`)}`,
  );
  await axe();
});

test('the merchant makes a postback secret, sees it once, and rotates it after confirming', async ({
  page,
  axe,
}) => {
  await signInThroughApi(page.request, 'merchant');
  await page.goto('/merchant/dashboard?tab=review');
  const section = page.getByTestId('postback-section');
  await expect(section.getByRole('heading', { name: 'Sales postback' })).toBeVisible();
  await expect(section.getByTestId('postback-merchant-id')).toHaveText(UUID);
  const button = section.getByRole('button', { name: /^(Create|Rotate) secret$/ });
  await expect(button).toBeVisible();
  // Rotating asks first (the demo merchant may already have a secret from an earlier run).
  page.on('dialog', (dialog) => void dialog.accept());
  await button.click();
  const secret = section.getByTestId('postback-secret');
  await expect(secret).toContainText('It is shown once');
  const value = (await secret.locator('code').textContent()) ?? '';
  expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await secret.getByRole('button', { name: 'Copy secret' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  await axe();

  // A reload shows that a secret exists, never the secret.
  await page.reload();
  await expect(section.getByTestId('postback-secret-status')).toContainText('was made on');
  await expect(section.getByTestId('postback-secret')).toHaveCount(0);
  expect(await page.content()).not.toContain(value);
  let asked = '';
  page.removeAllListeners('dialog');
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.accept();
  });
  await section.getByRole('button', { name: 'Rotate secret' }).click();
  await expect(section.getByTestId('postback-secret')).toBeVisible();
  expect(asked).toContain('The old secret stops working at once');
  expect((await section.getByTestId('postback-secret').locator('code').textContent()) ?? '').not.toBe(value);
});
