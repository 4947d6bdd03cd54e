import type { SearchCoupon } from '../../functions/contract/search.ts';
import { E2E_CRON_SECRET } from '../../playwright.config.ts';
import { signInAsDemoUser } from './demo-user.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 23 items 4 and 6 (decision 0070): a shopper saves a coupon from its card, finds it in the
 * Saved tab, the reminder job mails about the one ending tomorrow, and My codes lists a revealed code
 * that copies.
 */
test('save a coupon → Saved tab → the reminder job mails it; My codes copies a revealed code', async ({
  page,
  axe,
}) => {
  await signInAsDemoUser(page);
  // The demo's "Fresh Fruits & Veggies" ends tomorrow (functions/seed/demo/content.ts).
  const search = (await (await page.request.get('/api/search?q=Fresh%20Fruits')).json()) as {
    coupons: SearchCoupon[];
  };
  const fresh = search.coupons.find((coupon) => coupon.couponName === 'Fresh Fruits & Veggies');
  expect(fresh, 'the demo coupon ending tomorrow').toBeDefined();

  await page.goto(`/search?q=${encodeURIComponent('Fresh Fruits')}`);
  const card = page.getByTestId('coupon-card').filter({ hasText: fresh!.title }).first();
  const save = card.getByRole('button', { name: 'Save coupon' });
  await expect(save).toBeVisible();
  await save.click();
  await expect(card.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/user/dashboard?tab=saved');
  const saved = page.getByTestId('saved-list');
  await expect(saved).toContainText(fresh!.title);
  await axe();

  const run = await page.request.get('/api/cron/saved-reminders', {
    headers: { Authorization: `Bearer ${E2E_CRON_SECRET}` },
  });
  expect(run.status()).toBe(200);
  await page.goto('/dev/outbox');
  const mail = page
    .getByRole('listitem')
    .filter({ hasText: 'These coupons you saved run out soon' })
    .filter({ hasText: 'Fresh Fruits & Veggies' })
    .first();
  await expect(mail).toBeVisible();

  // My codes: reveal a code (as the card does), then copy it from the tab.
  const reveal = await page.request.post(`/api/coupons/${fresh!.id}/reveal`, {
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(reveal.status()).toBe(200);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/user/dashboard?tab=codes');
  const codes = page.getByTestId('codes-list');
  await expect(codes).toContainText('FRESH10');
  await axe();
  await page.getByRole('button', { name: 'Copy code FRESH10' }).click();
  await expect(page.getByTestId('codes-status')).toHaveText('Copied FRESH10');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('FRESH10');

  // Removing it from Saved.
  await page.goto('/user/dashboard?tab=saved');
  await page.getByRole('button', { name: `Remove ${fresh!.title} from saved coupons` }).click();
  await expect(page.getByTestId('saved-list')).toHaveCount(0);
});
