import { randomUUID } from 'node:crypto';
import type { StoreDirectory } from '../../functions/contract/stores.ts';
import { expect, test } from './fixtures.ts';
import { signInAsFreshMerchant } from './fresh-merchant.ts';
import { freshShopper, giveConfirmedCashback, releasedPayout } from './fresh-shopper.ts';
import { hydrated } from './islands.ts';

/**
 * The shopper's last English screens in Hindi and Telugu (issue 26): Settings, Reviews, Missing
 * cashback, the test payout page, the payment page's refusals, and an old store address under /hi/.
 * Each with a fresh shopper (the demo user's language stays English). English is proved unchanged by
 * the screens' own specs (account-settings, user-reviews, missing-cashback, payouts-test-page,
 * payments, stores).
 */

const origin = () => ({ Origin: test.info().project.use.baseURL ?? '' });

test('Settings in Hindi and Telugu: the forms speak the page’s language, and a change is saved in Telugu', async ({
  browser,
  axe,
}) => {
  test.setTimeout(150_000);
  const shopper = await freshShopper(browser);
  const me = shopper.page;
  await me.setViewportSize({ width: 390, height: 844 });

  await me.goto('/hi/user/dashboard?tab=settings');
  await expect(me.locator('html')).toHaveAttribute('lang', 'hi-IN');
  for (const heading of [
    'नाम',
    'मोबाइल नंबर',
    'ईमेल पता',
    'पासवर्ड',
    'हर जगह से लॉग आउट करें',
    'आपका डेटा',
    'ईमेल',
  ]) {
    await expect(me.getByRole('heading', { level: 3, name: heading, exact: true })).toBeVisible();
  }
  await expect(me.getByText(`आप ${shopper.username} से लॉग इन करते हैं; यह नहीं बदलता।`)).toBeVisible();
  await expect(me.getByRole('link', { name: 'मेरा डेटा डाउनलोड करें' })).toBeVisible();
  await expect(me.getByRole('heading', { level: 4, name: 'मेरा अकाउंट डिलीट करें' })).toBeVisible();
  await expect(me.getByRole('checkbox', { name: 'मेरे कैशबैक के बारे में ईमेल भेजें' })).toBeVisible();
  await axe(me);
  expect(await me.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await me.screenshot({ path: test.info().outputPath('settings-hi-390.png'), fullPage: true });

  // A Hindi journey: an empty name is refused in Hindi, a new one is saved with a Hindi answer.
  await hydrated(me, 'AccountSettingsForms');
  const nameForm = me.getByRole('form', { name: 'नाम', exact: true });
  await nameForm.getByRole('textbox', { name: 'नाम' }).fill('');
  await nameForm.getByRole('button', { name: 'नाम सेव करें' }).click();
  await expect(nameForm.getByText('यह जानकारी ज़रूरी है')).toBeVisible();
  await nameForm.getByRole('textbox', { name: 'नाम' }).fill('आशा वर्मा');
  await nameForm.getByRole('button', { name: 'नाम सेव करें' }).click();
  await expect(nameForm.getByRole('status')).toHaveText('आपका नाम सेव हो गया।');

  // Telugu: the same tab, and a mobile number changed through the form.
  await me.goto('/te/user/dashboard?tab=settings');
  await expect(me.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(me.getByRole('heading', { level: 3, name: 'మొబైల్ నంబర్', exact: true })).toBeVisible();
  await expect(me.getByRole('heading', { level: 3, name: 'మీ డేటా' })).toBeVisible();
  await expect(me.getByRole('button', { name: 'అన్ని చోట్లా లాగ్ అవుట్ చేయండి' })).toBeVisible();
  await axe(me);
  expect(await me.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await hydrated(me, 'AccountSettingsForms');
  const mobileForm = me.getByRole('form', { name: 'మొబైల్ నంబర్', exact: true });
  const mobile = mobileForm.getByRole('textbox', { name: 'మొబైల్ నంబర్' });
  await mobile.fill('12345');
  await mobileForm.getByRole('button', { name: 'మొబైల్ నంబర్ సేవ్ చేయండి' }).click();
  await expect(mobileForm.getByText('మొబైల్ నంబర్ సరిగ్గా 10 అంకెలు ఉండాలి, అంకెలు మాత్రమే')).toBeVisible();
  const number = `8${String(Date.now()).slice(-9)}`;
  await mobile.fill(number);
  await mobileForm.getByRole('button', { name: 'మొబైల్ నంబర్ సేవ్ చేయండి' }).click();
  await expect(mobileForm.getByRole('status')).toHaveText('మీ మొబైల్ నంబర్ సేవ్ అయింది.');
  await me.reload();
  await expect(me.getByTestId('settings-mobile')).toHaveText(`మీ నంబర్: ${number}`);
  await shopper.context.close();
});

test('Reviews in Hindi (a review written through the form) and in Telugu', async ({ browser, axe }) => {
  test.setTimeout(150_000);
  const shopper = await freshShopper(browser);
  const me = shopper.page;
  const remarks = `बढ़िया कूपन ${Date.now().toString(36)}`;

  await me.goto('/hi/user/dashboard?tab=reviews');
  await expect(me.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const form = me.getByRole('form', { name: 'कूपन को रेटिंग दें' });
  await expect(form.getByText('वह कूपन चुनें जो आपने इस्तेमाल किया।')).toBeVisible();
  await expect(me.getByRole('heading', { level: 3, name: 'आपके रिव्यू' })).toBeVisible();
  await expect(me.getByText('आपने अभी तक किसी कूपन का रिव्यू नहीं किया है।')).toBeVisible();
  await axe(me);

  await hydrated(me, 'ReviewsPanel');
  await form.getByRole('button', { name: 'रेटिंग भेजें' }).click();
  await expect(form.getByText('कृपया 1 से 5 तक रेटिंग चुनें।')).toBeVisible();
  await expect(form.getByText('कृपया अपनी राय लिखें।')).toBeVisible();
  await form.getByRole('combobox', { name: 'कूपन' }).selectOption({ index: 1 });
  await expect(form.getByText('रिव्यू:')).toBeVisible();
  await form.getByRole('radio', { name: '4 स्टार' }).check();
  await form.getByRole('textbox', { name: 'आपकी राय' }).fill(remarks);
  await form.getByRole('button', { name: 'रेटिंग भेजें' }).click();
  await expect(form.getByRole('status')).toHaveText('रेटिंग भेज दी गई!');
  const mine = me.getByRole('listitem').filter({ hasText: remarks });
  await expect(mine).toContainText('4/5');
  await expect(mine.getByRole('button', { name: /^बदलें/ })).toBeVisible();
  await axe(me);

  await me.goto('/te/user/dashboard?tab=reviews');
  await expect(me.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(me.getByRole('form', { name: 'కూపన్‌కు రేటింగ్ ఇవ్వండి' })).toBeVisible();
  await expect(me.getByRole('heading', { level: 3, name: 'మీ రివ్యూలు' })).toBeVisible();
  await expect(me.getByRole('listitem').filter({ hasText: remarks })).toBeVisible();
  await axe(me);
  await shopper.context.close();
});

test('Missing cashback in Hindi and Telugu: the page, the form’s checks and a visitor’s sign-in link', async ({
  browser,
  page,
  axe,
}) => {
  test.setTimeout(120_000);
  // A visitor is asked to sign in, in Hindi, and comes back to the Hindi page.
  await page.goto('/hi/missing-cashback');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'कैशबैक नहीं मिला' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'लॉग इन करें' })).toHaveAttribute(
    'href',
    '/hi/UserSignin?next=%2Fhi%2Fmissing-cashback',
  );

  const shopper = await freshShopper(browser);
  const me = shopper.page;
  await me.setViewportSize({ width: 390, height: 844 });
  await me.goto('/hi/missing-cashback');
  await expect(me.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(me.getByText('पिछले 90 दिनों के अंदर', { exact: false })).toBeVisible();
  const form = me.getByRole('form', { name: 'कैशबैक न मिलने का क्लेम' });
  await expect(me.getByText('आपने अभी तक कोई क्लेम नहीं किया है।')).toBeVisible();
  await axe(me);
  expect(await me.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await hydrated(me, 'MissingCashback');
  await form.getByRole('button', { name: 'क्लेम भेजें' }).click();
  await expect(form.getByText('कृपया वह कूपन चुनें जो आपने इस्तेमाल किया।')).toBeVisible();
  await expect(form.getByText('कृपया अपना ऑर्डर नंबर लिखें।')).toBeVisible();

  await me.goto('/te/missing-cashback');
  await expect(me.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(me.getByRole('heading', { level: 1, name: 'రాని క్యాష్‌బ్యాక్' })).toBeVisible();
  await expect(me.getByRole('heading', { level: 2, name: 'క్లెయిమ్ చేయండి' })).toBeVisible();
  await expect(me.getByRole('combobox', { name: 'మీరు వాడిన కూపన్' })).toBeVisible();
  await axe(me);
  await shopper.context.close();
});

test('the test payout page in Hindi settles a payout, and in Telugu says it is settled', async ({
  browser,
  axe,
}) => {
  test.setTimeout(180_000);
  const shopper = await freshShopper(browser);
  const me = shopper.page;
  await giveConfirmedCashback(browser, shopper.username, 4_000);
  const payout = await releasedPayout(browser, shopper);

  await me.goto(`/hi/payouts/test/${payout.id}`);
  await expect(me.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const heading = 'टेस्ट भुगतान — कोई असली पैसा नहीं जाता';
  await expect(me.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const card = me.getByRole('region', { name: heading });
  await expect(card.getByText('प्रोसेस हो रहा है', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'पैसे निकालें पेज पर वापस जाएँ' })).toHaveAttribute(
    'href',
    '/hi/withdraw',
  );
  await axe(me);
  await card.getByRole('button', { name: 'फ़ेल मानें' }).click();
  await expect(card.getByRole('status')).toHaveText('फ़ेल मान लिया गया; टोकन बैलेंस में वापस आ गए हैं।');
  await expect(card.getByText('नहीं हो सका — टोकन लौटाए गए', { exact: true })).toBeVisible();

  // The reason the API stored is English; the Withdraw page's list says it in Hindi.
  await me.goto('/hi/withdraw');
  await expect(me.getByText('टेस्ट भुगतान पेज पर फ़ेल माना गया।')).toBeVisible();

  await me.goto(`/te/payouts/test/${payout.id}`);
  await expect(me.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(me.getByRole('heading', { level: 1, name: 'టెస్ట్ చెల్లింపు — నిజమైన డబ్బు కదలదు' })).toBeVisible();
  await expect(me.getByText('ఈ చెల్లింపు ఇప్పటికే పూర్తయింది; ఇక్కడ దానితో ఇంకేమీ చేయలేరు.')).toBeVisible();
  await axe(me);
  await me.goto(`/te/payouts/test/${randomUUID()}`);
  await expect(me.getByRole('heading', { level: 1, name: 'టెస్ట్ చెల్లింపు అందుబాటులో లేదు' })).toBeVisible();
  await shopper.context.close();
});

test.describe('the payment page’s refusals', () => {
  // The browser logs the page's own 400 and 404 statuses.
  test.use({ expectedConsoleErrors: /the server responded with a status of (400|404)/ });

  test('the payment page’s refusals in Hindi and Telugu', async ({ page, axe }) => {
    await page.goto('/hi/payment/abc');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1, name: 'यह भुगतान लिंक सही नहीं है' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'रकम रुपयों में होनी चाहिए' })).toContainText(
      '₹1 से ₹5,00,000 तक',
    );
    await axe();
    await page.goto('/te/payment/499/12345');
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    await expect(page.getByRole('heading', { level: 1, name: 'ఈ చెల్లింపు లింక్ సరైనది కాదు' })).toBeVisible();
    await expect(page.getByText('మొబైల్ నంబర్ 10 అంకెల భారతీయ మొబైల్ నంబర్ అయి ఉండాలి', { exact: false })).toBeVisible();
    await page.goto('/te/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'చెల్లించడానికి ఏమీ లేదు' })).toBeVisible();
    await axe();
    // A mistyped payment address: the not-found page in the address's language.
    await page.goto('/hi/payment/1/2/3');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page).toHaveTitle('पेज नहीं मिला | DealSphere');
  });
});

test('an old store address under /hi/ and /te/ redirects to the new one in the same language', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const storeName = `Kaveri Silks ${Date.now().toString(36)}`;
  await signInAsFreshMerchant(page, storeName);
  const directory = (await (await page.request.get('/api/stores')).json()) as StoreDirectory;
  const store = directory.stores.find((entry) => entry.storeName === storeName);
  if (!store) throw new Error('the fresh store is not in the directory');
  const newSlug = `kaveri-${Date.now().toString(36)}`;
  const saved = await page.request.post('/api/merchant/preferences/upsert', {
    headers: origin(),
    data: { pageSlug: newSlug },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  for (const [prefix, lang] of [
    ['/hi', 'hi-IN'],
    ['/te', 'te-IN'],
    ['', 'en-IN'],
  ] as const) {
    const old = await page.request.get(`${prefix}/stores/${store.storeSlug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers()['location']).toBe(`${prefix}/stores/${newSlug}`);
    await page.goto(`${prefix}/stores/${store.storeSlug}`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/stores/${newSlug}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { name: storeName, level: 1 })).toBeVisible();
  }
});

test('a card’s click-out line is in Hindi and Telugu', async ({ browser, axe }) => {
  test.setTimeout(150_000);
  const shopper = await freshShopper(browser);
  const me = shopper.page;
  await shopper.context.route(/^https:\/\/[a-z.-]+\.example\.in\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Merchant</title>' }),
  );
  for (const [prefix, words] of [
    [
      '/hi',
      {
        getCode: /^(कोड देखें|खुल रहा है…)$/,
        visit: 'और ऑफ़र देखें',
        activated: 'कैशबैक चालू हो गया — 24 घंटे के अंदर खरीदारी करें',
      },
    ],
    [
      '/te',
      {
        getCode: /^(కోడ్ చూడండి|తెరుస్తున్నాం…)$/,
        visit: 'మరిన్ని ఆఫర్లు చూడండి',
        activated: 'క్యాష్‌బ్యాక్ యాక్టివేట్ అయింది — 24 గంటల్లోపు షాపింగ్ చేయండి',
      },
    ],
  ] as const) {
    await me.goto(`${prefix}/top-coupons`);
    const card = me.getByTestId('coupon-card').first();
    const front = card.getByRole('button', { name: words.getCode });
    await expect(async () => {
      await front.click();
      await expect(card.locator('.coupon-card__inner')).toHaveClass(/\bis-(flipping|open)\b/, {
        timeout: 500,
      });
    }).toPass();
    const visit = card.getByRole('link', { name: words.visit });
    await expect(visit).toBeVisible({ timeout: 15_000 });
    const opened = shopper.context.waitForEvent('page');
    await visit.click();
    await (await opened).close();
    await expect(card.getByTestId('click-out-status')).toHaveText(words.activated);
    await axe(me);
  }
  await shopper.context.close();
});
