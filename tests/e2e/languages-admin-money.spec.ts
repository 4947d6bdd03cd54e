import type { Page } from '@playwright/test';
import { signInAsAdmin } from './demo-user.ts';
import { expect, test } from './fixtures.ts';
import { hydrated } from './islands.ts';

/**
 * Issue 26: the admin dashboard's money and image screens in Hindi and Telugu, by address
 * (/hi/admin-dashboard?tab=…). The demo administrator's own language is never changed here: every other
 * test reads that dashboard in English.
 */

async function openTab(page: Page, locale: 'hi' | 'te', tab: string, island: string) {
  await page.goto(`/${locale}/admin-dashboard?tab=${tab}`);
  await expect(page.locator('html')).toHaveAttribute('lang', `${locale}-IN`);
  await hydrated(page, island);
}

/** A payment link of an unusual amount, paid through the test provider; answers its amount in rupees. */
async function paidLink(page: Page): Promise<string> {
  const origin = new URL(page.url()).origin;
  const post = (path: string, data: unknown) =>
    page.request.post(path, { data, headers: { Origin: origin } });
  const amount = String(1000 + Math.floor(Math.random() * 8999));
  const link = await post('/api/admin/payment-requests', {
    source: 'seasonal',
    amount,
    mobile: '9876543210',
  });
  expect(link.status()).toBe(201);
  const { id: requestId } = (await link.json()) as { id: string };
  const order = await post('/api/payments/orders', { purpose: 'link', requestId });
  const { orderId } = (await order.json()) as { orderId: string };
  const checkout = await post('/api/payments/test-checkout', { orderId, outcome: 'paid' });
  const signed = (await checkout.json()) as Record<string, string>;
  const verified = await post('/api/payments/verify', {
    orderId,
    paymentId: signed.razorpay_payment_id,
    signature: signed.razorpay_signature,
  });
  expect(verified.status()).toBe(200);
  return amount;
}

test('the image tabs, payment link form and Flash Text read in Hindi, and their forms answer in Hindi', async ({
  page,
  axe,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);

  await openTab(page, 'hi', 'hero-images', 'ImageUploadTab');
  await expect(page.getByRole('heading', { name: 'मुख्य बैनर की तस्वीर अपलोड करें' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'अभी दिख रही मुख्य बैनर की तस्वीरें' })).toBeVisible();
  const upload = page.getByRole('form', { name: 'मुख्य बैनर की तस्वीर अपलोड करें' });
  await expect(upload.getByText('JPG, PNG, WebP या GIF तस्वीर।')).toBeVisible();
  await expect(upload.getByRole('textbox', { name: 'व्यापारी का URL' })).toBeVisible();
  await upload.getByRole('button', { name: 'अपलोड करें' }).click();
  await expect(upload.getByRole('alert').filter({ hasText: 'कृपया एक तस्वीर चुनें' })).toBeVisible();

  await hydrated(page, 'PaymentLinkForm');
  await expect(page.getByRole('heading', { name: 'पेमेंट लिंक' })).toBeVisible();
  const link = page.getByRole('form', { name: 'मुख्य बैनर की तस्वीरें का पेमेंट' });
  await expect(link.getByRole('textbox', { name: 'मोबाइल नंबर' })).toBeVisible();
  await link.getByRole('button', { name: 'पेमेंट पर जाएँ' }).click();
  await expect(link.getByText('कृपया रकम और मोबाइल नंबर डालें').first()).toBeVisible();
  await link.getByRole('textbox', { name: 'रकम (₹)' }).fill('5');
  await link.getByRole('textbox', { name: 'मोबाइल नंबर' }).fill('12345');
  await link.getByRole('button', { name: 'पेमेंट पर जाएँ' }).click();
  await expect(link.getByRole('alert')).toHaveText(
    '10 अंकों का भारतीय मोबाइल नंबर डालें (शुरू में +91, 91 या 0 हो सकता है)।',
  );
  await axe();

  await openTab(page, 'hi', 'card-images', 'ImageUploadTab');
  await expect(page.getByRole('heading', { name: 'प्रोडक्ट विज्ञापन', exact: true })).toBeVisible();
  await expect(page.getByText('1 से 24 तक का कोई स्लॉट।')).toBeVisible();

  await openTab(page, 'hi', 'flash-text', 'FlashTextForm');
  await expect(page.getByRole('heading', { name: 'चलती पट्टी का टेक्स्ट बदलें' })).toBeVisible();
  const flash = page.getByRole('form', { name: 'चलती पट्टी का टेक्स्ट' });
  await expect(flash.getByRole('checkbox', { name: 'चालू' })).toBeChecked();
  await flash.getByRole('button', { name: 'टेक्स्ट सेव करें' }).click();
  await expect(flash.getByRole('alert').filter({ hasText: 'कृपया चलती पट्टी का टेक्स्ट डालें' })).toBeVisible();
  await axe();
});

test('Payments reads in Hindi, and a refund is asked and made in Hindi', async ({ page, axe }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const amount = await paidLink(page);

  await openTab(page, 'hi', 'payments', 'AdminPayments');
  await expect(page.getByRole('heading', { name: 'पेमेंट और पेमेंट लिंक' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'प्रीमियम स्लॉट की कीमतें' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'प्रीमियम स्लॉट की कीमतें' })).toContainText(/स्लॉट 1: ₹/);
  const slotForm = page.getByRole('form', { name: 'स्लॉट की कीमत तय करें' });
  await slotForm.getByRole('button', { name: 'कीमत सेव करें' }).click();
  await expect(slotForm.getByText('1 से 24 तक का कोई स्लॉट चुनें।').first()).toBeVisible();

  const charged = `₹${Number(amount).toLocaleString('en-IN')}`;
  const payments = page.getByRole('table', { name: 'पेमेंट' });
  const row = payments
    .getByRole('row')
    .filter({ has: page.locator('td[data-label="कुल रकम"]', { hasText: charged }) });
  await expect(row.locator('td[data-label="स्थिति"]')).toHaveText('चुकाया गया');
  await expect(row.locator('td[data-label="किस लिए"]')).toHaveText('पेमेंट लिंक');
  // The link's description (the API's 'Seasonal Offers ad — Seasonal Offers') in Hindi: the tab's name.
  await expect(row.locator('td[data-label="विवरण"]')).toHaveText('त्योहार के ऑफ़र विज्ञापन');
  await expect(row.locator('td[data-label="तारीखें"]')).toContainText(/को बना/);
  await row.getByRole('button', { name: 'रिफ़ंड…' }).click();
  const form = row.getByRole('form');
  await form.getByRole('textbox', { name: 'रिफ़ंड की रकम (₹)' }).fill('100');
  await form.getByRole('button', { name: 'रिफ़ंड जाँचें' }).click();
  await expect(form.getByText('रिफ़ंड की वजह लिखें।').first()).toBeVisible();
  await form.getByRole('textbox', { name: 'वजह' }).fill('दो दिन कम दिखा');
  await form.getByRole('button', { name: 'रिफ़ंड जाँचें' }).click();
  const confirm = form.getByRole('alertdialog', { name: 'रिफ़ंड पक्का करें' });
  await expect(confirm).toContainText(`${charged} में से ₹100 भुगतान करने वाले को रिफ़ंड करें?`);
  await expect(confirm).toContainText('वजह: दो दिन कम दिखा');
  await axe();
  await confirm.getByRole('button', { name: 'हाँ, ₹100 रिफ़ंड करें' }).click();
  await expect(row.getByRole('status').filter({ hasText: '₹100 रिफ़ंड हो गया।' })).toBeVisible();
  await expect(row.locator('td[data-label="चुकाया गया"]')).toContainText('(₹100 रिफ़ंड हुआ)');

  // Hindi words are longer than English ones: on a 390 px phone nothing widens the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await row.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('payments-hi-390.png'), fullPage: false });
});

test('Merchant Sales, Payouts and Cashback rates read in Hindi', async ({ page, axe }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);

  await openTab(page, 'hi', 'sales', 'AdminSales');
  await expect(
    page.getByRole('table', { name: 'व्यापारियों की बिक्री' }).or(page.getByText('अभी कोई बिक्री दर्ज नहीं हुई है।')),
  ).toBeVisible();
  await axe();

  await openTab(page, 'hi', 'payouts', 'AdminPayouts');
  const filter = page.getByRole('combobox', { name: 'दिखाएँ' });
  await expect(filter.locator('option:checked')).toHaveText('जाँच के लिए रुका है');
  await filter.selectOption({ label: 'सभी भुगतान' });
  await expect(
    page.getByRole('table', { name: 'भुगतान' }).or(page.getByText('इस स्थिति का कोई भुगतान नहीं है।')),
  ).toBeVisible();
  await axe();

  await openTab(page, 'hi', 'cashback-rates', 'AdminCashbackRates');
  await expect(page.getByRole('heading', { name: 'व्यापारियों की दरों की सीमा' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'सबसे कम दर (%)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'स्टोर', exact: true })).toBeVisible();
  const rates = page.getByRole('table', { name: 'कैशबैक दरें' });
  await expect(rates.or(page.getByText('अभी कोई व्यापारी नहीं है।'))).toBeVisible();
  if (await rates.isVisible()) {
    await expect(rates.locator('a[href^="/hi/stores/"]').first()).toBeVisible();
    await expect(rates.getByRole('button', { name: 'एडमिन की दर लगाएँ' }).first()).toBeVisible();
  }
  await axe();
});

test('the money and image screens read in Telugu at /te/', async ({ page, axe }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);

  await openTab(page, 'te', 'top-coupons-images', 'ImageUploadTab');
  await expect(page.getByRole('heading', { name: 'టాప్ కూపన్ల చిత్రం అప్‌లోడ్ చేయండి' })).toBeVisible();
  const upload = page.getByRole('form', { name: 'టాప్ కూపన్ల చిత్రం అప్‌లోడ్ చేయండి' });
  await upload.getByRole('button', { name: 'అప్‌లోడ్ చేయండి' }).click();
  await expect(
    upload.getByRole('alert').filter({ hasText: 'దయచేసి చిత్రం, స్థానం ఎంచుకుని URL ఇవ్వండి.' }),
  ).toBeVisible();
  await hydrated(page, 'PaymentLinkForm');
  await expect(page.getByRole('form', { name: 'టాప్ కూపన్లు పేమెంట్' })).toBeVisible();
  await axe();

  await openTab(page, 'te', 'payments', 'AdminPayments');
  await expect(page.getByRole('heading', { name: 'పేమెంట్లు, పేమెంట్ లింక్‌లు' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ప్రీమియం స్లాట్ ధరలు' })).toBeVisible();
  await axe();

  await openTab(page, 'te', 'sales', 'AdminSales');
  await expect(
    page.getByRole('table', { name: 'వ్యాపారుల అమ్మకాలు' }).or(page.getByText('ఇంకా ఏ అమ్మకమూ నమోదు కాలేదు.')),
  ).toBeVisible();

  await openTab(page, 'te', 'payouts', 'AdminPayouts');
  await expect(page.getByRole('combobox', { name: 'చూపించు' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'చెల్లింపులు' }).or(page.getByText('ఈ స్థితిలో చెల్లింపులు ఏవీ లేవు.')),
  ).toBeVisible();
  await axe();

  await openTab(page, 'te', 'cashback-rates', 'AdminCashbackRates');
  await expect(page.getByRole('heading', { name: 'వ్యాపారుల రేట్ల పరిమితులు' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'పరిమితులు సేవ్ చేయండి' })).toBeVisible();
  await axe();

  await openTab(page, 'te', 'flash-text', 'FlashTextForm');
  await expect(page.getByRole('heading', { name: 'కదిలే పట్టీ టెక్స్ట్ మార్చండి' })).toBeVisible();
  await expect(page.getByText('ప్రతి పేజీ పైభాగంలో కదులుతుంది.')).toBeVisible();
  await axe();
});
