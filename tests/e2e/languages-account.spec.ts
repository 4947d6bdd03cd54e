import { expect, test } from './fixtures.ts';

/**
 * Issue 26: the account pages and forms in Hindi and Telugu. The English journeys stay in
 * accounts.spec.ts, account-email.spec.ts, sign-in-return.spec.ts and sign-up-notice.spec.ts.
 */

/** Names that no other run or test has used (the sign-in throttle locks a name after failures). */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobileNumber = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

test('a shopper signs up in Hindi, lands on the Hindi sign-in page and signs in there', async ({ page }) => {
  const username = `hi${unique()}`;
  const password = 'Shopper#2025';

  await page.goto('/hi/userSignup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { name: 'यूज़र साइन अप' })).toBeVisible();
  const signup = page.getByRole('form', { name: 'यूज़र साइन अप' });
  await signup.getByRole('textbox', { name: 'यूज़र नेम', exact: true }).fill(username);
  await signup.getByRole('textbox', { name: 'ईमेल', exact: true }).fill(`${username}@example.com`);
  await signup.getByRole('textbox', { name: 'मोबाइल नंबर', exact: true }).fill(mobileNumber());
  await signup.getByRole('textbox', { name: 'पासवर्ड', exact: true }).fill(password);
  // The terms sentence in Hindi word order, its links to the Hindi pages.
  await expect(signup.getByRole('link', { name: 'इस्तेमाल की शर्तें' })).toHaveAttribute(
    'href',
    '/hi/terms-service',
  );
  await signup.getByLabel(/से सहमत हूँ/).check();
  await signup.getByRole('button', { name: 'साइन अप करें' }).click();
  await expect(page.getByText('यूज़र साइन अप हो गया!')).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/UserSignin$/);

  await expect(page.getByRole('heading', { name: 'यूज़र लॉग इन' })).toBeVisible();
  // The sign-up's notice, in Hindi, with the masked address.
  await expect(page.getByTestId('signed-up-notice')).toContainText('अपना ईमेल देखें');
  await expect(page.getByTestId('signed-up-notice')).toContainText(`${username[0]}…@example.com`);
  const signin = page.getByRole('form', { name: 'यूज़र लॉग इन' });
  await expect(signin.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute(
    'href',
    '/hi/forgot-password',
  );
  await signin.getByRole('textbox', { name: 'यूज़र नेम या ईमेल', exact: true }).fill(username);
  await signin.getByRole('textbox', { name: 'पासवर्ड', exact: true }).fill(password);
  await signin.getByRole('button', { name: 'लॉग इन करें' }).click();
  await expect(page.getByText('लॉग इन हो गया!')).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/$/);
});

test('a Hindi sign-up page reached with ?next= passes it on, and its sign-in returns there', async ({
  page,
}) => {
  await page.goto('/hi/userSignup?next=%2Fhi%2Fstores');
  await expect(page.getByRole('link', { name: 'यूज़र के तौर पर लॉग इन करें' })).toHaveAttribute(
    'href',
    '/hi/UserSignin?next=%2Fhi%2Fstores',
  );

  const username = `hn${unique()}`;
  const password = 'Shopper#2025';
  const signUp = await page.request.post('/api/UserDetail1/register', {
    headers: { Origin: test.info().project.use.baseURL ?? '' },
    data: { username, email: `${username}@example.com`, mobileNumber: mobileNumber(), password },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await page.getByRole('link', { name: 'यूज़र के तौर पर लॉग इन करें' }).click();
  const signin = page.getByRole('form', { name: 'यूज़र लॉग इन' });
  await signin.getByRole('textbox', { name: 'यूज़र नेम या ईमेल', exact: true }).fill(username);
  await signin.getByRole('textbox', { name: 'पासवर्ड', exact: true }).fill(password);
  await signin.getByRole('button', { name: 'लॉग इन करें' }).click();
  await expect(page).toHaveURL(/\/hi\/stores$/);
});

test('the Telugu sign-in and sign-up forms say what is wrong in Telugu', async ({ page }) => {
  await page.goto('/te/UserSignin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(page.getByRole('heading', { name: 'యూజర్ లాగిన్' })).toBeVisible();
  const signin = page.getByRole('form', { name: 'యూజర్ లాగిన్' });
  const signInButton = signin.getByRole('button', { name: 'లాగిన్ అవ్వండి' });
  await expect(signInButton).toBeEnabled(); // hydrated
  await signInButton.click();
  await expect(signin.getByText('ఈ వివరం తప్పనిసరి')).toHaveCount(2);
  await expect(signin.getByRole('textbox', { name: 'పాస్‌వర్డ్', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByRole('link', { name: 'యూజర్ అకౌంట్ సృష్టించండి' })).toHaveAttribute(
    'href',
    '/te/userSignup',
  );

  await page.goto('/te/userSignup');
  const signup = page.getByRole('form', { name: 'యూజర్ సైన్ అప్' });
  const signUpButton = signup.getByRole('button', { name: 'సైన్ అప్ చేయండి' });
  await expect(signUpButton).toBeEnabled();
  await signup.getByRole('textbox', { name: 'మొబైల్ నంబర్', exact: true }).fill('12345');
  await signUpButton.click();
  await expect(signup.getByText('మొబైల్ నంబర్ సరిగ్గా 10 అంకెలు ఉండాలి, అంకెలు మాత్రమే')).toBeVisible();
  await expect(signup.getByText('దయచేసి నియమాలు, షరతులను అంగీకరించండి')).toBeVisible();
  await expect(signup.getByText('Mobile number must be exactly 10 digits')).toHaveCount(0);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [path, lang, heading] of [
    ['/hi/UserSignin', 'hi-IN', 'यूज़र लॉग इन'],
    ['/te/userSignup', 'te-IN', 'యూజర్ సైన్ అప్'],
    ['/hi/MerchantSignup', 'hi-IN', 'व्यापारी साइन अप'],
    ['/te/forgot-password', 'te-IN', 'పాస్‌వర్డ్ మర్చిపోయారా?'],
  ] as const) {
    test(`${path} is in its language, fits the phone and passes axe`, async ({ page, axe }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('form.account-form button[type="submit"]')).toBeEnabled();
      // Nothing wider than the phone: the longer Devanagari and Telugu words wrap.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // Kept with the run's results, to look at the longer words on a phone.
      await page.screenshot({ path: test.info().outputPath('phone.png'), fullPage: true });
      await axe();
    });
  }
});
