import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Issue 26: the site's frame (header, menus, footer, switcher) in Hindi and Telugu; English unchanged
 * (the header's other specs prove that). A /hi/ page links to /hi/ pages.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const LANGUAGES = [
  {
    locale: 'hi',
    tag: 'hi-IN',
    menu: 'मेन्यू',
    nav: ['होम', 'कैटेगरी', 'टॉप कूपन', 'बेस्ट ऑफ़र', 'स्टोर'],
    signIn: 'लॉग इन',
    signUp: 'साइन अप',
    user: 'यूज़र लॉग इन',
    popupButton: 'लॉग इन / साइन अप',
    search: 'स्टोर, कूपन और ऑफ़र खोजें',
    footerHeading: 'मदद',
    footerLink: 'सभी स्टोर',
    copyright: 'सर्वाधिकार सुरक्षित',
    promo: 'पहली खरीदारी पर कोड WELCOME100 इस्तेमाल करें',
  },
  {
    locale: 'te',
    tag: 'te-IN',
    menu: 'మెనూ',
    nav: ['హోమ్', 'కేటగిరీలు', 'టాప్ కూపన్లు', 'బెస్ట్ ఆఫర్లు', 'స్టోర్లు'],
    signIn: 'లాగిన్',
    signUp: 'సైన్ అప్',
    user: 'యూజర్ లాగిన్',
    popupButton: 'లాగిన్ / సైన్ అప్',
    search: 'స్టోర్, కూపన్లు, ఆఫర్లు వెతకండి',
    footerHeading: 'సహాయం',
    footerLink: 'అన్ని స్టోర్లు',
    copyright: 'అన్ని హక్కులు ప్రత్యేకించబడ్డాయి',
    promo: 'మీ మొదటి కొనుగోలుపై కోడ్ WELCOME100 వాడండి',
  },
] as const;

async function openMenu(page: Page, name: string) {
  const toggle = page.getByRole('banner').getByRole('button', { name });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true')
    await toggle.click();
}

/** No element of the header sticks out to the right of the window. */
async function headerOverflow(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const width = document.documentElement.clientWidth;
    return [...header.querySelectorAll<HTMLElement>('*')]
      .filter((node) => node.getClientRects().length > 0)
      .filter((node) => node.getBoundingClientRect().right > width + 1)
      .map((node) => node.outerHTML.slice(0, 80));
  });
}

for (const language of LANGUAGES) {
  test.describe(`the frame in ${language.tag}`, () => {
    test(`/${language.locale}/: header, menus and footer in the language, links in it too`, async ({
      page,
      axe,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`/${language.locale}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
      for (const tag of ['en-IN', 'hi-IN', 'te-IN', 'x-default']) {
        await expect(page.locator(`head link[rel="alternate"][hreflang="${tag}"]`)).toHaveCount(1);
      }
      const header = page.getByRole('banner');
      const nav = header.getByRole('navigation').first();
      for (const label of language.nav) await expect(nav.getByRole('link', { name: label })).toBeVisible();
      await expect(nav.getByRole('link', { name: language.nav[0] })).toHaveAttribute(
        'href',
        `/${language.locale}/`,
      );
      await expect(nav.getByRole('link', { name: language.nav[4] })).toHaveAttribute(
        'href',
        `/${language.locale}/stores`,
      );
      await expect(header.getByRole('combobox', { name: language.search })).toBeVisible();

      const summaries = header.locator('details[data-menu] > summary');
      await expect(summaries.nth(0)).toHaveText(language.signIn);
      await summaries.nth(0).click();
      const userSignIn = header.getByRole('link', { name: language.user });
      await expect(userSignIn).toBeVisible();
      await expect(userSignIn).toHaveAttribute('href', `/${language.locale}/UserSignin`);
      await expect(summaries.nth(1)).toHaveText(language.signUp);
      await summaries.nth(1).click();
      await expect(header.locator(`a[href="/${language.locale}/MerchantSignup"]`)).toBeVisible();
      await expect(header.getByRole('button', { name: language.popupButton })).toBeVisible();

      // The switcher fits in the desktop header, on the header's row, not pushed out of it.
      const switcher = header.getByRole('navigation', { name: language.locale === 'hi' ? 'भाषा' : 'భాష' });
      await expect(switcher).toBeVisible();
      expect(await headerOverflow(page)).toEqual([]);
      const headerBox = await header.boundingBox();
      expect(headerBox!.height, 'the desktop header stays slim').toBeLessThan(160);

      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading', { name: language.footerHeading })).toBeVisible();
      await expect(footer.getByRole('link', { name: language.footerLink })).toHaveAttribute(
        'href',
        `/${language.locale}/stores`,
      );
      await expect(footer).toContainText(language.copyright);
      await expect(footer).toContainText(language.promo);
      await axe();
    });

    test(`/${language.locale}/ at phone width: the menu panel in the language, the switcher fits, axe passes`, async ({
      page,
      axe,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(`/${language.locale}/`);
      await axe();
      await openMenu(page, language.menu);
      const header = page.getByRole('banner');
      for (const label of language.nav) await expect(header.getByRole('link', { name: label })).toBeVisible();
      const switcher = header.locator('[data-language-switcher]');
      await switcher.scrollIntoViewIfNeeded();
      await expect(switcher).toBeVisible();
      for (const name of ['English', 'हिन्दी', 'తెలుగు']) {
        await expect(switcher.getByRole('link', { name })).toBeVisible();
      }
      expect(await headerOverflow(page)).toEqual([]);
      await axe();
    });
  });
}

test('the switcher goes from /hi/stores to /te/stores and back to /stores, and remembers the choice', async ({
  page,
  context,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/hi/stores');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const footerSwitcher = page.getByRole('contentinfo').locator('[data-language-switcher]');
  await footerSwitcher.getByRole('link', { name: 'తెలుగు' }).click();
  await expect(page).toHaveURL(/\/te\/stores$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('te');

  await page
    .getByRole('banner')
    .locator('[data-language-switcher]')
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/stores$/);
  expect(new URL(page.url()).pathname).toBe('/stores');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Stores', exact: true })).toHaveAttribute(
    'href',
    '/stores',
  );
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
});

test('the search suggestions on /hi/faqs are in Hindi and open Hindi pages', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/hi/faqs');
  const box = page.getByRole('combobox', { name: 'स्टोर, कूपन और ऑफ़र खोजें' });
  await box.click();
  await box.pressSequentially('char');
  const listbox = page.getByRole('listbox', { name: 'सुझाव' });
  const stores = listbox.getByRole('group', { name: 'स्टोर' });
  await expect(stores.getByRole('option').first()).toContainText('Charminar Threads');
  await expect(stores.getByRole('option').first()).toContainText('चालू कूपन');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/hi\/stores\/[^/]+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
});
