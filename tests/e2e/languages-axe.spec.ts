import type { Page } from '@playwright/test';
import type { ApprovedProduct } from '../../functions/contract/site-content.ts';
import { signInThroughApi } from './demo-user.ts';
import { expect, test } from './fixtures.ts';
import { inLanguage, pageRoutes } from './page-routes.ts';

/**
 * Issue 26's tests: axe finds nothing on any page in Hindi and Telugu (the English pages are scanned by
 * the specs of each screen). Every page file's route as a visitor sees it (a personal page shows its
 * sign-in page in the language), a store page and a storefront, then every tab of the shopper's and the
 * merchant's dashboards, read from their own side menus so a new tab is scanned without being listed
 * here. The administrator's tabs are scanned in both languages by languages-admin-review.spec.ts and
 * languages-admin-money.spec.ts. The demo accounts' own language is never changed: the address chooses.
 */
test.use({ viewport: { width: 390, height: 844 } });
// Not what these tests look at: pages that answer 4xx to a visitor (an order, a payment without its id)
// log the failed request.
test.use({ expectedConsoleErrors: /status of (400|401|403|404)/ });

const LOCALES = ['hi', 'te'] as const;

/** Scans one address: the page is in its language, has settled its islands, and axe finds nothing. */
async function scan(page: Page, address: string, locale: string, problems: string[]) {
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  const lang = await page.locator('html').getAttribute('lang');
  if (lang !== `${locale}-IN`) problems.push(`${address}: <html lang="${lang}">`);
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).analyze();
  for (const violation of results.violations) {
    problems.push(
      `${address}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  }
}

/** The side menu's tab links of a dashboard (`?tab=…`), as the page itself lists them. */
async function tabLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('nav a[href*="dashboard"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.includes('tab=')))];
}

async function demoStorefront(page: Page): Promise<string> {
  const approved = (await (
    await page.request.get('/api/AdminContent/products/approved')
  ).json()) as ApprovedProduct[];
  const id = approved[0]?.merchantId;
  if (!id) throw new Error('the demo data has an approved product');
  return `/merchantproductsite/${id}`;
}

for (const locale of LOCALES) {
  for (const route of pageRoutes()) {
    test(`${inLanguage(locale, route)}, as a visitor sees it, passes axe`, async ({ page }) => {
      const problems: string[] = [];
      await scan(page, inLanguage(locale, route), locale, problems);
      expect(problems).toEqual([]);
    });
  }

  test(`a store page and a storefront in ${locale} pass axe`, async ({ page }) => {
    const { stores } = (await (await page.request.get('/api/stores')).json()) as {
      stores: { storeSlug: string }[];
    };
    const problems: string[] = [];
    for (const route of [`/stores/${stores[0]?.storeSlug}`, await demoStorefront(page)])
      await scan(page, inLanguage(locale, route), locale, problems);
    expect(problems).toEqual([]);
  });

  for (const { role, dashboard } of [
    { role: 'user', dashboard: '/user/dashboard' },
    { role: 'merchant', dashboard: '/merchant/dashboard' },
  ] as const) {
    test(`every tab of the ${role}'s dashboard in ${locale} passes axe`, async ({ page }) => {
      test.setTimeout(600_000); // a dozen tabs, each loaded and scanned
      await signInThroughApi(page.request, role);
      const problems: string[] = [];
      const home = inLanguage(locale, dashboard);
      await scan(page, home, locale, problems);
      const tabs = await tabLinks(page);
      expect(tabs.length, `${home} lists its tabs`).toBeGreaterThan(4);
      for (const tab of tabs) {
        expect(tab.startsWith(`/${locale}/`), `${tab} stays in the language`).toBe(true);
        await scan(page, tab, locale, problems);
      }
      expect(problems).toEqual([]);
    });
  }
}
