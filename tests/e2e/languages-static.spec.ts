import { expect, test } from './fixtures.ts';
import { signInThroughApi } from './demo-user.ts';

/**
 * The static and notice pages in Hindi and Telugu (issue 26): /hi/… and /te/… show the page's own heading
 * and text in that language, say so in <html lang>, name their own address as canonical and pass axe on
 * a phone. The English pages are covered, unchanged, by layout-and-static.spec.ts.
 */
const PAGES = [
  {
    path: '/aboutus',
    hi: { heading: 'DealSphere के बारे में', text: /पूरे भारत के स्टोर के कूपन/ },
    te: { heading: 'DealSphere గురించి', text: /భారతదేశం అంతటా ఉన్న స్టోర్‌ల కూపన్లు/ },
  },
  {
    path: '/careers',
    hi: { heading: 'DealSphere में करियर', text: /हैदराबाद की एक छोटी टीम/ },
    te: { heading: 'DealSphereలో కెరీర్స్', text: /హైదరాబాద్‌లోని ఒక చిన్న టీమ్/ },
  },
  {
    path: '/contactus',
    hi: { heading: 'संपर्क करें', text: /दो कामकाजी दिनों में जवाब/ },
    te: { heading: 'మమ్మల్ని సంప్రదించండి', text: /రెండు పని దినాల్లో జవాబు/ },
  },
  {
    path: '/faqs',
    hi: { heading: 'अक्सर पूछे जाने वाले सवाल', text: /जवाब देखने के लिए सवाल पर टैप करें/ },
    te: { heading: 'తరచుగా అడిగే ప్రశ్నలు', text: /జవాబు చూడటానికి ప్రశ్నను నొక్కండి/ },
  },
  {
    path: '/privacypolicy',
    hi: { heading: 'प्राइवेसी पॉलिसी', text: /हम आपका निजी डेटा कभी नहीं बेचते/ },
    te: { heading: 'ప్రైవసీ పాలసీ', text: /మీ వ్యక్తిగత డేటాను మేము ఎప్పుడూ అమ్మము/ },
  },
  {
    path: '/terms-service',
    hi: { heading: 'उपयोग की शर्तें', text: /इन शर्तों पर भारत के कानून लागू होते हैं/ },
    te: { heading: 'వినియోగ నియమాలు', text: /ఈ నియమాలకు భారతదేశ చట్టాలు వర్తిస్తాయి/ },
  },
] as const;

const TAG = { hi: 'hi-IN', te: 'te-IN' } as const;
const SCRIPT = { hi: /[\u0900-\u097F]/, te: /[\u0C00-\u0C7F]/ } as const;

test.use({ viewport: { width: 390, height: 844 } });

test.describe('static pages in Hindi and Telugu', () => {
  for (const page of PAGES) {
    for (const locale of ['hi', 'te'] as const) {
      const address = `/${locale}${page.path}`;
      test(`${address} is in its language, names itself canonical and passes axe`, async ({
        page: tab,
        axe,
      }) => {
        await tab.goto(address);
        await expect(tab.locator('html')).toHaveAttribute('lang', TAG[locale]);
        await expect(tab.getByRole('heading', { level: 1, name: page[locale].heading })).toBeVisible();
        await expect(
          tab.getByRole('article').locator('p', { hasText: page[locale].text }).first(),
        ).toBeVisible();
        await expect(tab).toHaveTitle(SCRIPT[locale]);
        await expect(tab.locator('meta[name="description"]')).toHaveAttribute('content', SCRIPT[locale]);
        await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`^https?://[^/]+/${locale}${page.path}$`),
        );
        // The breadcrumb goes home in the same language.
        const crumb = tab.getByRole('article').locator('xpath=preceding-sibling::nav//a');
        await expect(crumb).toHaveAttribute('href', `/${locale}/`);
        await expect(crumb).toHaveText(SCRIPT[locale]);
        // Nothing on the page's own content is left in English (brand names, emails and codes aside).
        const sentences = await tab.getByRole('article').locator('h2, p, li, summary').allInnerTexts();
        const english = sentences.filter((text) => /\b(the|and|you|your|we|our)\b/i.test(text));
        expect(english).toEqual([]);
        await axe();
      });
    }
  }

  test('the FAQs open in Hindi and link to Hindi pages', async ({ page }) => {
    await page.goto('/hi/faqs');
    const registration = page.locator('details', { hasText: 'मैं रजिस्टर कैसे करूँ?' });
    await registration.locator('summary').click();
    await expect(registration.getByText(/वेरिफ़िकेशन लिंक/)).toBeVisible();
    await expect(page.locator('#main').getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toHaveAttribute(
      'href',
      '/hi/privacypolicy',
    );
    await expect(page.locator('#main').getByRole('link', { name: 'यह कैसे काम करता है' })).toHaveAttribute(
      'href',
      '/hi/terms-service#how-it-works',
    );
  });

  test('the Telugu terms keep 13 numbered sections and their anchors', async ({ page }) => {
    await page.goto('/te/terms-service');
    const sections = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(sections).toHaveCount(13);
    for (let n = 1; n <= 13; n++) await expect(sections.nth(n - 1)).toHaveText(new RegExp(`^${n}\\. `));
    await expect(page.locator('#how-it-works')).toHaveText('4. ఇది ఎలా పని చేస్తుంది');
    await expect(page.getByRole('link', { name: 'రాని క్యాష్‌బ్యాక్' })).toHaveAttribute(
      'href',
      '/te/missing-cashback',
    );
  });

  test('the Hindi careers page keeps the apply-by-email links', async ({ page }) => {
    await page.goto('/hi/careers');
    const apply = page.getByRole('link', { name: /ईमेल से आवेदन करें.*सपोर्ट एग्ज़ीक्यूटिव/ });
    await expect(apply).toHaveAttribute(
      'href',
      `mailto:careers@dealsphere.in?subject=${encodeURIComponent('आवेदन: सपोर्ट एग्ज़ीक्यूटिव')}`,
    );
  });
});

test.describe('the contact form in Hindi', () => {
  test('shows Hindi validation messages, then sends and says so in Hindi', async ({ page, axe }) => {
    await page.goto('/hi/contactus');
    const form = page.getByRole('form', { name: 'संपर्क फ़ॉर्म' });
    const send = form.getByRole('button', { name: 'मैसेज भेजें' });
    await send.click();
    const name = form.getByRole('textbox', { name: 'नाम' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/यह जानकारी भरना ज़रूरी है/);
    await expect(name).toBeFocused();

    await name.fill('अंजलि शर्मा');
    await form.getByRole('textbox', { name: 'ईमेल' }).fill('anjali@example');
    await form.getByRole('textbox', { name: 'संपर्क नंबर' }).fill('98765');
    await form.getByRole('textbox', { name: 'मैसेज' }).fill('मेरा कैशबैक कब आएगा?');
    await send.click();
    await expect(form.getByText('कृपया सही ईमेल पता डालें')).toBeVisible();
    await expect(form.getByText('मोबाइल नंबर में ठीक 10 अंक होने चाहिए, सिर्फ़ नंबर')).toBeVisible();
    await axe();

    await form.getByRole('textbox', { name: 'ईमेल' }).fill('anjali@example.in');
    await form
      .getByRole('textbox', { name: 'संपर्क नंबर' })
      .fill(`9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/Contact/Submit'));
    await send.click();
    expect((await sent).status()).toBe(201);
    await expect(form.getByRole('status')).toHaveText('मैसेज भेज दिया गया!');
    await expect(name).toHaveValue('');
  });
});

test.describe('notices in Hindi and Telugu', () => {
  // Chromium logs the page's own 404 status as a console error.
  test.use({ expectedConsoleErrors: /status of 404/ });

  test('/hi/no-such-page is a Hindi 404 with Hindi links', async ({ page, axe }) => {
    const response = await page.goto('/hi/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeVisible();
    await expect(page).toHaveTitle('पेज नहीं मिला | DealSphere');
    const main = page.getByRole('main');
    await expect(main.getByText(/माफ़ करें, हमें यह पेज नहीं मिला/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/hi/');
    await expect(main.getByRole('link', { name: 'कैटेगरी देखें' })).toHaveAttribute('href', '/hi/categories');
    await axe();
  });

  test('/te/no/such/page is a Telugu 404', async ({ page }) => {
    const response = await page.goto('/te/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    await expect(page).toHaveTitle('పేజీ కనబడలేదు | DealSphere');
    await expect(page.getByRole('heading', { level: 1, name: 'పేజీ కనబడలేదు' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'హోమ్ పేజీకి వెళ్ళండి' })).toHaveAttribute(
      'href',
      '/te/',
    );
  });
});

test.describe('access denied in Hindi', () => {
  // The notice is answered with the status 403, which Chromium logs.
  test.use({ expectedConsoleErrors: /status of 403/ });

  test('a shopper at /hi/permission is told in Hindi that the page is for merchants', async ({
    page,
    axe,
  }) => {
    await signInThroughApi(page.request, 'user');
    await page.goto('/hi/permission');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page).toHaveTitle(/अपनी साइट पढ़ने की अनुमति दें/);
    await expect(page.getByRole('heading', { level: 1, name: 'इस पेज की अनुमति नहीं है' })).toBeVisible();
    await expect(page.getByText('यह पेज व्यापारियों के लिए है। आपने ग्राहक के रूप में लॉग इन किया है।')).toBeVisible();
    await expect(page.getByRole('link', { name: 'अपने डैशबोर्ड पर जाएँ' })).toHaveAttribute(
      'href',
      '/hi/user/dashboard',
    );
    await axe();
  });
});
