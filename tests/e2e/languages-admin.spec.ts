import { signInAsAdmin } from './demo-user.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 26: the admin dashboard's frame in Hindi and Telugu, by address (/hi/admin-dashboard). The demo
 * administrator's own language is never changed here: every other test reads that dashboard in English.
 */
test('the admin dashboard reads in Hindi at /hi/ and its gate in Telugu at /te/', async ({
  page,
  browser,
  axe,
}) => {
  await signInAsAdmin(page);
  await page.goto('/hi/admin-dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'एडमिन डैशबोर्ड' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'एडमिन मेन्यू' });
  await expect(menu.getByRole('link', { name: /^एक नज़र में/ })).toHaveAttribute('href', '/hi/admin-dashboard');
  await expect(
    page.getByRole('navigation', { name: 'जाँच और मंज़ूरी' }).getByRole('link', { name: /^भुगतान/ }),
  ).toHaveAttribute('href', '/hi/admin-dashboard?tab=payouts');
  await expect(page.locator('[data-admin-overview]')).toContainText(/मंज़ूरी के लिए कूपन/);
  await axe();
  // The English address is still English for this administrator.
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();

  const visitor = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await visitor.goto('/te/admin-dashboard');
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(visitor.getByText('అడ్మిన్ పేరు, పాస్‌వర్డ్ ఇవ్వండి.')).toBeVisible();
  await visitor.close();
});
