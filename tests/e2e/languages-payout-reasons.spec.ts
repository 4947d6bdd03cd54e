import { payoutMessages } from '../../functions/contract/payouts.ts';
import { expect, test } from './fixtures.ts';
import { freshShopper, giveConfirmedCashback, releasedPayout } from './fresh-shopper.ts';

/**
 * Issue 26 item 7: the reason a failed payout shows is the site's own English in the API (GET
 * /api/payouts), and in the reader's language on My Earnings (server-rendered) and in the Withdraw
 * page's list. English stays the API's words exactly.
 */

const origin = () => ({ Origin: test.info().project.use.baseURL ?? '' });

test('a failed payout’s reason on My Earnings in Hindi and Telugu, and in English as the API wrote it', async ({
  browser,
  axe,
}) => {
  test.setTimeout(180_000);
  const shopper = await freshShopper(browser);
  const me = shopper.page;
  await giveConfirmedCashback(browser, shopper.username, 4_000);
  const payout = await releasedPayout(browser, shopper);
  const failed = await me.request.post(`/api/payouts/test/${payout.id}/settle`, {
    headers: origin(),
    data: { outcome: 'failed' },
  });
  expect(failed.status(), await failed.text()).toBe(200);

  // The API keeps the site's English.
  const listed = await me.request.get('/api/payouts');
  expect(((await listed.json()) as { failureReason: string | null }[])[0]?.failureReason).toBe(
    payoutMessages.testFailureReason,
  );

  await me.setViewportSize({ width: 390, height: 844 });
  await me.goto('/hi/user/dashboard?tab=earnings');
  await expect(me.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(me.getByText('टेस्ट भुगतान पेज पर फ़ेल माना गया।').first()).toBeVisible();
  await expect(me.getByText(payoutMessages.testFailureReason)).toHaveCount(0);
  await axe(me);
  expect(await me.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await me.screenshot({ path: test.info().outputPath('earnings-payout-reason-hi-390.png'), fullPage: true });

  await me.goto('/te/user/dashboard?tab=earnings');
  await expect(me.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(me.getByText('టెస్ట్ చెల్లింపు పేజీలో ఫెయిల్ అయినట్టు గుర్తించబడింది.').first()).toBeVisible();
  await axe(me);

  await me.goto('/te/withdraw');
  await expect(me.getByText('టెస్ట్ చెల్లింపు పేజీలో ఫెయిల్ అయినట్టు గుర్తించబడింది.')).toBeVisible();

  // English: the cookie the /te/ pages left is removed; the account's language is English.
  await shopper.context.clearCookies({ name: 'lang' });
  await me.goto('/user/dashboard?tab=earnings');
  await expect(me.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(me.getByText(payoutMessages.testFailureReason).first()).toBeVisible();
  await shopper.context.close();
});
