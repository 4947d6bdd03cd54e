import { expect, test } from './fixtures.ts';
import { hydrated } from './islands.ts';

/**
 * Issue 26's journeys in Telugu, end to end as a new shopper lives them: sign up at /te/userSignup, the
 * verification email in Telugu from the outbox, its link to the Telugu page, sign in, and a coupon's
 * code revealed on /te/. The Hindi journeys are in languages-account, languages-listings, languages-user
 * and languages-shopper.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobileNumber = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

test('a new shopper signs up in Telugu, verifies from a Telugu email, signs in and reveals a code', async ({
  page,
  axe,
}) => {
  test.slow();
  const username = `te${unique()}`;
  const email = `${username}@example.com`;
  const password = 'Shopper#2025';

  // Sign up in Telugu.
  await page.goto('/te/userSignup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(page.getByRole('heading', { name: 'యూజర్ సైన్ అప్' })).toBeVisible();
  const signup = page.getByRole('form', { name: 'యూజర్ సైన్ అప్' });
  await signup.getByRole('textbox', { name: 'యూజర్ నేమ్', exact: true }).fill(username);
  await signup.getByRole('textbox', { name: 'ఈమెయిల్', exact: true }).fill(email);
  await signup.getByRole('textbox', { name: 'మొబైల్ నంబర్', exact: true }).fill(mobileNumber());
  await signup.getByRole('textbox', { name: 'పాస్‌వర్డ్', exact: true }).fill(password);
  await expect(signup.getByRole('link', { name: 'వినియోగ నియమాలు' })).toHaveAttribute('href', '/te/terms-service');
  await signup.getByLabel(/అంగీకరిస్తున్నాను/).check();
  await axe();
  await signup.getByRole('button', { name: 'సైన్ అప్ చేయండి' }).click();
  await expect(page.getByText('యూజర్ సైన్ అప్ పూర్తయింది!')).toBeVisible();
  await expect(page).toHaveURL(/\/te\/UserSignin$/);

  // The verification email is in Telugu, and its link opens the Telugu page.
  await page.goto('/dev/outbox');
  const message = page
    .getByRole('listitem')
    .filter({ has: page.locator('[data-outbox-to]', { hasText: email }) })
    .first();
  await expect(message.getByRole('heading', { name: 'మీ ఈమెయిల్ చిరునామాను వెరిఫై చేయండి' })).toBeVisible();
  const link = message
    .locator('[data-outbox-link]')
    .filter({ hasText: /verify-email$/ })
    .first();
  await link.click();
  await expect(page).toHaveURL(/\/te\/verify-email\?token=/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(page.getByRole('heading', { name: 'ఈమెయిల్ వెరిఫై అయింది' })).toBeVisible();

  // Sign in on the Telugu page.
  await page.goto('/te/UserSignin');
  const signin = page.getByRole('form', { name: 'యూజర్ లాగిన్' });
  await signin.getByRole('textbox', { name: 'యూజర్ నేమ్ లేదా ఈమెయిల్', exact: true }).fill(username);
  await signin.getByRole('textbox', { name: 'పాస్‌వర్డ్', exact: true }).fill(password);
  await signin.getByRole('button', { name: 'లాగిన్ అవ్వండి' }).click();
  await expect(page.getByText('లాగిన్ అయ్యారు!')).toBeVisible();
  await expect(page).toHaveURL(/\/te\/$/);

  // Reveal a coupon's code on the Telugu home page.
  const grid = page.getByTestId('coupon-grid');
  await grid.scrollIntoViewIfNeeded();
  await hydrated(page, 'CouponList');
  const card = grid.getByTestId('coupon-card').first();
  await card.getByRole('button', { name: 'కోడ్ చూడండి' }).click();
  await expect(card.locator('.coupon-card__inner')).toHaveClass(/\bis-(flipping|open)\b/);
  await expect(card.getByText('కూపన్ కోడ్', { exact: true })).toBeVisible();
  await expect(card.getByTestId('coupon-code')).toHaveText(/\S/);
  await expect(card.getByText('ఇది పనిచేసిందా?')).toBeVisible();
  await axe();
});
