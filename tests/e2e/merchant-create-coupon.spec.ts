import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { smallPng } from '../fixtures/images.ts';
import { adminRequest, signInAsAdmin, signInAsDemoMerchant as signInDemoMerchant } from './demo-user.ts';
import { expect, refuseRequests, test } from './fixtures.ts';
import { hydrated } from './islands.ts';

/**
 * Create Coupons and My Offers (issue #10 item 3): the demo merchant creates a coupon through the form;
 * section 5's messages show and nothing is sent; the administrator approves it into a free slot and it
 * shows there on the home page; an edit of the live coupon waits for the administrator while the live
 * version stays (issue 24 item 4).
 */

/** Signs the demo merchant in and opens the Create Coupons tab. */
async function signInAsDemoMerchant(page: Page) {
  await signInDemoMerchant(page);
  await page.goto('/merchant/dashboard?tab=coupons');
}

const SLOT_RANGE = 'Requested Slot Id must be greater than 0 and less than or equal to 24';
const baseURL = () => test.info().project.use.baseURL ?? '';
const futureDate = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '/');

async function pendingNames(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/Admin/PendingCoupons?limit=100');
  return ((await response.json()) as { couponName: string }[]).map((coupon) => coupon.couponName);
}

interface Slot {
  slotId: number;
  couponName: string;
}
async function adSlots(request: APIRequestContext): Promise<Slot[]> {
  return (await (await request.get('/api/AdSlot/get-all-ad-slots')).json()) as Slot[];
}

async function fillValid(form: Locator, name: string, slot: string) {
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  const select = (label: string) => form.getByRole('combobox', { name: label, exact: true });
  await field('Coupon name').fill(name);
  await field('Coupon code').fill('E2EFEST30');
  await field('Expiry date').fill(futureDate(20));
  await field('Terms and conditions').fill('Once per account. Not valid with other offers.');
  await form.getByLabel('Ad image').setInputFiles({
    name: 'ad.png',
    mimeType: 'image/png',
    buffer: Buffer.from(await smallPng()),
  });
  await field('Title').fill('Flat 30% off on festive wear');
  await field('Description').fill('Kurtas, sarees and dupattas at 30% off for the festival week.');
  await form.getByRole('radio', { name: 'Percentage (%)' }).check();
  await field('Percentage (%)').fill('30');
  await field('Up to (₹)').fill('250');
  await field('Requested slot id').fill(slot);
  await select('Slot request').selectOption({ label: 'free (any slot)' });
  await select('Category').selectOption('Fashion');
  await select('Language').selectOption({ label: 'Hindi' });
  await field('Merchant URL').fill('charminarthreads.example.in/festive');
}

test('the form shows section 5 messages for missing fields, slot 25 and an impossible date, and sends nothing', async ({
  page,
  browser,
  axe,
}) => {
  test.setTimeout(90_000);
  const admin = await adminRequest(browser);
  const pendingBefore = await pendingNames(admin.request);
  await signInAsDemoMerchant(page);
  const requests = await refuseRequests(page, (request) => request.url().includes('/coupons/upload'));
  const form = page.getByRole('form', { name: 'Create coupon' });
  await expect(form.getByRole('button', { name: 'Add coupon' })).toBeEnabled();
  await expect(form.getByText('JPG or PNG, 270x255, max 2MB')).toBeVisible();
  await axe();

  // Every field is required; the slot request and the language start chosen (free, read from the text).
  await form.getByRole('button', { name: 'Add coupon' }).click();
  await expect(form.getByRole('textbox', { name: 'Coupon name', exact: true })).toHaveAccessibleDescription(
    /This field is required$/,
  );
  // Every field but "Up to (₹)", which a percentage may leave empty (issue 24 item 5).
  await expect(form.getByText('This field is required')).toHaveCount(11);
  await expect(page.getByRole('alert').filter({ hasText: 'Upload failed' })).toHaveCount(0);

  // A valid form but slot 25.
  const name = `Rejected Draft ${Date.now()}`;
  await fillValid(form, name, '25');
  await expect(form.getByText('This field is required')).toHaveCount(0);
  await form.getByRole('button', { name: 'Add coupon' }).click();
  await expect(
    form.getByRole('textbox', { name: 'Requested slot id', exact: true }),
  ).toHaveAccessibleDescription(`A slot from 1 to 24 ${SLOT_RANGE}`);

  // An impossible date: 'Invalid date entered' while typing, 'Invalid expiry date' on submit.
  await form.getByRole('textbox', { name: 'Requested slot id', exact: true }).fill('15');
  const expiry = form.getByRole('textbox', { name: 'Expiry date', exact: true });
  await expiry.fill('');
  await expiry.pressSequentially('2030/02/3');
  await expect(form.getByText('Invalid date entered')).toHaveCount(0);
  await expiry.press('0');
  await expect(form.getByText('Invalid date entered')).toBeVisible();
  await form.getByRole('button', { name: 'Add coupon' }).click();
  await expect(form.getByText('Invalid expiry date', { exact: true })).toBeVisible();
  await expiry.fill('30/12/2030');
  await form.getByRole('button', { name: 'Add coupon' }).click();
  await expect(form.getByText('Enter expiry date in yyyy/mm/dd format')).toBeVisible();
  await axe();

  // On a 360 px phone the form fits the screen.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect
    .poll(() => form.evaluate((element) => element.getBoundingClientRect().right))
    .toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  expect(await requests.sent()).toEqual([]);
  expect(await pendingNames(admin.request)).toEqual(pendingBefore);
  await admin.close();
});

test('a new coupon starts as a free request, in the language its title and description are typed in, until the merchant picks one', async ({
  page,
}) => {
  await signInAsDemoMerchant(page);
  const form = page.getByRole('form', { name: 'Create coupon' });
  await expect(form.getByRole('button', { name: 'Add coupon' })).toBeEnabled();
  const select = (label: string) => form.getByRole('combobox', { name: label, exact: true });
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await expect(select('Slot request')).toHaveValue('free');
  await expect(select('Language')).toHaveValue('en');
  await expect(select('Language')).toHaveAccessibleDescription('Read from the title and description');

  await field('Title').fill('कुर्तों पर 30% की छूट');
  await expect(select('Language')).toHaveValue('hi');
  await field('Title').fill('Pochampally sarees');
  await field('Description').fill('పండుగ చీరలపై 30% తగ్గింపు');
  await expect(select('Language')).toHaveValue('te');
  await field('Description').fill('Festive sarees at 30% off');
  await expect(select('Language')).toHaveValue('en');

  // Once picked, the language stays whatever is typed.
  await select('Language').selectOption({ label: 'Telugu' });
  await expect(select('Language')).not.toHaveAccessibleDescription('Read from the title and description');
  await field('Title').fill('कुर्तों पर 30% की छूट');
  await expect(select('Language')).toHaveValue('te');
});

test('the demo merchant creates a coupon, the admin approves it into a free slot and it shows on the home page; an edit stays off the site until the admin approves it', async ({
  page,
  browser,
  axe,
}) => {
  test.setTimeout(120_000);
  const admin = await adminRequest(browser);
  const held = new Set((await adSlots(admin.request)).map((slot) => slot.slotId));
  const freeSlot = Array.from({ length: 24 }, (_, i) => i + 1).find((slot) => !held.has(slot));
  expect(freeSlot, 'the demo leaves a slot free').toBeDefined();

  await signInAsDemoMerchant(page);
  const form = page.getByRole('form', { name: 'Create coupon' });
  await expect(form.getByRole('button', { name: 'Add coupon' })).toBeEnabled();
  const name = `Festive Week ${Date.now()}`;
  await fillValid(form, name, String(freeSlot));
  await form.getByRole('button', { name: 'Add coupon' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Coupon added successfully!' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Coupon name', exact: true })).toHaveValue('');

  // My Offers lists it, pending, with the slot asked for.
  const offers = page.getByRole('list', { name: 'My Offers' });
  const item = offers.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(item).toContainText(`Waiting for approval (requested slot ${freeSlot})`);
  await expect(item).toContainText(`Requested slot ${freeSlot}, free (any slot)`);
  await expect(item).toContainText('0 code reveals · 0 visits to your store');

  // The administrator finds it pending and approves it into the free slot.
  const pending = (await (await admin.request.get('/api/Admin/PendingCoupons?limit=100')).json()) as {
    id: string;
    couponName: string;
  }[];
  const mine = pending.find((coupon) => coupon.couponName === name);
  expect(mine).toBeDefined();
  const approved = await admin.request.post('/api/Admin/ApproveCoupon', {
    data: { couponId: mine?.id, assignedSlotId: freeSlot },
    headers: { Origin: baseURL() },
  });
  expect(approved.status()).toBe(200);

  // It shows in that slot on the home page (a fresh visitor, no cached page).
  const visitor = await browser.newContext({ baseURL: baseURL() });
  const home = await visitor.newPage();
  await home.goto('/');
  const slots = await adSlots(visitor.request);
  const position = slots.findIndex((slot) => slot.slotId === freeSlot);
  expect(slots[position]?.couponName).toBe(name);
  await home.getByRole('heading', { name: 'Coupons & Offers', exact: true }).scrollIntoViewIfNeeded();
  const grid = home.getByTestId('coupon-grid');
  if (position >= 12) {
    await hydrated(home, 'CouponList');
    await home.getByRole('button', { name: 'Show More' }).click();
  }
  await expect(grid.getByTestId('coupon-card').nth(position).getByRole('heading')).toHaveText(name);
  await visitor.close();

  // The merchant sees it live in its slot, then edits it (issue 24 item 4): the live version stays,
  // in its slot, with its old title, until the administrator approves the edit.
  await page.reload();
  await expect(item).toContainText(`Live in slot ${freeSlot}`);
  await item.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${name}` });
  await expect(edit.getByRole('textbox', { name: 'Coupon name', exact: true })).toHaveValue(name);
  await expect(edit.getByRole('note')).toContainText('This coupon is live.');
  await axe();
  const newTitle = `Flat 35% off festive wear ${Date.now()}`;
  await edit.getByRole('textbox', { name: 'Title', exact: true }).fill(newTitle);
  await edit.getByRole('textbox', { name: 'Percentage (%)', exact: true }).fill('35');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByRole('status').filter({ hasText: 'Changes sent for approval.' })).toBeVisible();
  await expect(item).toContainText(`Live in slot ${freeSlot}`);
  await expect(item).toContainText('Edit waiting for approval');
  expect((await adSlots(admin.request)).find((slot) => slot.slotId === freeSlot)?.couponName).toBe(name);
  const newestTitles = async () =>
    ((await (await admin.request.get('/api/AToZ/newest')).json()) as { title: string }[]).map(
      (coupon) => coupon.title,
    );
  expect(await newestTitles()).toContain('Flat 30% off on festive wear');
  expect(await newestTitles()).not.toContain(newTitle);
  expect(await pendingNames(admin.request)).not.toContain(name);

  // The administrator sees it in Pending Coupons, marked as an edit, with what changed, and approves it.
  // On a desktop screen, as administrators work (the admin menu's row is wider than a phone's screen).
  const adminContext = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 1280, height: 800 },
  });
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage, '/admin-dashboard?tab=pending-coupons');
  const edits = adminPage.getByRole('list', { name: 'Edits of live coupons' });
  const card = edits.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Edit of a live coupon');
  const titleRow = card.getByRole('row', { name: /^Title/ });
  await expect(titleRow).toContainText('Flat 30% off on festive wear');
  await expect(titleRow).toContainText(newTitle);
  await expect(card.getByRole('row', { name: /^Discount/ })).toContainText('35% OFF up to ₹250');
  await card.getByRole('button', { name: `Approve edit of ${name}` }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Edit approved.' })).toBeVisible();
  await adminContext.close();

  // The new title is live, in the same slot.
  expect(await newestTitles()).toContain(newTitle);
  expect((await adSlots(admin.request)).find((slot) => slot.slotId === freeSlot)?.couponName).toBe(name);
  await page.reload();
  await expect(item).toContainText(`Live in slot ${freeSlot}`);
  await expect(item).not.toContainText('Edit waiting for approval');

  // Delete asks first, then the coupon goes.
  await item.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('group', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: `Delete ${name}` }).click();
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Coupon deleted.' })).toBeVisible();
  await expect(item).toHaveCount(0);
  expect(await pendingNames(admin.request)).not.toContain(name);
  await admin.close();
});
