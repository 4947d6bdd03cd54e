import { E2E_CRON_SECRET } from '../../playwright.config.ts';
import { smallPng } from '../fixtures/images.ts';
import { adminRequest, signInAsAdmin, signInAsDemoUser, signInThroughApi } from './demo-user.ts';
import { expect, test } from './fixtures.ts';

/**
 * Following pays off (issue 23 item 5) and the admin Overview (item 9): the demo user follows a store
 * from its store page, sees it in the Following tab; the store adds a coupon, the admin approves it;
 * the digest job mails the user about it (the development outbox).
 */
const origin = () => ({ Origin: test.info().project.use.baseURL ?? '' });

test('follow a store from its page, see it under Following, get the daily digest of its new coupon', async ({
  page,
  browser,
  axe,
}) => {
  test.setTimeout(180_000);
  await signInAsDemoUser(page);
  await page.goto('/stores/charminar-threads');
  const follow = page.getByRole('button', { name: /^Follow(ing)?$/ });
  await expect(follow).toBeEnabled();
  if ((await follow.textContent())?.trim() === 'Follow') await follow.click();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await axe();

  await page.goto('/user/dashboard?tab=following');
  await expect(page.getByRole('heading', { name: 'Stores you follow' })).toBeVisible();
  const store = page.locator('[data-followed-store="Charminar Threads"]');
  await expect(store.getByRole('link', { name: 'Charminar Threads', exact: true })).toHaveAttribute(
    'href',
    '/stores/charminar-threads',
  );
  await expect(store.getByRole('button', { name: 'Unfollow Charminar Threads' })).toBeVisible();
  await axe();

  // The store adds a coupon; the administrator approves it (through the API).
  const merchant = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await signInThroughApi(merchant.request, 'merchant');
  const held = (await (await merchant.request.get('/api/AdSlot/get-all-ad-slots')).json()) as {
    slotId: number;
  }[];
  const freeSlot = Array.from({ length: 24 }, (_, i) => i + 1).find(
    (slot) => !held.some((h) => h.slotId === slot),
  );
  const couponName = `Digest Week ${Date.now()}`;
  const uploaded = await merchant.request.post('/api/MerchantDetails/coupons/upload', {
    headers: origin(),
    multipart: {
      couponName,
      couponCode: 'DIGEST10',
      expiryDate: '2099/12/31',
      termsAndConditions: 'Once per account.',
      title: `${couponName} – flat 10% off`,
      description: 'Everything at 10% off.',
      percentage: '10',
      discountValue: '100',
      requestedSlotId: String(freeSlot),
      merchantURL: 'shop.example.in',
      adPost: { name: 'ad.png', mimeType: 'image/png', buffer: Buffer.from(await smallPng()) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await merchant.close();
  const admin = await adminRequest(browser);
  const pending = (await (await admin.request.get('/api/Admin/PendingCoupons?limit=200')).json()) as {
    id: string;
    couponName: string;
  }[];
  const coupon = pending.find((entry) => entry.couponName === couponName);
  const approved = await admin.request.post('/api/Admin/ApproveCoupon', {
    data: { couponId: coupon?.id },
    headers: origin(),
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.close();

  // The daily job (Vercel Cron's call); the digest is in the outbox, with the new coupon.
  const run = await page.request.get('/api/cron/follow-digest', {
    headers: { Authorization: `Bearer ${E2E_CRON_SECRET}` },
  });
  expect(run.status()).toBe(200);
  await page.goto('/dev/outbox');
  const digest = page
    .getByRole('listitem')
    .filter({ has: page.locator('[data-outbox-to]', { hasText: 'user@example.com' }) })
    .filter({ hasText: 'new coupon' })
    .first();
  await expect(digest).toBeVisible();
  await expect(digest).toContainText(`${couponName} – flat 10% off`);
});

test('the admin dashboard opens on the Overview, with counts and accessible badges', async ({
  page,
  axe,
}) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible();
  for (const label of [
    'Pending coupons',
    'Pending products',
    'Open cashback claims',
    'Suspended coupons',
    'Payouts on hold',
  ])
    await expect(page.getByRole('link', { name: new RegExp(`^\\d+ ${label}$`) })).toBeVisible();
  const pendingCount = Number(
    await page.locator('[data-overview-count="pendingProducts"] .overview__count').textContent(),
  );
  const productsTab = page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', {
    name: /^Products Approval/,
  });
  if (pendingCount > 0)
    await expect(productsTab).toHaveAccessibleName(
      new RegExp(`^Products Approval ?, ?${pendingCount} ${pendingCount === 1 ? 'needs' : 'need'} action$`),
    );
  else await expect(productsTab).toHaveAccessibleName('Products Approval');
  await axe();
  await page.getByRole('link', { name: /Payouts on hold$/ }).click();
  await expect(page).toHaveURL(/\?tab=payouts$/);
});
