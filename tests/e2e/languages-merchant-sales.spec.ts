import { signInThroughApi } from './demo-user.ts';
import { expect, test } from './fixtures.ts';
import { hydrated } from './islands.ts';

/**
 * The merchant's money and orders screens in Hindi and Telugu (issue 26, decision 0084): the Cashback
 * tab (rate and statement), the Review tab's sales form, recent sales, sales import, postback and
 * missing cashback claims, the Orders tab, and My Offers' votes line and Re-confirm. The demo merchant's
 * own language is left as it is: the /hi/ and /te/ addresses choose the language.
 */
const LANGUAGES = {
  hi: {
    lang: 'hi-IN',
    rate: 'कैशबैक रेट',
    rateLabel: 'आपका रेट (%)',
    statement: 'स्टेटमेंट',
    cashbackDue: 'देय कैशबैक',
    sales: 'बिक्री और कैशबैक',
    recordForm: 'बिक्री दर्ज करें',
    amount: 'बिक्री की रकम (₹)',
    required: 'यह जानकारी ज़रूरी है।',
    import: 'बिक्री इम्पोर्ट करें (CSV)',
    postback: 'बिक्री पोस्टबैक',
    secret: 'आपका सीक्रेट',
    claims: 'नहीं मिले कैशबैक के क्लेम',
    ordersFilter: 'स्थिति',
    all: 'सभी',
    votes: 'ग्राहकों के वोट (30 दिन)',
    reconfirm: 'कोड फिर से कन्फ़र्म करें',
  },
  te: {
    lang: 'te-IN',
    rate: 'క్యాష్‌బ్యాక్ రేటు',
    rateLabel: 'మీ రేటు (%)',
    statement: 'స్టేట్‌మెంట్',
    cashbackDue: 'చెల్లించాల్సిన క్యాష్‌బ్యాక్',
    sales: 'అమ్మకాలు మరియు క్యాష్‌బ్యాక్',
    recordForm: 'అమ్మకం నమోదు చేయండి',
    amount: 'అమ్మకం మొత్తం (₹)',
    required: 'ఈ వివరం తప్పనిసరి.',
    import: 'అమ్మకాలు ఇంపోర్ట్ చేయండి (CSV)',
    postback: 'అమ్మకాల పోస్ట్‌బ్యాక్',
    secret: 'మీ సీక్రెట్',
    claims: 'రాని క్యాష్‌బ్యాక్ క్లెయిమ్‌లు',
    ordersFilter: 'స్థితి',
    all: 'అన్నీ',
    votes: 'కస్టమర్ల ఓట్లు (30 రోజులు)',
    reconfirm: 'కోడ్‌ను మళ్లీ కన్ఫర్మ్ చేయండి',
  },
} as const;

for (const [locale, T] of Object.entries(LANGUAGES)) {
  test.describe(`the merchant's money and orders screens in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await signInThroughApi(page.request, 'merchant');
    });

    test(`Cashback tab: the rate and the statement (${locale})`, async ({ page, axe }) => {
      await page.goto(`/${locale}/merchant/dashboard?tab=cashback`);
      await expect(page.locator('html')).toHaveAttribute('lang', T.lang);
      await expect(page.getByRole('heading', { name: T.rate, exact: true })).toBeVisible();
      await expect(page.getByRole('textbox', { name: T.rateLabel, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: T.statement, exact: true })).toBeVisible();
      await expect(page.getByTestId('statement-due').getByText(T.cashbackDue)).toBeVisible();
      await expect(page.getByText('Cashback due')).toHaveCount(0);
      await axe();
    });

    test(`Review tab: sales, the sales import, postback and claims (${locale})`, async ({ page, axe }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/${locale}/merchant/dashboard?tab=review`);
      await expect(page.locator('html')).toHaveAttribute('lang', T.lang);
      await expect(page.getByRole('heading', { name: T.sales, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: T.import, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: T.postback, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: T.secret, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: T.claims, exact: true })).toBeVisible();

      // The sale form's rules speak the language; nothing is sent.
      await hydrated(page, 'MerchantSales');
      const form = page.getByRole('form', { name: T.recordForm });
      await form.getByRole('button', { name: T.recordForm }).click();
      await expect(form.getByRole('textbox', { name: T.amount })).toHaveAccessibleDescription(T.required);
      await expect(form.getByText('This field is required.')).toHaveCount(0);
      await expect(page.getByText('Sales and cashback')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`review-${locale}.png`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await axe();
    });

    test(`Orders tab (${locale})`, async ({ page, axe }) => {
      await page.goto(`/${locale}/merchant/dashboard?tab=orders`);
      await expect(page.locator('html')).toHaveAttribute('lang', T.lang);
      const filter = page.getByRole('combobox', { name: T.ordersFilter, exact: true });
      await expect(filter).toBeVisible();
      await expect(filter.getByRole('option', { name: T.all, exact: true })).toHaveCount(1);
      await expect(page.getByRole('status').or(page.locator('.orders')).first()).toBeVisible();
      await axe();
    });

    test(`My Offers: the votes line and Re-confirm code (${locale})`, async ({ page, axe }) => {
      test.setTimeout(120_000);
      await page.goto(`/${locale}/merchant/dashboard?tab=coupons`);
      await expect(page.locator('html')).toHaveAttribute('lang', T.lang);
      await expect(page.getByText(T.votes).first()).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(`^${T.reconfirm}`) }).first()).toBeVisible();
      await expect(page.getByText('Shoppers’ votes (30 days)')).toHaveCount(0);
      await axe();
    });
  });
}
