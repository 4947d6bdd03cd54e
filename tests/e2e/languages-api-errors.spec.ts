import { PAGE_LANGUAGE_HEADER } from '../../functions/contract/i18n/locales.ts';
import { expect, test } from './fixtures.ts';
import { freshShopper } from './fresh-shopper.ts';
import { hydrated } from './islands.ts';

/**
 * Decision 0092: the API answers an error in the language of the page it came from (src/lib/api.ts sends
 * X-Page-Language), not the account's. A fresh shopper whose account is Hindi (the demo accounts' language
 * is never changed) opens the Telugu Settings page and gets a server refusal in Telugu, under Telugu text.
 */

const origin = () => ({ Origin: test.info().project.use.baseURL ?? '' });
const HINDI_WRONG_PASSWORD = 'आपका मौजूदा पासवर्ड सही नहीं है।';
const TELUGU_WRONG_PASSWORD = 'మీ ప్రస్తుత పాస్‌వర్డ్ సరైనది కాదు.';

test('a Hindi account on a /te/ page reads the server’s refusal in Telugu', async ({ browser, axe }) => {
  test.setTimeout(120_000);
  const shopper = await freshShopper(browser);
  const me = shopper.page;
  await me.setViewportSize({ width: 390, height: 844 });
  const saved = await me.request.put('/api/account/language', {
    headers: origin(),
    data: { language: 'hi' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect(await saved.json()).toMatchObject({ language: 'hi', saved: 'account' });

  // Without a page (a script, an old tab) the account's Hindi still answers.
  const wrong = { currentPassword: 'Not-the-password#1', newPassword: 'Another-password#2' };
  const noPage = await me.request.put('/api/account/password', { headers: origin(), data: wrong });
  expect(noPage.status()).toBe(400);
  expect(JSON.stringify(await noPage.json())).toContain(HINDI_WRONG_PASSWORD);

  await me.goto('/te/user/dashboard?tab=settings');
  await expect(me.locator('html')).toHaveAttribute('lang', 'te-IN');
  await hydrated(me, 'AccountSettingsForms');
  const passwordForm = me.getByRole('form', { name: 'పాస్‌వర్డ్', exact: true });
  await passwordForm.getByLabel('ప్రస్తుత పాస్‌వర్డ్').fill(wrong.currentPassword);
  await passwordForm.getByLabel('కొత్త పాస్‌వర్డ్').fill(wrong.newPassword);
  const answered = me.waitForResponse(
    (response) => response.url().endsWith('/api/account/password') && response.request().method() === 'PUT',
  );
  await passwordForm.getByRole('button', { name: 'పాస్‌వర్డ్ మార్చండి' }).click();
  const answer = await answered;
  expect(answer.status()).toBe(400);
  expect(await answer.request().headerValue(PAGE_LANGUAGE_HEADER)).toBe('te');
  expect(answer.headers()['content-language']).toBe('te');
  expect(answer.headers()['vary']?.toLowerCase()).toContain(PAGE_LANGUAGE_HEADER.toLowerCase());

  // The form's status and the field's message, both the server's Telugu.
  await expect(passwordForm.getByRole('alert')).toHaveText(TELUGU_WRONG_PASSWORD);
  await expect(passwordForm.getByText(TELUGU_WRONG_PASSWORD)).toHaveCount(2);
  await expect(me.getByText(HINDI_WRONG_PASSWORD)).toHaveCount(0);
  await axe(me);
  await shopper.context.close();
});
