import { smallPng } from '../fixtures/images.ts';
import { signInAsFreshMerchant } from './fresh-merchant.ts';
import { expect, test } from './fixtures.ts';

/**
 * The merchant's dashboard in Hindi and Telugu (issue 26, decision 0084): it follows the account's
 * language at its English address, and /hi/… says Hindi; the coupon form's labels, hints and messages,
 * the slot map and My Offers are in that language, and a coupon is added through the Hindi form.
 */
const origin = () => ({ Origin: test.info().project.use.baseURL ?? '' });
const futureDate = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '/');

test('a merchant who chose Telugu sees the Create Coupons form and the slot map in Telugu', async ({
  page,
  axe,
}) => {
  test.setTimeout(90_000);
  await signInAsFreshMerchant(page);
  const saved = await page.request.put('/api/account/language', {
    headers: origin(),
    data: { language: 'te' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/merchant/dashboard?tab=coupons');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(page.getByRole('heading', { name: 'కూపన్ సృష్టించండి', exact: true })).toBeVisible();
  const form = page.getByRole('form', { name: 'కూపన్ సృష్టించండి' });
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await expect(field('కూపన్ పేరు')).toBeVisible();
  await expect(field('ముగింపు తేదీ')).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'కేటగిరీ', exact: true })).toBeVisible();
  await expect(form.getByRole('radio', { name: 'శాతం (%)' })).toBeChecked();

  // The slot map: its legend, and each slot's name in Telugu.
  const map = form.getByRole('group', { name: /స్లాట్ మ్యాప్/ });
  await expect(map).toBeVisible();
  await expect(map.getByRole('button', { name: /^స్లాట్ 1, / })).toBeVisible();

  // The rules' messages in Telugu, nothing sent.
  await expect(form.getByRole('button', { name: 'కూపన్ జోడించండి' })).toBeEnabled();
  await form.getByRole('button', { name: 'కూపన్ జోడించండి' }).click();
  await expect(field('కూపన్ పేరు')).toHaveAccessibleDescription(/ఈ వివరం తప్పనిసరి$/);
  await expect(form.getByText('This field is required')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'నా ఆఫర్లు', exact: true })).toBeVisible();
  await expect(page.getByText('కూపన్లు ఏవీ లేవు')).toBeVisible();
  await axe();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the Hindi dashboard at /hi/merchant/dashboard: its tabs, and a coupon added through the Hindi form', async ({
  page,
  axe,
}) => {
  test.setTimeout(90_000);
  await signInAsFreshMerchant(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/hi/merchant/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const tab = page.getByRole('link', { name: 'कूपन बनाएँ', exact: true }).first();
  await expect(tab).toHaveAttribute('href', '/hi/merchant/dashboard?tab=coupons');
  await axe();

  await page.goto('/hi/merchant/dashboard?tab=coupons');
  const form = page.getByRole('form', { name: 'नया कूपन बनाएँ' });
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  const select = (label: string) => form.getByRole('combobox', { name: label, exact: true });
  await expect(form.getByRole('button', { name: 'कूपन जोड़ें' })).toBeEnabled();
  await expect(form.getByText('JPG या PNG, 270x255, ज़्यादा से ज़्यादा 2MB')).toBeVisible();

  // A typed date that cannot exist: the message as it is typed.
  await field('खत्म होने की तारीख').pressSequentially('2030/02/30');
  await expect(form.getByText('लिखी गई तारीख सही नहीं है')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('merchant-coupons-hi.png'), fullPage: true });
  await axe();

  const name = `दिवाली सेल ${Date.now()}`;
  await field('कूपन का नाम').fill(name);
  await field('कूपन कोड').fill('DIWALI30');
  await field('खत्म होने की तारीख').fill(futureDate(20));
  await field('नियम और शर्तें').fill('हर खाते पर एक बार।');
  await form.getByLabel('विज्ञापन की इमेज').setInputFiles({
    name: 'ad.png',
    mimeType: 'image/png',
    buffer: Buffer.from(await smallPng()),
  });
  await field('शीर्षक').fill('कुर्तों पर 30% की छूट');
  await field('विवरण').fill('त्योहार के हफ़्ते में कुर्ते और साड़ियाँ 30% छूट पर।');
  await field('प्रतिशत (%)').fill('30');
  await field('माँगा गया स्लॉट नंबर').fill('3');
  await select('कैटेगरी').selectOption({ label: 'फ़ैशन' });
  await expect(select('भाषा')).toHaveValue('hi');
  await field('व्यापारी का URL').fill('shop.example.in/diwali');
  await form.getByRole('button', { name: 'कूपन जोड़ें' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'कूपन जुड़ गया!' })).toBeVisible();

  const offers = page.getByRole('list', { name: 'मेरे ऑफ़र' });
  const item = offers.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(item).toContainText('मंज़ूरी का इंतज़ार (माँगा गया स्लॉट 3)');
  await expect(item).toContainText('माँगा गया स्लॉट 3, मुफ़्त (कोई भी स्लॉट) · फ़ैशन · हिंदी');
  await expect(item.getByRole('button', { name: /^बदलें/ })).toBeVisible();
  await axe();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
