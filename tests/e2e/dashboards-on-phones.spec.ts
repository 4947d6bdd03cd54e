import type { Browser, Page } from '@playwright/test';
import { signInAsAdmin, signInAsDemoMerchant, signInAsDemoUser } from './demo-user.ts';
import { expect, test } from './fixtures.ts';

/**
 * House rule: "A phone shows content first; nothing overlaps or is cut off." On a 390 x 844 phone the
 * three dashboards show the open tab's heading in the first view, above the fold, with the menu a strip
 * of at most ~120 px above it (the admin's two strips included) that still reaches every tab; at
 * 1280 x 800 the menu stays a column beside the tab (src/components/DashboardShell.astro, AdminShell.astro,
 * SideMenu.astro).
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

interface Dashboard {
  role: 'user' | 'merchant' | 'admin';
  path: string;
  panel: string;
  /** The menus' names, English and Hindi. */
  menus: { en: string[]; hi: string[] };
  heading: { en: string; hi: string };
  /** A tab to open from the phone's strip, and its heading (English). */
  tab: { link: string; heading: string; url: RegExp };
  /** The last entry of the strip, reached by scrolling it sideways. */
  last: { name: string | RegExp; role: 'link' | 'button' };
}

const DASHBOARDS: Dashboard[] = [
  {
    role: 'user',
    path: '/user/dashboard',
    panel: '#dashboard-panel-title',
    menus: { en: ['Dashboard menu'], hi: ['डैशबोर्ड मेन्यू'] },
    heading: { en: 'User dashboard', hi: 'ग्राहक डैशबोर्ड' },
    tab: { link: 'Referral', heading: 'Refer a friend', url: /\/user\/dashboard\?tab=referral$/ },
    last: { name: 'FAQs', role: 'link' },
  },
  {
    role: 'merchant',
    path: '/merchant/dashboard',
    panel: '#dashboard-panel-title',
    menus: { en: ['Merchant menu'], hi: ['व्यापारी मेन्यू'] },
    heading: { en: 'Merchant dashboard', hi: 'व्यापारी डैशबोर्ड' },
    tab: { link: 'Site creation', heading: 'Site creation', url: /\/merchant\/dashboard\?tab=site$/ },
    last: { name: 'Log Out', role: 'button' },
  },
  {
    role: 'admin',
    path: '/admin-dashboard',
    panel: '#admin-panel-title',
    menus: { en: ['Admin menu', 'Moderation'], hi: ['एडमिन मेन्यू', 'जाँच और मंज़ूरी'] },
    heading: { en: 'Admin dashboard', hi: 'एडमिन डैशबोर्ड' },
    tab: { link: 'Flash Text', heading: 'Flash Text', url: /\/admin-dashboard\?tab=flash-text$/ },
    last: { name: /^Payouts/, role: 'link' },
  },
];

async function signedIn(browser: Browser, dashboard: Dashboard): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: PHONE });
  const page = await context.newPage();
  if (dashboard.role === 'user') await signInAsDemoUser(page);
  else if (dashboard.role === 'merchant') await signInAsDemoMerchant(page);
  else await signInAsAdmin(page);
  return page;
}

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, `${selector} is laid out`).not.toBeNull();
  return found!;
}

/** The phone's first view: the open tab's heading inside it, the menu strips above it short. */
async function expectContentFirst(page: Page, dashboard: Dashboard, lang: 'en' | 'hi') {
  const heading = await box(page, dashboard.panel);
  expect(heading.y + heading.height, 'the tab heading is in the first view').toBeLessThanOrEqual(
    PHONE.height,
  );
  let menuHeight = 0;
  for (const name of dashboard.menus[lang]) {
    const menu = page.getByRole('navigation', { name, exact: true });
    const menuBox = (await menu.boundingBox())!;
    expect(menuBox.y + menuBox.height, `${name} ends above the tab`).toBeLessThanOrEqual(heading.y);
    menuHeight += menuBox.height;
    // The open tab is brought into view inside its strip.
    const current = menu.locator('[aria-current="page"]');
    if ((await current.count()) > 0) await expect(current).toBeInViewport({ ratio: 1 });
  }
  expect(menuHeight, 'the menu above the tab takes little height').toBeLessThanOrEqual(120);
  // Nothing pushes the page sideways; the strips scroll inside themselves.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

for (const dashboard of DASHBOARDS) {
  test(`the ${dashboard.role} dashboard shows the open tab first on a phone, the menu beside it on a desktop`, async ({
    browser,
    axe,
  }) => {
    test.setTimeout(120_000);
    const page = await signedIn(browser, dashboard);
    const shot = (name: string) =>
      page.screenshot({ path: test.info().outputPath(`${dashboard.role}-${name}.png`) });

    await page.goto(dashboard.path);
    await expect(page.getByRole('heading', { level: 1, name: dashboard.heading.en })).toBeVisible();
    await expectContentFirst(page, dashboard, 'en');
    await shot('390');

    // Every entry is still reached: the strip's last one scrolls into view, a tab opens from the strip.
    const menus = dashboard.menus.en.map((name) => page.getByRole('navigation', { name, exact: true }));
    const last = menus.at(-1)!.getByRole(dashboard.last.role, { name: dashboard.last.name, exact: true });
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 1 });
    await menus[0]!.getByRole('link', { name: dashboard.tab.link, exact: true }).click();
    await expect(page).toHaveURL(dashboard.tab.url);
    await expect(page.locator(dashboard.panel)).toHaveText(dashboard.tab.heading);
    await expectContentFirst(page, dashboard, 'en');
    await axe(page);

    // In Hindi (by address), Devanagari's longer words in the same strip.
    await page.goto(`/hi${dashboard.path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1, name: dashboard.heading.hi })).toBeVisible();
    await expectContentFirst(page, dashboard, 'hi');
    await axe(page);
    await shot('hi-390');

    // A desktop: the menu is a column beside the tab, as before.
    await page.setViewportSize(DESKTOP);
    for (const path of [dashboard.path, `/hi${dashboard.path}`]) {
      await page.goto(path);
      const heading = await box(page, dashboard.panel);
      const panel = (await page.locator(dashboard.panel).locator('xpath=..').boundingBox())!;
      expect(heading.y + heading.height).toBeLessThanOrEqual(DESKTOP.height);
      for (const name of dashboard.menus[path.startsWith('/hi') ? 'hi' : 'en']) {
        const menu = (await page.getByRole('navigation', { name, exact: true }).boundingBox())!;
        expect(menu.x + menu.width, `${name} is left of the tab`).toBeLessThanOrEqual(panel.x);
        expect(menu.width).toBeGreaterThanOrEqual(250);
        // A column: its first entry sits above its second, not beside it.
        const entries = page.getByRole('navigation', { name, exact: true }).getByRole('listitem');
        const [first, second] = [
          (await entries.nth(0).boundingBox())!,
          (await entries.nth(1).boundingBox())!,
        ];
        expect(second.y).toBeGreaterThan(first.y);
        expect(second.x).toBe(first.x);
      }
      if (dashboard.role !== 'admin') {
        // The profile card heads the column, above the menu.
        const card = (await page.getByTestId('profile-card').boundingBox())!;
        const lang = path.startsWith('/hi') ? 'hi' : 'en';
        const menu = (await page.getByRole('navigation', { name: dashboard.menus[lang][0] }).boundingBox())!;
        expect(card.y).toBeLessThan(menu.y);
        expect(card.x + card.width).toBeLessThanOrEqual(panel.x);
      }
      await shot(path.startsWith('/hi') ? 'hi-1280' : '1280');
    }
    await page.context().close();
  });
}
