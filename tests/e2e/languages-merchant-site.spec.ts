import { signInAsDemoMerchant } from './demo-user.ts';
import { signInAsFreshMerchant } from './fresh-merchant.ts';
import { expect, test } from './fixtures.ts';
import { hydrated } from './islands.ts';

/**
 * The merchant dashboard's Account Information, Review, Referral and Site creation tabs, and the
 * /merchantpage and /ownesite pages, in Hindi and Telugu (issue 26, decision 0084). The demo merchant's
 * own language is left alone: /hi/… and /te/… addresses say the language.
 */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('the Hindi dashboard: Account Information, Review, Referral and Site creation in Hindi', async ({
  page,
  axe,
}) => {
  test.setTimeout(120_000);
  await signInAsDemoMerchant(page);

  // Account Information: the account, the figures with their period switch, the votes and the activity.
  await page.goto('/hi/merchant/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { name: 'आपका खाता', exact: true })).toBeVisible();
  await expect(page.getByText('पासवर्ड', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आपके आँकड़े', exact: true })).toBeVisible();
  const period = page.getByRole('navigation', { name: 'अवधि' });
  await expect(period.getByRole('link', { name: '7 दिन' })).toHaveAttribute(
    'href',
    '/hi/merchant/dashboard?tab=account&days=7',
  );
  await expect(page.getByTestId('figures-period')).toContainText('पिछले 30 दिन');
  await expect(page.getByTestId('card-views')).toContainText('कूपन कार्ड खोले गए');
  await expect(page.getByTestId('stat-live-coupons')).toContainText('लाइव कूपन');
  await expect(page.getByRole('heading', { name: 'कूपन फ़नल', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ग्राहकों के वोट (30 दिन)', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'हाल की गतिविधि', exact: true })).toBeVisible();
  await expect(page.getByText('आँकड़े टेबल में देखें')).toBeVisible();
  await expect(page.getByText('Your figures')).toHaveCount(0);
  await axe();

  // Review: the summary or the empty note, in Hindi.
  await page.goto('/hi/merchant/dashboard?tab=review');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByText(/^(औसत रेटिंग|कोई रिव्यू नहीं मिला।)$/).first()).toBeVisible();
  await expect(page.getByText('No reviews found.')).toHaveCount(0);
  await expect(page.getByText('Average rating')).toHaveCount(0);
  await axe();

  // Referral: the intro and the share island's labels.
  await page.goto('/hi/merchant/dashboard?tab=referral');
  await expect(page.getByText('दूसरे व्यापारियों को DealSphere पर बुलाएँ', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'आपका इनवाइट लिंक' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'WhatsApp पर इनवाइट भेजें' })).toBeVisible();
  await axe();

  // /merchant/refer: the same share box, in Hindi too.
  await page.goto('/hi/merchant/refer');
  await expect(page.getByRole('textbox', { name: 'आपका इनवाइट लिंक' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'WhatsApp पर इनवाइट भेजें' })).toBeVisible();
  // The browser-side check of the friend's number speaks Hindi too (decision 0104).
  await hydrated(page, 'ReferralShare');
  await page.getByRole('textbox', { name: 'दोस्त का मोबाइल नंबर' }).fill('12345');
  await page.getByRole('button', { name: 'WhatsApp पर इनवाइट भेजें' }).click();
  await expect(page.getByText('कृपया सही 10 अंकों का भारतीय मोबाइल नंबर डालें।')).toBeVisible();
  await axe();

  // Site creation: the choice, then the own-site form with its checks and its success, in Hindi.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/hi/merchant/dashboard?tab=site');
  await hydrated(page, 'SiteCreation');
  await expect(page.getByText('अपनी वेबसाइट से बेचें', { exact: false })).toBeVisible();
  const choice = page.getByRole('group', { name: 'आप ऑनलाइन कैसे बेचना चाहेंगे?' });
  await choice.getByRole('radio', { name: 'व्यापारी की अपनी साइट का URL' }).check();
  const urlForm = page.getByRole('form', { name: 'स्टोर URL' });
  const save = urlForm.getByRole('button', { name: 'स्टोर URL सेव करें' });
  await expect(save).toBeEnabled();
  await urlForm.getByRole('textbox', { name: 'स्टोर का नाम' }).fill('');
  await urlForm.getByRole('textbox', { name: 'पेज का नाम (slug)' }).fill('-x');
  await urlForm.getByRole('textbox', { name: 'आपकी साइट का URL' }).fill('ftp://charminar.example.in');
  await save.click();
  await expect(urlForm.getByText('यह जानकारी ज़रूरी है')).toBeVisible();
  await expect(urlForm.getByText('कृपया http:// या https:// से शुरू होने वाला वेब पता लिखें')).toBeVisible();
  await expect(urlForm.getByText(/^3 से 40 तक छोटे अंग्रेज़ी अक्षर/).first()).toBeVisible();
  await expect(urlForm.getByText('This field is required')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('merchant-site-hi.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axe();
});

// The forms' journeys save data: a merchant of its own, so the demo merchant's site stays as the English
// specs expect it (no store URL saved by this spec).
test('a merchant saves a store URL and adds a category through the Hindi Site creation forms', async ({
  page,
  axe,
}) => {
  test.setTimeout(120_000);
  await signInAsFreshMerchant(page);
  await page.goto('/hi/merchant/dashboard?tab=site');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await hydrated(page, 'SiteCreation');
  const choice = page.getByRole('group', { name: 'आप ऑनलाइन कैसे बेचना चाहेंगे?' });
  await choice.getByRole('radio', { name: 'व्यापारी की अपनी साइट का URL' }).check();
  const urlForm = page.getByRole('form', { name: 'स्टोर URL' });
  const save = urlForm.getByRole('button', { name: 'स्टोर URL सेव करें' });
  await expect(save).toBeEnabled();
  await expect(page.getByRole('form', { name: 'साइट पढ़ने की अनुमति' })).toHaveCount(0);
  await urlForm.getByRole('textbox', { name: 'स्टोर का नाम' }).fill('चारमीनार धागे');
  await urlForm.getByRole('textbox', { name: 'पेज का नाम (slug)' }).fill(`charminar-hi-${unique()}`);
  await urlForm.getByRole('textbox', { name: 'आपकी साइट का URL' }).fill('charminar.example.in/shop');
  await save.click();
  await expect(urlForm.getByRole('status')).toHaveText('स्टोर URL सफलतापूर्वक अपलोड हो गया!');
  const permission = page.getByRole('form', { name: 'साइट पढ़ने की अनुमति' });
  await expect(permission.getByRole('textbox', { name: 'नोट' })).toBeVisible();
  await expect(permission.getByRole('button', { name: 'अनुमति दें' })).toBeVisible();
  await permission.getByRole('button', { name: 'अनुमति दें' }).click();
  await expect(permission.getByText('यह अनुमति देने के लिए हमें अपनी साइट पढ़ने दें।')).toBeVisible();
  await axe();

  // The storefront side: its panels, and a category added through the Hindi form.
  await choice.getByRole('radio', { name: 'अपनी साइट बनाएँ' }).check();
  await expect(page.getByText('स्टोर की जानकारी अपलोड करें')).toBeVisible();
  await expect(page.getByRole('form', { name: 'स्टोर की जानकारी' })).toBeVisible();
  await page.getByText('कैटेगरी जोड़ें', { exact: true }).first().click();
  const categoryForm = page.getByRole('form', { name: 'कैटेगरी जोड़ें' });
  await categoryForm.getByRole('textbox', { name: 'कैटेगरी का नाम' }).fill(`साड़ियाँ ${unique()}`);
  await categoryForm.getByRole('button', { name: 'कैटेगरी जोड़ें' }).click();
  await expect(categoryForm.getByRole('status')).toHaveText('सफलतापूर्वक अपलोड हो गया!');
  // The category list: its heading, the new category's count and its buttons, in Hindi.
  const categories = page.getByRole('list', { name: 'आपकी कैटेगरी' });
  await expect(categories.getByText(/\(0 प्रोडक्ट\)/).first()).toBeVisible();
  await expect(categories.getByRole('button', { name: /^साड़ियाँ .* का नाम बदलें$/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आपके प्रोडक्ट', exact: true })).toBeVisible();
  await page.getByText('नए प्रोडक्ट जोड़ें', { exact: true }).click();
  const productForm = page.getByRole('form', { name: 'प्रोडक्ट जोड़ें' });
  await expect(productForm.getByRole('textbox', { name: 'कीमत (₹)' })).toBeVisible();
  await productForm.getByRole('button', { name: 'प्रोडक्ट जोड़ें' }).click();
  await expect(productForm.getByText('कृपया एक इमेज चुनें')).toBeVisible();
  await expect(page.getByRole('link', { name: 'मेरी ऑनलाइन दुकान देखें' }).last()).toHaveAttribute(
    'href',
    /^\/hi\/merchantproductsite\//,
  );
  await axe();
});

test('the Telugu dashboard tabs, and /te/merchantpage and /te/ownesite, in Telugu', async ({ page, axe }) => {
  test.setTimeout(120_000);
  await signInAsDemoMerchant(page);

  await page.goto('/te/merchant/dashboard?tab=account&days=7');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(page.getByRole('heading', { name: 'మీ ఖాతా', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'మీ గణాంకాలు', exact: true })).toBeVisible();
  await expect(page.getByTestId('figures-period')).toContainText('గత 7 రోజులు');
  await expect(page.getByRole('link', { name: '7 రోజులు' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'ఇటీవలి కార్యకలాపాలు', exact: true })).toBeVisible();
  await axe();

  await page.goto('/te/merchant/dashboard?tab=review');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(page.getByText(/^(సగటు రేటింగ్|రివ్యూలు ఏవీ లేవు\.)$/).first()).toBeVisible();
  await axe();

  await page.goto('/te/merchant/dashboard?tab=referral');
  await expect(page.getByRole('textbox', { name: 'మీ ఆహ్వాన లింక్' })).toBeVisible();
  await axe();

  await page.goto('/te/merchant/dashboard?tab=site');
  await hydrated(page, 'SiteCreation');
  const choice = page.getByRole('group', { name: 'మీరు ఆన్‌లైన్‌లో ఎలా అమ్మాలనుకుంటున్నారు?' });
  await choice.getByRole('radio', { name: 'మీ సొంత సైట్ తయారు చేయండి' }).check();
  await expect(page.getByText('స్టోర్ వివరాలు అప్‌లోడ్ చేయండి')).toBeVisible();
  const store = page.getByRole('form', { name: 'స్టోర్ వివరాలు' });
  await expect(store.getByRole('textbox', { name: 'స్టోర్ పేరు' })).toBeVisible();
  await expect(store.getByRole('button', { name: 'స్టోర్ వివరాలు సేవ్ చేయండి' })).toBeVisible();
  await axe();

  // The standalone pages: their title, the forms and the way back, in Telugu.
  await page.goto('/te/merchantpage');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'సైట్ తయారీ' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'మీరు ఆన్‌లైన్‌లో ఎలా అమ్మాలనుకుంటున్నారు?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'డాష్‌బోర్డ్‌కు తిరిగి వెళ్ళండి' })).toHaveAttribute(
    'href',
    '/te/merchant/dashboard?tab=site',
  );
  await axe();

  await page.goto('/te/ownesite');
  await expect(page.getByRole('heading', { level: 1, name: 'మీ సొంత సైట్' })).toBeVisible();
  await hydrated(page, 'SiteCreation');
  const urlForm = page.getByRole('form', { name: 'స్టోర్ URL' });
  await expect(urlForm.getByRole('textbox', { name: 'మీ సైట్ URL' })).toBeVisible();
  await expect(urlForm.getByRole('button', { name: 'స్టోర్ URL సేవ్ చేయండి' })).toBeEnabled();
  await axe();
});

// The CSV catalogue import panel (issue 26): its texts and its checks in Hindi and Telugu; nothing is
// uploaded, so the demo merchant's catalogue stays as the English specs expect it.
test('the catalogue import panel in Site creation, in Hindi and Telugu', async ({ page, axe }) => {
  test.setTimeout(120_000);
  await signInAsDemoMerchant(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/hi/merchant/dashboard?tab=site');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await hydrated(page, 'SiteCreation');
  await page.getByRole('radio', { name: 'अपनी साइट बनाएँ' }).check();
  await page.getByText('कई प्रोडक्ट एक साथ अपलोड करें (CSV)', { exact: true }).click();
  const section = page.getByRole('region', { name: 'कई प्रोडक्ट अपलोड करें (CSV और इमेज की zip)' });
  await expect(section.getByRole('link', { name: 'टेम्पलेट डाउनलोड करें (CSV)' })).toBeVisible();
  await expect(section.getByText('1,000 पंक्तियों और 1 MB तक।')).toBeVisible();
  await expect(section.getByLabel('CSV फ़ाइल')).toBeAttached();
  await expect(section.getByLabel('इमेज की zip')).toBeAttached();
  await section.getByRole('button', { name: 'फ़ाइलें जाँचें' }).click();
  await expect(section.getByText('CSV फ़ाइल चुनें।')).toBeVisible();
  await expect(section.getByText('इमेज की zip फ़ाइल चुनें।')).toBeVisible();
  await expect(section.getByText('Choose the CSV file.')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('catalogue-import-hi.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axe();

  await page.goto('/te/merchant/dashboard?tab=site');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
  await hydrated(page, 'SiteCreation');
  await page.getByRole('radio', { name: 'మీ సొంత సైట్ తయారు చేయండి' }).check();
  await page.getByText('చాలా ప్రోడక్ట్‌లు ఒకేసారి అప్‌లోడ్ చేయండి (CSV)', { exact: true }).click();
  const teSection = page.getByRole('region', { name: 'చాలా ప్రోడక్ట్‌లు అప్‌లోడ్ చేయండి (CSV, ఇమేజ్‌ల zip)' });
  await teSection.getByRole('button', { name: 'ఫైళ్లను తనిఖీ చేయండి' }).click();
  await expect(teSection.getByText('CSV ఫైల్ ఎంచుకోండి.')).toBeVisible();
  await axe();
});

test('the merchant’s Settings tab reads in Hindi at /hi/ and stays English at the English address', async ({
  page,
  axe,
}) => {
  await signInAsDemoMerchant(page);
  await page.goto('/hi/merchant/dashboard?tab=settings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  for (const heading of ['नाम', 'मोबाइल नंबर', 'ईमेल पता', 'पासवर्ड', 'आपका डेटा']) {
    await expect(page.getByRole('heading', { level: 3, name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'मेरा डेटा डाउनलोड करें' })).toBeVisible();
  await axe();
  await page.goto('/merchant/dashboard?tab=settings');
  await expect(page.getByRole('heading', { level: 3, name: 'Mobile number', exact: true })).toBeVisible();
});
