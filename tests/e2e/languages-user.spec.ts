import { formatPaise, rupeesToPaise } from '../../functions/contract/money.ts';
import { expect, test } from './fixtures.ts';
import { freshShopper, giveConfirmedCashback } from './fresh-shopper.ts';

/**
 * The shopper's dashboard and Withdraw page in Hindi and Telugu (issue 26, decision 0084): at the
 * English address they follow the account's language; /te/… says Telugu whatever the account says.
 * English is proved unchanged by the dashboard's, earnings', saved coupons' and payouts' own specs.
 */

const origin = () => ({ Origin: test.info().project.use.baseURL ?? '' });

test('a shopper who chose Hindi reads the dashboard, My Earnings and Withdraw in Hindi; /te/ is Telugu', async ({
  browser,
  axe,
}) => {
  test.setTimeout(180_000);
  const shopper = await freshShopper(browser);
  const me = shopper.page;
  await giveConfirmedCashback(browser, shopper.username, 12_000);

  // The account's language, not the cookie: the cookie the switcher sets is removed again.
  const chosen = await me.request.put('/api/account/language', {
    headers: origin(),
    data: { language: 'hi' },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  await shopper.context.clearCookies({ name: 'lang' });

  await me.setViewportSize({ width: 390, height: 844 });
  await me.goto('/user/dashboard');
  await expect(me.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(me.getByRole('heading', { level: 1, name: 'ग्राहक डैशबोर्ड' })).toBeVisible();
  const menu = me.getByRole('navigation', { name: 'डैशबोर्ड मेन्यू' });
  for (const tab of ['डैशबोर्ड', 'रिव्यू', 'मेरी कमाई', 'सेव किए गए', 'मेरे कोड', 'रेफ़रल', 'सेटिंग्स']) {
    await expect(menu.getByRole('link', { name: tab, exact: true })).toBeVisible();
  }
  await expect(me.getByText('रिव्यू किए गए कूपन')).toBeVisible();
  await expect(me.getByRole('link', { name: 'अपनी कैशबैक कमाई देखें' })).toHaveAttribute(
    'href',
    '/hi/user/dashboard?tab=earnings',
  );
  await axe(me);
  // Devanagari is wider than English: nothing pushes the phone page sideways.
  expect(await me.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await me.screenshot({ path: test.info().outputPath('dashboard-hi-390.png'), fullPage: true });

  // My Earnings: the figures, the Withdraw link, and the entry's type and status in Hindi.
  await menu.getByRole('link', { name: 'सेव किए गए' }).click();
  await expect(me.getByText('आपने अभी तक कोई कूपन सेव नहीं किया है।', { exact: false })).toBeVisible();
  await menu.getByRole('link', { name: 'मेरी कमाई' }).click();
  await expect(me).toHaveURL(/\/hi\/user\/dashboard\?tab=earnings$/);
  await expect(me.getByRole('heading', { level: 2, name: 'मेरी कमाई' })).toBeVisible();
  const figures = me.getByRole('definition').locator('xpath=..');
  await expect(me.getByText('उपलब्ध', { exact: true })).toBeVisible();
  await expect(me.getByText('पेंडिंग', { exact: true })).toBeVisible();
  await expect(figures.first()).toContainText(`600 टोकन · ${formatPaise(rupeesToPaise(600))}`);
  await expect(me.getByRole('link', { name: 'पैसे निकालें' })).toHaveAttribute('href', '/hi/withdraw');
  const table = me.getByRole('region', { name: 'आपकी खरीदारी और कैशबैक' });
  await expect(table.getByRole('cell').filter({ hasText: 'कैशबैक' }).first()).toBeVisible();
  await expect(table.locator('.earnings-status')).toHaveText('कन्फ़र्म');
  await expect(table).toContainText(`${formatPaise(rupeesToPaise(12_000))} की खरीदारी`);
  await axe(me);
  expect(await me.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await me.screenshot({ path: test.info().outputPath('earnings-hi-390.png'), fullPage: true });

  // The same shopper at /te/: Telugu, whatever the account says.
  await me.goto('/te/user/dashboard');
  await expect(me.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(me.getByRole('heading', { level: 1, name: 'కస్టమర్ డాష్‌బోర్డ్' })).toBeVisible();
  const teluguMenu = me.getByRole('navigation', { name: 'డాష్‌బోర్డ్ మెనూ' });
  await expect(teluguMenu.getByRole('link', { name: 'నా సంపాదన' })).toHaveAttribute(
    'href',
    '/te/user/dashboard?tab=earnings',
  );
  await expect(me.getByText('రివ్యూ చేసిన కూపన్లు')).toBeVisible();
  await axe(me);
  expect(await me.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await teluguMenu.getByRole('link', { name: 'నా సంపాదన' }).click();
  await expect(me.getByText('అందుబాటులో ఉంది', { exact: true })).toBeVisible();
  await expect(me.locator('.earnings-status')).toHaveText('కన్ఫర్మ్');
  await teluguMenu.getByRole('link', { name: 'నా కోడ్‌లు' }).click();
  await expect(me.getByText('గత 30 రోజుల్లో మీరు చూసిన కోడ్‌లు.')).toBeVisible();
  await teluguMenu.getByRole('link', { name: 'ఆర్డర్లు' }).click();
  await expect(me.getByRole('heading', { level: 2, name: 'నా ఆర్డర్లు' })).toBeVisible();
  await expect(me.getByText('మీకు ఇంకా ఆర్డర్లు లేవు.', { exact: false })).toBeVisible();
  await teluguMenu.getByRole('link', { name: 'ఫాలో చేస్తున్నవి' }).click();
  await expect(me.getByText('మీరు ఇంకా ఏ స్టోర్‌నూ ఫాలో చేయడం లేదు.', { exact: false })).toBeVisible();
  await teluguMenu.getByRole('link', { name: 'రెఫరల్' }).click();
  await expect(me.getByRole('heading', { level: 2, name: 'స్నేహితులను ఆహ్వానించండి' })).toBeVisible();
  await expect(me.getByRole('button', { name: 'WhatsAppలో ఆహ్వానం పంపండి' })).toBeVisible();
  await axe(me);
  await shopper.context.close();
});

/** What the Withdraw page says, in each language, word for word (the catalogue's payouts.* texts). */
const WITHDRAW_TEXTS = {
  hi: {
    name: 'Hindi',
    heading: 'कैशबैक निकालें',
    available: (tokens: number) => `${tokens} टोकन`,
    needsMethod: 'पैसे निकालने से पहले भुगतान का तरीका में एक UPI ID सेव करें।',
    none: 'आपने अभी तक कोई कैशबैक नहीं निकाला है।',
    method: 'भुगतान का तरीका',
    upiLabel: 'UPI आईडी',
    currentPassword: 'मौजूदा पासवर्ड',
    save: 'UPI ID सेव करें',
    inForce: (upiId: string) => `भुगतान ${upiId} पर जाते हैं।`,
    saved: 'आपकी UPI ID सेव हो गई है। अब आप इसमें पैसे निकाल सकते हैं।',
    form: 'पैसे निकालें',
    amount: 'रकम (₹)',
    withdraw: (rupees: number) => `₹${rupees} निकालें`,
    minimum: 'कम से कम ₹50 निकाले जा सकते हैं।',
    held: (upiId: string, rupees: number) => `${upiId} पर आपके ₹${rupees} के भुगतान की भेजने से पहले जाँच होगी`,
    list: 'आपके भुगतान',
    statusHeld: 'जाँच के लिए रुका है',
    openHeld: 'आपके पिछले भुगतान की जाँच हो रही है।',
  },
  te: {
    name: 'Telugu',
    heading: 'క్యాష్‌బ్యాక్ తీసుకోండి',
    available: (tokens: number) => `${tokens} టోకెన్లు`,
    needsMethod: 'డబ్బు తీసుకునే ముందు చెల్లింపు పద్ధతిలో ఒక UPI IDని సేవ్ చేయండి.',
    none: 'మీరు ఇంకా క్యాష్‌బ్యాక్ ఏదీ తీసుకోలేదు.',
    method: 'చెల్లింపు పద్ధతి',
    upiLabel: 'UPI ఐడీ',
    currentPassword: 'ప్రస్తుత పాస్‌వర్డ్',
    save: 'UPI ID సేవ్ చేయండి',
    inForce: (upiId: string) => `చెల్లింపులు ${upiId}కి వెళ్తాయి.`,
    saved: 'మీ UPI ID సేవ్ అయింది. ఇప్పుడు మీరు దానికి డబ్బు తీసుకోవచ్చు.',
    form: 'డబ్బు తీసుకోండి',
    amount: 'మొత్తం (₹)',
    withdraw: (rupees: number) => `₹${rupees} తీసుకోండి`,
    minimum: 'కనీసం ₹50 తీసుకోవాలి.',
    held: (upiId: string, rupees: number) => `${upiId}కి మీ ₹${rupees} చెల్లింపు పంపే ముందు తనిఖీ చేయబడుతుంది`,
    list: 'మీ చెల్లింపులు',
    statusHeld: 'తనిఖీ కోసం ఆపబడింది',
    openHeld: 'మీ చివరి చెల్లింపు తనిఖీలో ఉంది.',
  },
} as const;

for (const [locale, says] of Object.entries(WITHDRAW_TEXTS)) {
  test(`the Withdraw journey in ${says.name}: a UPI ID, a withdrawal held for review, the payout listed`, async ({
    browser,
    axe,
  }) => {
    test.setTimeout(180_000);
    const shopper = await freshShopper(browser);
    const me = shopper.page;
    await giveConfirmedCashback(browser, shopper.username, 12_000);
    const upiId = `${shopper.username.replace('_', '.')}@okaxis`;

    await me.setViewportSize({ width: 390, height: 844 });
    await me.goto(`/${locale}/withdraw`);
    await expect(me.locator('html')).toHaveAttribute('lang', `${locale}-IN`);
    await expect(me.getByRole('heading', { level: 1, name: says.heading })).toBeVisible();
    await expect(me.getByTestId('payouts-available')).toHaveText(
      `${says.available(600)} (${formatPaise(60_000)})`,
    );
    await expect(me.getByTestId('withdraw-blocked')).toHaveText(says.needsMethod);
    await expect(me.getByText(says.none)).toBeVisible();
    await axe(me);

    const method = me.getByRole('region', { name: says.method });
    const methodForm = method.getByRole('form', { name: says.method });
    await methodForm.getByRole('textbox', { name: says.upiLabel }).fill(upiId);
    await methodForm.getByRole('textbox', { name: says.currentPassword }).fill(shopper.password);
    await methodForm.getByRole('button', { name: says.save }).click();
    await expect(me.getByTestId('payout-method-current')).toHaveText(says.inForce(upiId));
    await expect(method.getByRole('status')).toHaveText(says.saved);

    const form = me.getByRole('form', { name: says.form });
    const amount = form.getByRole('textbox', { name: says.amount });
    await expect(amount).toHaveValue('600');
    await amount.fill('10');
    await form.getByRole('button', { name: says.withdraw(10) }).click();
    await expect(me.getByText(says.minimum).last()).toBeVisible();
    await amount.fill('350');
    await form.getByRole('button', { name: says.withdraw(350) }).click();
    await expect(me.getByRole('status').filter({ hasText: says.held(upiId, 350) })).toBeVisible();
    const row = me.getByRole('table', { name: says.list }).getByRole('row').filter({ hasText: '₹350' });
    await expect(row).toContainText(says.statusHeld);
    await expect(me.getByTestId('withdraw-blocked')).toContainText(says.openHeld);
    await expect(me.getByTestId('payouts-available')).toHaveText(
      `${says.available(250)} (${formatPaise(25_000)})`,
    );
    await axe(me);
    expect(await me.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await me.screenshot({ path: test.info().outputPath(`withdraw-${locale}-390.png`), fullPage: true });
    await shopper.context.close();
  });
}
