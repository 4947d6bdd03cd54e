import fs from 'node:fs/promises';
import { expect, test } from './fixtures.ts';

/**
 * Settings and data rights (issue 13): a fresh user changes their mobile number, downloads their data,
 * deletes the account, is signed out and cannot sign in again. The failed sign-in at the end is a 401
 * the browser logs.
 */
test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 401/ });

test('a user changes their mobile in Settings, downloads their data and deletes the account', async ({
  page,
  axe,
}) => {
  // Sign-up, two sign-ins, a reload, a download and axe on a shared two-core machine.
  test.setTimeout(150_000);
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const username = `settings_${suffix}`;
  const password = 'Settings#2025';
  const newMobile = `8${String(Date.now()).slice(-9)}`;
  const signUp = await page.request.post('/api/UserDetail1/register', {
    headers: { Origin: test.info().project.use.baseURL ?? '' },
    data: {
      username,
      email: `${username}@example.com`,
      mobileNumber: `9${String(Date.now()).slice(-9)}`,
      password,
    },
  });
  expect(signUp.status(), await signUp.text()).toBeLessThan(300);

  const signIn = async () => {
    await page.goto('/UserSignin');
    const form = page.getByRole('form', { name: 'User sign in' });
    await form.getByRole('textbox', { name: 'User name or email', exact: true }).fill(username);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await form.getByRole('button', { name: 'Sign In' }).click();
  };
  await signIn();
  await expect(page).toHaveURL(/\/$/);

  // Settings, from the dashboard's menu.
  await page.goto('/user/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(/\/user\/dashboard\?tab=settings$/);
  await expect(page.getByRole('heading', { name: 'Mobile number' })).toBeVisible();
  await axe();

  // A bad number is refused in the page; a good one is saved and shown, also after a reload.
  const mobileForm = page.getByRole('form', { name: 'Mobile number' });
  const mobileField = mobileForm.getByRole('textbox', { name: 'Mobile number' });
  await mobileField.fill('12345');
  await mobileForm.getByRole('button', { name: 'Save mobile number' }).click();
  await expect(
    mobileForm.getByText('Mobile number must be exactly 10 digits and only contain numbers'),
  ).toBeVisible();
  await mobileField.fill(newMobile);
  await mobileForm.getByRole('button', { name: 'Save mobile number' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your mobile number is saved.' })).toBeVisible();
  await expect(page.getByTestId('settings-mobile')).toHaveText(`Your number: ${newMobile}`);
  await page.reload();
  await expect(page.getByTestId('settings-mobile')).toHaveText(`Your number: ${newMobile}`);

  // On a 360 px phone nothing runs off the side.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Download my data: a JSON file with this account in it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('dealsphere-my-data.json');
  const data = JSON.parse(await fs.readFile((await download.path())!, 'utf8')) as {
    account: { username: string; mobile: string };
  };
  expect(data.account).toMatchObject({ username, mobile: newMobile });
  expect(JSON.stringify(data)).not.toMatch(/argon2|passwordHash/);

  // Delete my account: confirmed with the password; signed out and taken home.
  const deleteForm = page.getByRole('form', { name: 'Delete my account' });
  // A new account holds no cashback, so no forfeit line (one with cashback: tests/unit/delete-forfeit.test.ts).
  await expect(deleteForm.getByText('Your password, to confirm')).toBeVisible();
  await expect(deleteForm).not.toContainText('forfeit');
  await deleteForm.getByLabel('Your password, to confirm').fill(password);
  await deleteForm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your account is deleted.' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await (await page.request.get('/api/auth/me')).json()).toEqual({ profile: null });

  // The old name and password no longer sign in.
  await signIn();
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed. Please try again.' })).toBeVisible();
});
