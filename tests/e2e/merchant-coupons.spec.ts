import { adminRequest, signInAsDemoMerchant } from './demo-user.ts';
import { expect, test } from './fixtures.ts';

const DEMO_MERCHANT_NAME = 'Charminar Threads Lifestyle Pvt. Ltd.';

test('a merchant sees how each coupon stands, and reads why an administrator rejected one', async ({
  browser,
  page,
  axe,
}) => {
  // An administrator rejects one of the demo merchant's pending coupons, through the API.
  const admin = await adminRequest(browser);
  const pending = (await (await admin.request.get('/api/Admin/PendingCoupons')).json()) as {
    id: string;
    couponName: string;
    merchantName: string;
  }[];
  const target = pending.find((coupon) => coupon.merchantName === DEMO_MERCHANT_NAME);
  expect(target, 'the demo merchant has a pending coupon').toBeDefined();
  const reason = `Fake promotion ${Date.now()}: the store does not offer this discount.`;
  const rejected = await admin.request.post(`/api/admin/coupons/${target?.id}/reject`, {
    data: { reason },
    headers: { Origin: test.info().project.use.baseURL ?? '' },
  });
  expect(rejected.status()).toBe(200);
  await admin.close();

  // The merchant signs in and opens their coupons.
  await signInAsDemoMerchant(page);

  await page.goto('/merchant/dashboard?tab=coupons');
  const item = page.getByRole('listitem').filter({ hasText: target?.couponName ?? '' });
  await expect(item).toContainText('Rejected');
  await expect(item).toContainText(`Reason: ${reason}`);
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /Live in slot \d+/ })
      .first(),
  ).toBeVisible();
  await axe();
});
