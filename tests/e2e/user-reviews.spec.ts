import type { Page } from '@playwright/test';
import type { PublicReviews } from '../../functions/contract/public.ts';
import { signInAsAdmin, signInAsDemoUser, signInThroughApi } from './demo-user.ts';
import { expect, test } from './fixtures.ts';

// Sign-ins, server-rendered tabs and several axe runs per test: generous on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Texts no other run or test has used (the e2e database lives as long as one run). */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function publicReviewTexts(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/AToZ/get-all-reviews?limit=200');
  return ((await response.json()) as PublicReviews).reviews.map((review) => review.reviewText);
}

/** The rating calls the page sends, to prove a refused form sent nothing. */
function ratingCalls(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/AToZ/submit-rating')) sent.push(request.method());
  });
  return sent;
}

test('the dashboard shows the profile card, the menu and an overview', async ({ page, axe }) => {
  await signInAsDemoUser(page);
  await page.goto('/user/dashboard');
  const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
  await expect(menu.getByRole('link')).toHaveText([
    'Dashboard',
    'Reviews',
    'My Earnings',
    'Orders',
    'Saved',
    'My codes',
    'Following',
    'Referral',
    'Settings',
    'Contact us',
    'FAQs',
  ]);
  const card = page.getByTestId('profile-card');
  await expect(card).toContainText('Priya Sharma');
  await expect(card).toContainText('user@example.com');
  await expect(card.locator('img')).toHaveAttribute('src', /.+/);
  await expect(page.getByRole('term').filter({ hasText: 'Coupons reviewed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review a coupon you used' })).toHaveAttribute(
    'href',
    '/user/dashboard?tab=reviews',
  );
  await axe();
});

test('the demo user reviews a coupon through the form and it appears publicly', async ({ page, axe }) => {
  const sent = ratingCalls(page);
  await signInAsDemoUser(page);
  await page.goto('/user/dashboard?tab=reviews');
  await expect(page.getByRole('heading', { name: 'Reviews', level: 2 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Rate a coupon' });
  const submit = form.getByRole('button', { name: 'Submit rating' });
  await expect(submit).toBeEnabled();
  await axe();

  // Nothing picked: the three section 5 messages, and nothing is sent.
  await submit.click();
  await expect(form.getByText('Please select a coupon and ensure you are logged in.')).toBeVisible();
  await expect(form.getByText('Please select a rating from 1 to 5.')).toBeVisible();
  await expect(form.getByText('Please enter your remarks.')).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Coupon' })).toHaveAttribute('aria-invalid', 'true');
  await axe();

  // A coupon but no rating: the rating message alone.
  const coupon = form.getByRole('combobox', { name: 'Coupon' });
  await coupon.selectOption({ index: 1 });
  const chosen = ((await coupon.locator('option:checked').textContent()) ?? '').split(' – ')[0] ?? '';
  await expect(form.getByText(`Reviewing: ${chosen}`)).toBeVisible();
  await form.getByRole('textbox', { name: 'Remarks' }).fill('Some remarks');
  await submit.click();
  await expect(form.getByText('Please select a rating from 1 to 5.')).toBeVisible();
  await expect(form.getByText('Please select a coupon and ensure you are logged in.')).toBeHidden();

  // A rating but no remarks: the remarks message alone.
  const rating = form.getByRole('group', { name: 'Rating' });
  await rating.getByRole('radio', { name: '4 stars' }).check();
  await form.getByRole('textbox', { name: 'Remarks' }).fill('   ');
  await submit.click();
  await expect(form.getByText('Please enter your remarks.')).toBeVisible();
  await expect(form.getByText('Please select a rating from 1 to 5.')).toBeHidden();
  expect(sent).toEqual([]);

  // Complete: sent once, the spec's success text, listed under the form and public.
  const remarks = `Worked at checkout ${unique()}`;
  await form.getByRole('textbox', { name: 'Remarks' }).fill(remarks);
  await form.getByText('Purchase details (optional)').click();
  await form.getByRole('textbox', { name: 'Purchase amount (₹)' }).fill('1,299.50');
  await submit.click();
  await expect(form.getByRole('status')).toHaveText('Rating submitted successfully!');
  expect(sent).toEqual(['POST']);
  const mine = page.getByRole('region', { name: 'Your reviews' });
  await expect(mine.getByText(remarks)).toBeVisible();
  await expect(mine.getByText('₹1,299.50')).toBeVisible();
  expect(await publicReviewTexts(page)).toContain(remarks);
  await axe();

  // Edit: the form fills again and a new submit replaces the review (one review per coupon).
  const edited = `${remarks} (edited)`;
  await mine
    .getByRole('button', { name: `Edit your review of ${chosen}` })
    .first()
    .click();
  await expect(form.getByRole('textbox', { name: 'Remarks' })).toHaveValue(remarks);
  await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Remarks' }).fill(edited);
  await rating.getByRole('radio', { name: '5 stars' }).check();
  await submit.click();
  await expect(form.getByRole('status')).toHaveText('Rating submitted successfully!');
  await expect(mine.getByText(edited)).toBeVisible();
  const texts = await publicReviewTexts(page);
  expect(texts).toContain(edited);
  expect(texts).not.toContain(remarks);

  // After a reload the review is still the user's, read on the server.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your reviews' }).getByText(edited)).toBeVisible();
});

test('an administrator hides a review from the Reviews moderation tab and it leaves the public list', async ({
  page,
  browser,
  baseURL,
  axe,
}) => {
  // The demo user's review, sent as the form sends it.
  const user = await browser.newContext({ baseURL });
  const remarks = `Rude words ${unique()}`;
  try {
    await signInThroughApi(user.request, 'user');
    const newest = (await (await user.request.get('/api/AToZ/newest?limit=3')).json()) as { id: string }[];
    const rated = await user.request.post('/api/AToZ/submit-rating', {
      data: { couponId: newest[2]?.id, rating: 1, remarks },
    });
    expect(rated.status()).toBeLessThan(300);
  } finally {
    await user.close();
  }
  expect(await publicReviewTexts(page)).toContain(remarks);

  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Moderation' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\?tab=reviews$/);
  await expect(page.getByRole('heading', { name: 'Reviews', level: 2 })).toBeVisible();
  const card = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').filter({ hasText: remarks });
  const hide = card.getByRole('button', { name: /^Hide/ });
  await expect(hide).toBeEnabled();
  await axe();
  await hide.click();
  await expect(page.getByRole('status').filter({ hasText: 'Review hidden from the site.' })).toBeVisible();
  await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
  expect(await publicReviewTexts(page)).not.toContain(remarks);

  await card.getByRole('button', { name: /^Show/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Review shown on the site again.' })).toBeVisible();
  expect(await publicReviewTexts(page)).toContain(remarks);
});

test('the referral tab checks the number, opens WhatsApp with the sign-up link, and lists who joined', async ({
  page,
  axe,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { opened: string[] }).opened = [];
    window.open = (url) => {
      (window as unknown as { opened: string[] }).opened.push(String(url));
      return null;
    };
  });
  await signInAsDemoUser(page);
  await page.goto('/user/dashboard?tab=referral');
  await expect(page.getByRole('heading', { name: 'Refer a friend', level: 2 })).toBeVisible();
  const link = await page.getByLabel('Your invite link').inputValue();
  expect(link).toMatch(/\/userSignup\/[A-Z0-9]{4,16}$/);
  await expect(page.getByRole('heading', { name: 'Friends who joined' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Send invite on WhatsApp' });
  // The island hydrates when it scrolls into view (client:visible).
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeEnabled();
  await axe();

  const mobile = page.getByLabel("Friend's mobile number");
  for (const typed of ['12345', '5876543210']) {
    await mobile.fill(typed);
    await send.click();
    await expect(page.getByText('Please enter a valid 10-digit Indian mobile number.')).toBeVisible();
  }
  expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual([]);

  // +91 and spaces typed: digits only, the last ten kept.
  await mobile.fill('+91 98765 43210');
  await expect(mobile).toHaveValue('919876543210');
  await send.click();
  await expect(page.getByText('Please enter a valid 10-digit Indian mobile number.')).toBeHidden();
  const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
  expect(opened).toHaveLength(1);
  const url = new URL(opened[0] ?? '');
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919876543210');
  expect(url.searchParams.get('text')).toContain(link);
});
