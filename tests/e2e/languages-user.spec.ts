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

test('the Withdraw journey in Hindi: a UPI ID, a withdrawal held for review, the payout listed', async ({
  browser,
  axe,
}) => {
  test.setTimeout(180_000);
  const shopper = await freshShopper(browser);
  const me = shopper.page;
  await giveConfirmedCashback(browser, shopper.username, 12_000);
  const upiId = `${shopper.username.replace('_', '.')}@okaxis`;

  await me.setViewportSize({ width: 390, height: 844 });
  await me.goto('/hi/withdraw');
  await expect(me.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(me.getByRole('heading', { level: 1, name: 'कैशबैक निकालें' })).toBeVisible();
  await expect(me.getByTestId('payouts-available')).toHaveText(`600 टोकन (${formatPaise(60_000)})`);
  await expect(me.getByTestId('withdraw-blocked')).toHaveText(
    'पैसे निकालने से पहले भुगतान का तरीका में एक UPI ID सेव करें।',
  );
  await expect(me.getByText('आपने अभी तक कोई कैशबैक नहीं निकाला है।')).toBeVisible();
  await axe(me);

  const method = me.getByRole('region', { name: 'भुगतान का तरीका' });
  const methodForm = method.getByRole('form', { name: 'भुगतान का तरीका' });
  await methodForm.getByRole('textbox', { name: 'UPI आईडी' }).fill(upiId);
  await methodForm.getByRole('textbox', { name: 'मौजूदा पासवर्ड' }).fill(shopper.password);
  await methodForm.getByRole('button', { name: 'UPI ID सेव करें' }).click();
  await expect(me.getByTestId('payout-method-current')).toHaveText(`भुगतान ${upiId} पर जाते हैं।`);

  const form = me.getByRole('form', { name: 'पैसे निकालें' });
  const amount = form.getByRole('textbox', { name: 'रकम (₹)' });
  await expect(amount).toHaveValue('600');
  await amount.fill('10');
  await form.getByRole('button', { name: '₹10 निकालें' }).click();
  await expect(me.getByText('कम से कम ₹50 निकाले जा सकते हैं।').last()).toBeVisible();
  await amount.fill('350');
  await form.getByRole('button', { name: '₹350 निकालें' }).click();
  await expect(
    me.getByRole('status').filter({ hasText: `${upiId} पर आपके ₹350 के भुगतान की भेजने से पहले जाँच होगी` }),
  ).toBeVisible();
  const row = me.getByRole('table', { name: 'आपके भुगतान' }).getByRole('row').filter({ hasText: '₹350' });
  await expect(row).toContainText('जाँच के लिए रुका है');
  await expect(me.getByTestId('withdraw-blocked')).toContainText('आपके पिछले भुगतान की जाँच हो रही है।');
  await expect(me.getByTestId('payouts-available')).toHaveText(`250 टोकन (${formatPaise(25_000)})`);
  await axe(me);
  expect(await me.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await me.screenshot({ path: test.info().outputPath('withdraw-hi-390.png'), fullPage: true });
  await shopper.context.close();
});
