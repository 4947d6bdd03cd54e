import { signInAsDemoUser } from './demo-user.ts';
import { expect, test } from './fixtures.ts';
import { freshShopper } from './fresh-shopper.ts';

interface Listed {
  id: string;
  successRate: number | null;
  votes: number;
  usedToday: number;
  verified: boolean;
  storeName: string;
}

const origin = () => ({ Origin: test.info().project.use.baseURL ?? '' });

/**
 * Issue 23 items 1-2 (decision 0068): the demo user reveals a code on a card, answers "Did it work?"
 * Yes and is thanked; four more verified shoppers vote through the API, and the fifth vote gives the
 * coupon a success rate, which the API and the card show.
 */
test('a shopper answers "Did it work?" and, from five votes, the card shows the rate', async ({
  page,
  browser,
  axe,
}) => {
  test.setTimeout(180_000);
  const list = (await (await page.request.get('/api/AToZ/newest')).json()) as Listed[];
  const target = list[0];
  if (!target) throw new Error('no live coupon');

  await signInAsDemoUser(page);
  await page.goto('/categories?sort=newest');
  const card = page.locator(`article[id$="${target.id}"]`);
  await card.getByRole('button', { name: 'Get Code' }).click();
  await expect(card.getByTestId('coupon-code')).toHaveText(/^[A-Z0-9]{4,}$/);
  const prompt = card.getByTestId('coupon-feedback');
  await expect(prompt.getByText('Did it work?')).toBeVisible();
  await axe();
  await prompt.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(prompt.getByRole('status')).toHaveText('Thanks — your answer helps other shoppers.');

  for (let i = 0; i < 4; i++) {
    const shopper = await freshShopper(browser);
    const reveal = await shopper.page.request.post(`/api/coupons/${target.id}/reveal`, { headers: origin() });
    expect(reveal.status()).toBe(200);
    const vote = await shopper.page.request.post(`/api/coupons/${target.id}/feedback`, {
      headers: origin(),
      data: i === 3 ? { worked: false, reason: 'minimum_order' } : { worked: true },
    });
    expect(vote.status(), await vote.text()).toBe(200);
    await shopper.context.close();
  }

  const after = ((await (await page.request.get('/api/AToZ/newest')).json()) as Listed[]).find(
    (coupon) => coupon.id === target.id,
  );
  expect(after?.votes).toBeGreaterThanOrEqual(5);
  expect(after?.successRate).not.toBeNull();
  expect(after?.usedToday).toBeGreaterThanOrEqual(5);

  await page.goto('/categories?sort=newest');
  const trust = page.locator(`article[id$="${target.id}"]`).getByTestId('coupon-trust');
  await expect(trust).toContainText(/Worked for \d+% · \d+ votes/);
  await expect(trust).toContainText(/Used \d+ times today/);
  await axe();
});

/** Issue 23 item 5 (decision 0080): an opened card offers to follow its store; the Following tab lists it. */
test('a shopper follows the store from an opened card and finds it under Following', async ({ browser }) => {
  const shopper = await freshShopper(browser);
  const { page } = shopper;
  const list = (await (await page.request.get('/api/AToZ/newest')).json()) as Listed[];
  const target = list[0];
  if (!target) throw new Error('no live coupon');

  await page.goto('/categories?sort=newest');
  const card = page.locator(`article[id$="${target.id}"]`);
  await card.getByRole('button', { name: 'Get Code' }).click();
  await expect(card.getByTestId('coupon-code')).toHaveText(/^[A-Z0-9]{4,}$/);
  await card.getByRole('button', { name: `Follow ${target.storeName}`, exact: true }).click();
  const following = card.getByRole('button', { name: `Following ${target.storeName}: press to unfollow` });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('status').filter({ hasText: `You follow ${target.storeName}` })).toBeVisible();

  await page.goto('/user/dashboard?tab=following');
  await expect(page.getByRole('button', { name: `Unfollow ${target.storeName}` })).toBeVisible();
  await shopper.context.close();
});
