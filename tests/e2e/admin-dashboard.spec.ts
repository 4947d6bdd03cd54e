import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { signInAsAdmin } from './demo-user.ts';
import { expect, refuseRequests, test } from './fixtures.ts';

/** Names that no other run or test has used (the e2e database lives as long as one run). */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const FLASH_TEXT_PATH = '/api/AdminContent/get-Flash-Text?position=FlashText';

const png = (background = '#e8590c') =>
  sharp({ create: { width: 800, height: 250, channels: 3, background } })
    .png()
    .toBuffer();

/** Islands hydrate when the browser is idle; their controls stay disabled until then. */
async function uploadForm(page: Page, name: string): Promise<Locator> {
  const form = page.getByRole('form', { name, exact: true });
  await expect(form.getByRole('button', { name: 'Upload' })).toBeEnabled();
  return form;
}

async function heroSlideCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/AdminContent/get-hero-images');
  return ((await response.json()) as unknown[]).length;
}

test('the admin menu has the spec tabs in order, plus pending and suspended coupons, the audit log, storefronts, reviews, sales, payments, cashback rates and payouts', async ({
  page,
  axe,
}) => {
  await signInAsAdmin(page);
  // A tab with work waiting carries a badge ("Payouts, 3 need action" to a screen reader): the texts allow one.
  const badged = (label: string) => new RegExp(`^${label}( ?, ?\\d+ needs? action)?$`);
  await expect(page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link')).toHaveText([
    'Overview',
    'Hero Images',
    'Top Middle Images',
    'Top Banner Images',
    'Cat_TC_BO Images',
    'Top Coupons Images',
    'Card Images',
    'Seasonal Offers',
    'Flash Text',
    badged('Products Approval'),
  ]);
  const tools = page.getByRole('navigation', { name: 'Moderation' });
  await expect(tools.getByRole('link')).toHaveText([
    badged('Pending Coupons'),
    badged('Suspended'),
    'Audit Log',
    'Storefronts',
    'Reviews',
    badged('Merchant Sales'),
    'Payments',
    'Cashback rates',
    badged('Payouts'),
  ]);
  await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  // The menu scrolls sideways on a phone; nothing in it (the badges' hidden words) widens the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
    await page.evaluate(() => document.documentElement.clientWidth),
  );
  await expect(page.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible();

  await page.getByRole('link', { name: 'Top Coupons Images' }).click();
  await expect(page).toHaveURL(/\?tab=top-coupons-images$/);
  await expect(page.getByRole('heading', { name: 'Top Coupons Images', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Top Coupons Images' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await uploadForm(page, 'Upload a top coupons image');
  await axe();
});

test('an admin uploads a hero image, it shows on the home page, and removing it takes it away', async ({
  page,
  axe,
}) => {
  const before = await heroSlideCount(page);
  const host = `hero-${unique()}.example.in`;

  await signInAsAdmin(page, '/admin-dashboard?tab=hero-images');
  const form = await uploadForm(page, 'Upload a hero image');
  const live = page.getByRole('region', { name: 'Live hero images' });
  await expect(live.getByRole('listitem')).toHaveCount(before);
  await axe();

  await form.getByLabel('Image').setInputFiles({
    name: 'admin-hero.png',
    mimeType: 'image/png',
    buffer: await png(),
  });
  await expect(form.getByRole('img', { name: 'Preview of admin-hero.png' })).toBeVisible();
  await form.getByLabel('Merchant URL').fill(`${host}/sale`);
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('status')).toHaveText('Image uploaded successfully!');
  await expect(form.getByRole('img', { name: 'Preview of admin-hero.png' })).toHaveCount(0);
  await expect(live.getByRole('listitem')).toHaveCount(before + 1);
  const uploaded = live.getByRole('listitem').filter({ hasText: `https://${host}/sale` });
  await expect(uploaded).toHaveCount(1);
  await axe();

  // The public slider shows one more slide, linked to the merchant (https:// added), without a restart.
  await page.goto('/');
  const slider = page.getByTestId('hero-slider');
  await expect(slider.locator('img')).toHaveCount(before + 1);
  await expect(slider.locator(`a[href="https://${host}/sale"]`)).toHaveCount(1);

  // Remove asks for a second click.
  await page.goto('/admin-dashboard?tab=hero-images');
  await uploadForm(page, 'Upload a hero image');
  await uploaded.getByRole('button', { name: 'Remove' }).click();
  await expect(uploaded.getByRole('button', { name: 'Confirm remove' })).toBeVisible();
  expect(await heroSlideCount(page)).toBe(before + 1);
  await uploaded.getByRole('button', { name: 'Confirm remove' }).click();
  await expect(live.getByRole('status')).toHaveText('Image removed.');
  await expect(uploaded).toHaveCount(0);
  await expect(live.getByRole('listitem')).toHaveCount(before);

  // Public reads tell the browser to ask again every time, so the page shows the removal at once.
  expect(await heroSlideCount(page)).toBe(before);
  await page.goto('/');
  await expect(slider.locator('img')).toHaveCount(before);
  await expect(slider.locator(`a[href="https://${host}/sale"]`)).toHaveCount(0);

  // The audit log shows both changes, by the admin.
  await page.goto('/admin-dashboard?tab=audit-log');
  const log = page.getByRole('table');
  await expect(log.getByRole('row').nth(1)).toContainText('remove');
  await expect(log.getByRole('row').nth(1)).toContainText('admin');
  await expect(log.getByRole('row').filter({ hasText: 'upload' }).first()).toBeVisible();
  await axe();
});

test('every upload form shows its message on missing input and sends nothing', async ({ page, axe }) => {
  test.slow(); // eight tabs, each loaded, hydrated and checked with axe
  const endpoints = [
    '/api/AdminContent/upload-hero-image',
    '/api/TopBanner/TTC_Images',
    '/api/TopBanner/uploadTopbanner',
    '/api/Cat_TC_BO/add-or-update-Cat-Banner',
    '/api/SeasonalOffer_Images/SeasonalOffer_Images',
    '/api/admin/site-images',
    '/api/AdminContent/add-or-update-FlashText',
  ];
  const file = { name: 'banner.png', mimeType: 'image/png', buffer: await png('#1971c2') };

  await signInAsAdmin(page, '/admin-dashboard?tab=hero-images');
  const requests = await refuseRequests(
    page,
    (request) => request.method() !== 'GET' && endpoints.includes(new URL(request.url()).pathname),
  );

  // Hero: the image is required ('Please select an image'); the URL is optional.
  let form = await uploadForm(page, 'Upload a hero image');
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please select an image');
  await form.getByLabel('Merchant URL').fill('example.in');
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please select an image');

  // Top Middle: image and URL.
  await page.goto('/admin-dashboard?tab=top-middle-images');
  form = await uploadForm(page, 'Upload the top middle image');
  await axe();
  const imageTypeUrl = 'Please select an image, type, and enter a URL.';
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('alert')).toHaveText(imageTypeUrl);
  await form.getByLabel('Image').setInputFiles(file);
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('alert')).toHaveText(imageTypeUrl);
  await expect(form.getByLabel('Merchant URL')).toHaveAttribute('aria-invalid', 'true');

  // Top Banner: an image or video file.
  await page.goto('/admin-dashboard?tab=top-banner-images');
  form = await uploadForm(page, 'Upload a top banner');
  await axe();
  await form.getByLabel('Merchant URL').fill('example.in/banner');
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please select an image file.');

  // Cat_TC_BO: image, frame and URL.
  await page.goto('/admin-dashboard?tab=cat-tc-bo-images');
  form = await uploadForm(page, 'Upload a footer banner');
  await axe();
  await expect(form.getByLabel('Frame').locator('option')).toHaveText([
    'Choose a frame',
    'Cat Footer',
    'TopCO Footer',
    'BesTO Footer',
  ]);
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('alert')).toHaveText('All fields are required');
  await form.getByLabel('Image').setInputFiles(file);
  await form.getByLabel('Frame').selectOption('TC');
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('alert')).toHaveText('All fields are required');
  await form.getByLabel('Frame').selectOption('');
  await form.getByLabel('Merchant URL').fill('example.in/frame');
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('alert')).toHaveText('All fields are required');

  // Top Coupons: image, position and URL.
  await page.goto('/admin-dashboard?tab=top-coupons-images');
  form = await uploadForm(page, 'Upload a top coupons image');
  await expect(form.getByLabel('Position').locator('option')).toHaveText([
    'Choose a position',
    'TTCoLeftMin',
    'TTCoMax',
    'TTCoRightMin',
  ]);
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('alert')).toHaveText(imageTypeUrl);
  await form.getByLabel('Image').setInputFiles(file);
  await form.getByLabel('Merchant URL').fill('example.in/top');
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('alert')).toHaveText(imageTypeUrl);

  // Card Images: coupon-card images, the popup ad, product ads (with a slot).
  await page.goto('/admin-dashboard?tab=card-images');
  for (const name of ['Coupon card images', "Popup ad on a card's back", 'Product ads']) {
    form = await uploadForm(page, name);
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please select an image');
  }
  await axe();
  await form.getByLabel('Image').setInputFiles(file);
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('alert')).toHaveText('Choose a slot from 1 to 24.');
  await form.getByLabel('Slot').fill('25');
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('alert')).toHaveText('Choose a slot from 1 to 24.');

  // Seasonal Offers: the image.
  await page.goto('/admin-dashboard?tab=seasonal-offers');
  form = await uploadForm(page, 'Upload a seasonal offer');
  await axe();
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please select an image');

  // Flash Text: the text.
  await page.goto('/admin-dashboard?tab=flash-text');
  const flash = page.getByRole('form', { name: 'Flash text' });
  await expect(flash.getByRole('button', { name: 'Save flash text' })).toBeEnabled();
  await flash.getByRole('button', { name: 'Save flash text' }).click();
  await expect(flash.getByRole('alert')).toHaveText('Please enter the flash text');

  expect(await requests.sent()).toEqual([]);
});

test.describe('pending coupons', () => {
  // The approval into a held slot is refused with a 409, which Chromium logs as a failed request.
  test.use({ expectedConsoleErrors: /the server responded with a status of 409/ });

  test('pending coupons: a held slot is refused with the holder named, one is approved into its requested slot and goes live there, another is rejected with a reason', async ({
    page,
    axe,
  }) => {
    await signInAsAdmin(page, '/admin-dashboard?tab=pending-coupons');
    const list = page.getByRole('list', { name: 'Pending coupons' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(list.getByRole('button', { name: 'Approve' }).first()).toBeEnabled();
    await axe();
    const names = await list.getByRole('heading', { level: 3 }).allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(2);
    const [approveName, rejectName] = names as [string, string];
    const itemFor = (name: string) =>
      list.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

    const approving = itemFor(approveName);
    const slotField = approving.getByLabel('Assigned slot');
    const requested = await slotField.inputValue();
    // Slot 20 holds a live demo coupon: the server's 409 names it, and the coupon stays pending.
    const slots = async () =>
      (await (await page.request.get('/api/AdSlot/get-all-ad-slots')).json()) as {
        slotId: number;
        couponName: string;
      }[];
    const holder = (await slots()).find((slot) => slot.slotId === 20)?.couponName ?? '';
    expect(holder).not.toBe('');
    await slotField.fill('20');
    await approving.getByRole('button', { name: 'Approve' }).click();
    const held = page.getByRole('alert').filter({ hasText: `Slot 20 is held by "${holder}" until ` });
    await expect(held).toHaveText(/ until \d{4}-\d{2}-\d{2}\.$/);
    await expect(slotField).toHaveAccessibleDescription(/Slot 20 is held by "/);
    await expect(approving).toHaveCount(1);

    // Its requested slot is free (the demo's expired coupon there gives it back).
    await slotField.fill(requested);
    await approving.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Coupon approved successfully!' })).toBeVisible();
    await expect(approving).toHaveCount(0);
    expect((await slots()).find((slot) => slot.slotId === Number(requested))?.couponName).toBe(approveName);

    const rejecting = itemFor(rejectName);
    await rejecting.getByRole('button', { name: 'Reject' }).click();
    await rejecting.getByRole('button', { name: 'Send rejection' }).click();
    await expect(rejecting.getByText('Reject reason is required')).toBeVisible();
    await rejecting.getByLabel('Reject reason').fill('The ad image is unreadable on small screens.');
    await rejecting.getByRole('button', { name: 'Send rejection' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Coupon rejected.' })).toBeVisible();
    await expect(rejecting).toHaveCount(0);
    const stillSlots = (await (await page.request.get('/api/AdSlot/get-all-ad-slots')).json()) as {
      couponName: string;
    }[];
    expect(stillSlots.map((slot) => slot.couponName)).not.toContain(rejectName);

    await page.reload();
    await expect(
      list.getByRole('listitem').first().or(page.getByText('No Pending Coupons Available')),
    ).toBeVisible();
    await expect(itemFor(approveName)).toHaveCount(0);
    await expect(itemFor(rejectName)).toHaveCount(0);
  });
});

test('a product is approved, then rejected with a reason; an empty reason is refused', async ({
  page,
  axe,
}) => {
  await signInAsAdmin(page, '/admin-dashboard?tab=products-approval');
  const list = page.getByRole('list', { name: 'Merchant products' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const approveButtons = page.getByRole('button', { name: 'Approve' });
  await expect(list.getByRole('button').first()).toBeEnabled();
  await axe();

  let item = list.getByRole('listitem').filter({ has: approveButtons }).first();
  if ((await list.locator(approveButtons).count()) === 0) item = list.getByRole('listitem').first();
  const name = (await item.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const product = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first();
  const dialog = page.getByRole('dialog', { name: `Reject ${name}` });

  if ((await product.getByRole('button', { name: 'Approve' }).count()) === 0) {
    // Every product is approved already (another test's doing): reject this one first.
    await product.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByLabel('Reject reason').fill('Setting up the test.');
    await dialog.getByRole('button', { name: 'Reject product' }).click();
    await expect(dialog).toBeHidden();
  }

  await product.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product approved successfully' })).toBeVisible();
  await expect(product.getByText('Approved', { exact: true })).toBeVisible();

  await product.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeVisible();
  await axe();
  await dialog.getByLabel('Reject reason').fill('   ');
  await dialog.getByRole('button', { name: 'Reject product' }).click();
  await expect(dialog.getByText('Reject reason is required')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Reject reason').fill('  The photo is blurry.  ');
  await dialog.getByLabel('Advised changes').fill('Upload a sharper photo on a plain background.');
  await dialog.getByRole('button', { name: 'Reject product' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Product rejected successfully' })).toBeVisible();
  await expect(product.getByText('Not approved', { exact: true })).toBeVisible();
  await expect(product.getByRole('button', { name: 'Approve' })).toBeVisible();

  const products = (await (await page.request.get('/api/AdminContent/admin/merchant-products')).json()) as {
    productName: string;
    isApproved: boolean;
    rejectionReason: string | null;
  }[];
  const saved = products.find((row) => row.productName === name);
  expect(saved?.isApproved).toBe(false);
  expect(saved?.rejectionReason).toBe('The photo is blurry.');
});

test('the flash text tab saves a new text that the public call returns', async ({ page, axe }) => {
  const original = ((await (await page.request.get(FLASH_TEXT_PATH)).json()) as { flashText: string | null })
    .flashText;
  const text = `Festive week: extra 10% off with UPI (${unique()})`;

  await signInAsAdmin(page, '/admin-dashboard?tab=flash-text');
  const form = page.getByRole('form', { name: 'Flash text' });
  const save = form.getByRole('button', { name: 'Save flash text' });
  await expect(save).toBeEnabled();
  await expect(form.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  if (original) await expect(page.getByTestId('current-flash-text')).toHaveText(original);
  await axe();

  await form.getByRole('textbox', { name: 'Flash text' }).fill(text);
  await save.click();
  const status = form.getByRole('status');
  await expect(status).toHaveText(/Flash Text\s+uploaded successfully/);
  expect(await status.textContent()).toBe('Flash Text  uploaded successfully');
  await expect(page.getByTestId('current-flash-text')).toHaveText(text);
  const saved = (await (await page.request.get(FLASH_TEXT_PATH)).json()) as { flashText: string | null };
  expect(saved.flashText).toBe(text);

  // Put the original text back for the other tests.
  if (original) {
    await form.getByRole('textbox', { name: 'Flash text' }).fill(original);
    await save.click();
    await expect(page.getByTestId('current-flash-text')).toHaveText(original);
  }
});

test('a coupon-card image is uploaded with a preview, listed, and removed again', async ({ page }) => {
  const host = `card-${unique()}.example.in`;
  await signInAsAdmin(page, '/admin-dashboard?tab=card-images');
  const form = await uploadForm(page, 'Coupon card images');
  const live = page.getByRole('region', { name: 'Live coupon card images' });
  await expect(
    live.getByRole('listitem').first().or(live.getByText('Nothing is live here yet.')),
  ).toBeVisible();
  const before = await live.getByRole('listitem').count();

  await form
    .getByLabel('Image')
    .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await png('#2f9e44') });
  await expect(form.getByRole('img', { name: 'Preview of card.png' })).toBeVisible();
  await form.getByLabel('Merchant URL').fill(host);
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('status')).toHaveText('Image uploaded successfully!');
  const uploaded = live.getByRole('listitem').filter({ hasText: `https://${host}` });
  await expect(uploaded).toHaveCount(1);
  await expect(uploaded.getByRole('img')).toHaveAttribute('src', /^\/media\//);

  await uploaded.getByRole('button', { name: 'Remove' }).click();
  await uploaded.getByRole('button', { name: 'Cancel' }).click();
  await expect(uploaded.getByRole('button', { name: 'Remove' })).toBeVisible();
  await uploaded.getByRole('button', { name: 'Remove' }).click();
  await uploaded.getByRole('button', { name: 'Confirm remove' }).click();
  await expect(uploaded).toHaveCount(0);
  await expect(live.getByRole('listitem')).toHaveCount(before);
});

test('a file that is not a readable image is refused before sending', async ({ page }) => {
  await signInAsAdmin(page, '/admin-dashboard?tab=seasonal-offers');
  const requests = await refuseRequests(page, (request) => request.method() === 'POST');
  const form = await uploadForm(page, 'Upload a seasonal offer');
  await form
    .getByLabel('Image')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  const unreadable = 'The image could not be read. Please choose another file.';
  await expect(form.getByText(unreadable)).toBeVisible();
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('alert')).toHaveText(unreadable);
  await expect(form.getByRole('img')).toHaveCount(0);
  expect(await requests.sent()).toEqual([]);
});

test.describe('uploads the server refuses', () => {
  test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 400/ });

  const refuse = (page: Page, pattern: string, message: string) =>
    page.route(pattern, (route) =>
      route.fulfill({ status: 400, json: { error: { code: 'bad_input', message } } }),
    );

  test('top coupons says "Upload failed: " with the server message', async ({ page }) => {
    await refuse(page, '**/api/TopBanner/TTC_Images', 'The service is busy.');
    await signInAsAdmin(page, '/admin-dashboard?tab=top-coupons-images');
    const form = await uploadForm(page, 'Upload a top coupons image');
    await form
      .getByLabel('Image')
      .setInputFiles({ name: 'top.png', mimeType: 'image/png', buffer: await png() });
    await form.getByLabel('Position').selectOption('TTCoMax');
    await form.getByLabel('Merchant URL').fill('example.in/top');
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(form.getByRole('alert')).toHaveText('Upload failed: The service is busy.');
    await expect(form.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  test('Cat_TC_BO says "Image upload failed." and sends the frame', async ({ page }) => {
    const sent: { frame: string | null; fields: string[] }[] = [];
    await page.route('**/api/Cat_TC_BO/add-or-update-Cat-Banner?*', async (route) => {
      const request = route.request();
      const body = request.postData() ?? '';
      sent.push({
        frame: new URL(request.url()).searchParams.get('Frame'),
        fields: [...body.matchAll(/; name="([^"]+)"/g)].map((match) => match[1] ?? ''),
      });
      await route.fulfill({ status: 400, json: { error: { code: 'bad_input', message: 'No.' } } });
    });
    await signInAsAdmin(page, '/admin-dashboard?tab=cat-tc-bo-images');
    const form = await uploadForm(page, 'Upload a footer banner');
    await form
      .getByLabel('Image')
      .setInputFiles({ name: 'bo.png', mimeType: 'image/png', buffer: await png() });
    await form.getByLabel('Frame').selectOption('BO');
    await form.getByLabel('Merchant URL').fill('example.in/frame');
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(form.getByRole('alert')).toHaveText('Image upload failed.');
    expect(sent).toEqual([{ frame: 'BO', fields: ['ImageData', 'MerchantURL', 'Frame'] }]);
  });
});
