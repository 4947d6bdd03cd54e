import { smallPng } from '../fixtures/images.ts';
import { signInAsAdmin } from './demo-user.ts';
import { expect, test } from './fixtures.ts';
import { signInAsFreshMerchant } from './fresh-merchant.ts';

/**
 * Issue 24 items 1-3 (decision 0072): a merchant picks a free slot on the slot map of Create Coupons;
 * the administrator sees the coupon's ad image, code and terms in Pending Coupons, where it will be
 * placed, and the same map; approves it; it is live in that slot on the site.
 */

const futureDate = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '/');

test('merchant picks a free slot on the map → admin sees image and terms → approves → live in that slot', async ({
  page,
  browser,
  axe,
}) => {
  test.setTimeout(150_000);
  await signInAsFreshMerchant(page);
  await page.goto('/merchant/dashboard?tab=coupons');
  const form = page.getByRole('form', { name: 'Create coupon' });
  await expect(form.getByRole('button', { name: 'Add coupon' })).toBeEnabled();
  const name = `Slot Map Lamps ${Date.now()}`;
  const terms = `Once per account; not with other offers (${Date.now()}).`;
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await field('Coupon name').fill(name);
  await field('Coupon code').fill('MAPLAMP15');
  await field('Expiry date').fill(futureDate(25));
  await field('Terms and conditions').fill(terms);
  await form.getByLabel('Ad image').setInputFiles({
    name: 'ad.png',
    mimeType: 'image/png',
    buffer: Buffer.from(await smallPng()),
  });
  await field('Title').fill('Flat 15% off on clay lamps');
  await field('Description').fill('Hand-made clay lamps at 15% off.');
  await form.getByRole('radio', { name: 'Percentage (%)' }).check();
  await field('Percentage (%)').fill('15');

  // The map: 24 slots; a held one names its coupon and cannot be picked; a free one is picked by a click.
  const slots = form.getByRole('list', { name: 'Ad slots' });
  await expect(slots.getByRole('button')).toHaveCount(24);
  const held = slots.getByRole('button', { name: /^Slot \d+, held by .+ until / }).first();
  await expect(held).toBeDisabled();
  const free = slots.getByRole('button', { name: /^Slot \d+, free, ₹/ }).first();
  const slot = Number(/^Slot (\d+)/.exec((await free.getAttribute('aria-label')) ?? '')?.[1]);
  expect(slot).toBeGreaterThan(0);
  await free.click();
  await expect(free).toHaveAttribute('aria-pressed', 'true');
  await expect(field('Requested slot id')).toHaveValue(String(slot));
  await expect(form.getByRole('status').filter({ hasText: `Slot ${slot} is free now.` })).toBeVisible();
  // Typing a held slot tells where a free request goes instead.
  const heldSlot = Number(/^Slot (\d+)/.exec((await held.getAttribute('aria-label')) ?? '')?.[1]);
  await field('Requested slot id').fill(String(heldSlot));
  await expect(form.getByRole('status').filter({ hasText: `Slot ${heldSlot} is taken:` })).toBeVisible();
  await free.click();
  await form.getByRole('combobox', { name: 'Category', exact: true }).selectOption('Fashion');
  await form.getByRole('combobox', { name: 'Language', exact: true }).selectOption({ label: 'English' });
  await field('Merchant URL').fill('lamps.example.in');
  await axe();
  await form.getByRole('button', { name: 'Add coupon' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Coupon added successfully!' })).toBeVisible();

  // The administrator sees what is approved: the ad image, code, terms, store, requested and placed slot.
  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, '/admin-dashboard?tab=pending-coupons');
  const list = admin.getByRole('list', { name: 'Pending coupons' });
  const card = list.getByRole('listitem').filter({ has: admin.getByRole('heading', { name, exact: true }) });
  const more = admin.getByRole('button', { name: 'Load more' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  while ((await card.count()) === 0 && (await more.isVisible())) await more.click();
  await expect(card).toHaveCount(1);
  const image = card.getByRole('img', { name: `Ad image of ${name}` });
  await expect(image).toBeVisible();
  // The image loads lazily: it is fetched once the card is near the screen.
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(card).toContainText(terms);
  await expect(card).toContainText('MAPLAMP15');
  await expect(card).toContainText('Flat 15% off on clay lamps');
  await expect(card).toContainText(`${slot} (free (any slot))`);
  await expect(card).toContainText(`Slot ${slot}`);
  await expect(card.getByLabel('Assigned slot')).toHaveValue(String(slot));
  // The same map, behind a disclosure, with the placed slot pressed.
  // By keyboard: the page's header changes height as it scrolls, which moves a card under a tap's
  // hit test far down a long list.
  await card.getByText(/^Choose on the slot map/).press('Enter');
  await expect(card.getByRole('button', { name: new RegExp(`^Slot ${slot}, free`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await axe();

  await card.getByRole('button', { name: 'Approve' }).press('Enter');
  await expect(admin.getByRole('status').filter({ hasText: 'Coupon approved successfully!' })).toBeVisible();
  await expect(card).toHaveCount(0);
  await adminContext.close();

  // Live on the site, in that slot.
  const live = (await (await page.request.get('/api/AdSlot/get-all-ad-slots?limit=200')).json()) as {
    slotId: number;
    couponName: string;
  }[];
  expect(live.find((entry) => entry.couponName === name)?.slotId).toBe(slot);
  await page.goto('/merchant/dashboard?tab=coupons');
  await expect(
    page.getByRole('list', { name: 'My Offers' }).getByRole('listitem').filter({ hasText: name }),
  ).toContainText(`Live in slot ${slot}`);
});
