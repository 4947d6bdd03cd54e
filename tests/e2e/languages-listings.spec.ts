import type { Locator, Page } from '@playwright/test';
import { DEMO } from './demo-user.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 26: the home page, the listing pages and the coupon cards in Hindi and Telugu. English stays as
 * it was (the coupon, listing, home and search specs). The cards' words come from the page (pickTexts),
 * so what the server renders and what the browser hydrates say the same: any hydration error fails here.
 */

const PHONE = { width: 390, height: 844 } as const;
const cards = (page: Page) => page.getByTestId('coupon-card');

/** The card texts each language shows (functions/contract/i18n/catalogue/{hi,te}/cards.ts). */
const WORDS = {
  hi: {
    lang: 'hi-IN',
    getCode: 'कोड देखें',
    ends: /आज खत्म होगा|कल खत्म होगा|दिन में खत्म होगा|तक मान्य|खत्म हो गया/u,
    saving: /की छूट/u,
    cashback: /% तक कैशबैक$/u,
    login: 'कूपन पाने के लिए लॉग इन करें',
    loginButton: 'लॉग इन',
    codeLabel: 'कूपन कोड',
    feedback: 'क्या यह चला?',
  },
  te: {
    lang: 'te-IN',
    getCode: 'కోడ్ చూడండి',
    ends: /ఈరోజు ముగుస్తుంది|రేపు ముగుస్తుంది|రోజుల్లో ముగుస్తుంది|వరకు చెల్లుతుంది|ముగిసింది/u,
    saving: /తగ్గింపు/u,
    cashback: /^గరిష్ఠంగా .*% క్యాష్‌బ్యాక్$/u,
    login: 'కూపన్ పొందడానికి లాగిన్ చేయండి',
    loginButton: 'లాగిన్',
    codeLabel: 'కూపన్ కోడ్',
    feedback: 'ఇది పనిచేసిందా?',
  },
} as const;

/** The first cards say everything in the page's language: button, expiry, saving, cashback. */
async function expectCardsIn(page: Page, locale: keyof typeof WORDS) {
  const words = WORDS[locale];
  const first = cards(page).first();
  await expect(first).toBeVisible();
  await expect(first.getByRole('button', { name: words.getCode })).toBeVisible();
  await expect(first.locator('.coupon-card__ends')).toHaveText(words.ends);
  await expect(first.getByTestId('coupon-cashback')).toHaveText(words.cashback);
  await expect(page.locator('.coupon-card__saving').first()).toHaveText(words.saving);
  await expect(page.getByRole('button', { name: 'Get Code' })).toHaveCount(0);
}

/** Turns a card over once its island has hydrated (a click before that does nothing). */
async function openCard(card: Locator, getCode: string) {
  const button = card.locator('.coupon-card__get');
  await expect(button).toHaveText(getCode);
  await expect(async () => {
    await button.click();
    await expect(card.locator('.coupon-card__inner')).toHaveClass(/\bis-(flipping|open)\b/, { timeout: 500 });
  }).toPass();
}

test.describe('home, listings and cards in Hindi and Telugu', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  for (const locale of ['hi', 'te'] as const) {
    test(`/${locale}/ shows the home page and its cards in ${locale}; axe passes`, async ({ page, axe }) => {
      await page.goto(`/${locale}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', WORDS[locale].lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'hi' ? 'आज के टॉप कूपन और ऑफ़र' : 'ఈరోజు టాప్ కూపన్లు, ఆఫర్లు',
      );
      const coupons = page.getByRole('region', { name: locale === 'hi' ? 'कूपन और ऑफ़र' : 'కూపన్లు, ఆఫర్లు' });
      await coupons.scrollIntoViewIfNeeded();
      await expectCardsIn(page, locale);
      await expect(
        page.getByRole('heading', { name: locale === 'hi' ? 'हमारा न्यूज़लेटर पाएँ' : 'మా న్యూస్‌లెటర్ పొందండి' }),
      ).toBeVisible();
      await expect(
        page.getByRole('button', { name: locale === 'hi' ? 'सब्सक्राइब करें' : 'సబ్‌స్క్రైబ్ చేయండి' }),
      ).toBeVisible();
      await axe();
    });
  }

  test('/hi/categories shows Hindi headings, filters, tiles and cards; axe passes', async ({ page, axe }) => {
    await page.goto('/hi/categories');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('आज की कैटेगरी');
    const breadcrumb = page.getByRole('navigation', { name: 'आप यहाँ हैं' });
    await expect(breadcrumb.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi/');
    await expect(page.getByRole('tab', { name: 'लोकप्रियता' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'सबसे भरोसेमंद' })).toBeVisible();
    const tiles = page.getByRole('navigation', { name: 'कैटेगरी के हिसाब से देखें' });
    await expect(tiles.getByRole('link', { name: /^सभी/ })).toBeVisible();
    await expect(tiles.getByRole('link').nth(1)).toHaveAttribute('href', /^\/hi\/categories\?category=/);
    await expect(
      page.getByRole('group', { name: 'ऑफ़र की भाषा' }).getByRole('button', { name: 'सभी' }),
    ).toBeVisible();
    await expectCardsIn(page, 'hi');
    await axe();

    // A tile filters the grid; the card names its category in Hindi.
    await tiles.getByRole('link', { name: /^फैशन/ }).click();
    await expect(page).toHaveURL(/\/hi\/categories\?category=Fashion$/);
    await expect(cards(page).first().locator('.coupon-card__meta span')).toHaveText('फैशन');
  });

  test('/te/top-coupons is in Telugu; axe passes', async ({ page, axe }) => {
    await page.goto('/te/top-coupons');
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('టాప్ కూపన్లు');
    await expectCardsIn(page, 'te');
    await axe();
  });

  test('a search at /te/search shows Telugu section headings', async ({ page }) => {
    await page.goto('/te/search?q=charminar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“charminar” కోసం వెతికిన ఫలితాలు');
    const stores = page.getByRole('region', { name: 'స్టోర్లు' });
    await expect(stores.getByRole('link', { name: /Charminar Threads/ })).toHaveAttribute(
      'href',
      /^\/te\/stores\/[a-z0-9-]+$/,
    );
    await expect(stores.getByText(/చెల్లుబాటు అయ్యే కూపన్/u).first()).toBeVisible();
    const coupons = page.getByRole('region', { name: 'కూపన్లు' });
    await expect(coupons.getByRole('button', { name: WORDS.te.getCode }).first()).toBeVisible();
  });

  test('on /hi/ the demo user signs in from a card and sees its code, in Hindi', async ({ page }) => {
    const words = WORDS.hi;
    await page.goto('/hi/');
    await page.getByRole('region', { name: 'कूपन और ऑफ़र' }).scrollIntoViewIfNeeded();
    const card = cards(page).first();
    const couponId = (await card.getAttribute('id'))?.replace(/^coupon-/, '') ?? '';
    expect(couponId, 'the home grid has a card').toBeTruthy();
    await openCard(card, words.getCode);
    const back = card.getByTestId('coupon-back');
    await expect(back.getByText(words.login)).toBeVisible();
    await back.getByRole('button', { name: words.loginButton, exact: true }).click();

    const dialog = page.getByRole('dialog');
    const form = dialog
      .locator('form')
      .filter({ has: page.locator('input[type=password]') })
      .first();
    await expect(form).toBeVisible();
    const returned = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).searchParams.has('open'),
    );
    await form.locator('input[autocomplete=username]').fill(DEMO.user.username);
    await form.locator('input[type=password]').fill(DEMO.user.password);
    await form.locator('button[type=submit]').click();
    const address = new URL((await returned).url());
    expect(address.pathname).toBe('/hi/');
    expect(address.searchParams.get('open')).toBe(couponId);

    const opened = page.locator(`#coupon-${couponId}`);
    await expect(opened.locator('.coupon-card__inner')).toHaveClass(/\bis-open\b/);
    await expect(opened.getByText(words.codeLabel, { exact: true })).toBeVisible();
    await expect(opened.getByTestId('coupon-code')).toHaveText(/\S/);
    await expect(opened.getByText(words.feedback)).toBeVisible();
  });
});
