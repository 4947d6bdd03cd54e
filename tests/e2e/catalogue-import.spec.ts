import { catalogueMessages as texts } from '../../functions/contract/catalogue.ts';
import { generateDemoImage } from '../../functions/seed/demo/generate-image.ts';
import { makeZip } from '../support/make-zip.ts';
import { signInAsFreshMerchant } from './fresh-merchant.ts';
import { expect, test } from './fixtures.ts';

/**
 * Bulk upload of catalogue products in Site creation (issue 24 item 7; decision 0075): a CSV and a zip
 * of images with one bad row (its image is not a picture) → the preview names the error → confirm
 * with a progress bar → the good products are listed under Your Products and on the storefront; then
 * one is hidden and one deleted from the list.
 */
test('a merchant uploads products from a CSV and a zip: preview with the bad row, confirm, listed', async ({
  page,
  axe,
}) => {
  // A sign-up, a preview, a confirm with six image resizes and two axe scans on a shared machine.
  test.setTimeout(120_000);
  const merchantId = await signInAsFreshMerchant(page, 'Kaveri Silks');
  const photo = (label: string, color: string) =>
    generateDemoImage({ width: 800, height: 600, label, colors: [color, '#f59e0b'] });
  const zip = makeZip([
    { name: 'saree.png', content: await photo('Saree', '#7c2d12') },
    { name: 'images/dupatta.png', content: await photo('Dupatta', '#0b7285') },
    { name: 'broken.jpg', content: 'This is not a picture.' },
  ]);
  const csv = [
    'Name,Price,MRP,Category,Description,Image file name,Stock',
    'Kanchipuram silk saree,"2,499",3999,Sarees,Pure silk with zari border,saree.png,3',
    'Cotton dupatta,399,,Dupattas,Soft mulmul cotton,dupatta.png,',
    'Broken kurta,599,799,Kurtas,Its photo is a text file,broken.jpg,5',
  ].join('\r\n');

  await page.goto('/merchantpage');
  await page.getByRole('radio', { name: 'Create your Own Site' }).check();
  await page.getByText('Upload Many Products (CSV)', { exact: true }).click();
  const section = page.getByRole('region', { name: texts.importTitle });
  await section.getByLabel(texts.csvLabel).setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await section.getByLabel(texts.zipLabel).setInputFiles({
    name: 'images.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(zip),
  });
  await section.getByRole('button', { name: texts.check }).click();

  // The preview: two ready rows, the bad one named with its row, field and reason.
  await expect(section.getByText('2 ready, 1 with errors, 0 already in your catalogue')).toBeVisible();
  const table = section.getByRole('table', { name: texts.previewCaption });
  await expect(table.getByRole('row').filter({ hasText: 'Broken kurta' })).toContainText(
    'Row 4: image file name – “broken.jpg”: Only JPG, PNG, WebP or GIF images can be uploaded.',
  );
  const saree = table.getByRole('row').filter({ hasText: 'Kanchipuram silk saree' });
  await expect(saree).toContainText('Ready');
  await expect(saree).toContainText('₹2,499');
  await expect(saree).toContainText(`Sarees (${texts.newCategory})`);
  await axe();

  // Confirm: the progress bar shows while the batch is on its way, then the done message.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/merchantpage/products/import/confirm', async (route) => {
    await held;
    await route.continue();
  });
  await section.getByRole('button', { name: texts.confirm(2) }).click();
  await expect(section.getByRole('progressbar', { name: texts.importing })).toBeVisible();
  await expect(section.getByText(texts.progress(0, 2))).toBeVisible();
  release();
  await expect(section.getByText(texts.done(2, 0))).toBeVisible();
  await page.unroute('**/api/merchantpage/products/import/confirm');

  // Your Products lists them, with the MRP and the stock, and the new categories were made.
  const list = page.getByRole('list', { name: texts.productsTitle });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const sareeItem = list.getByRole('listitem').filter({ hasText: 'Kanchipuram silk saree' });
  await expect(sareeItem).toContainText('MRP ₹3,999');
  await expect(sareeItem).toContainText(texts.stockShown(3));
  // The storefront says how few are left.
  const front = await page.context().newPage();
  await front.goto(`/merchantproductsite/${merchantId}`);
  await expect(
    front.getByRole('listitem').filter({ hasText: 'Kanchipuram silk saree' }).getByText('Only 3 left'),
  ).toBeVisible();
  await front.close();

  // The edit form sets the stock: a fraction is refused with its message, 0 is out of stock.
  await sareeItem.getByRole('button', { name: 'Edit Kanchipuram silk saree' }).click();
  const editForm = page.getByRole('form', { name: 'Edit Kanchipuram silk saree' });
  const stock = editForm.getByLabel(texts.stockLabel);
  await expect(stock).toHaveValue('3');
  await stock.fill('2.5');
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(editForm.getByText(texts.stockMessage)).toBeVisible();
  await stock.fill('0');
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(sareeItem).toContainText(texts.stockShown(0));
  await expect(list.getByRole('listitem').filter({ hasText: 'Cotton dupatta' })).toContainText('Dupattas');
  await page.screenshot({ path: test.info().outputPath('catalogue-after-import.png'), fullPage: true });

  // Hide the dupatta, delete the saree: the storefront keeps neither.
  await list.getByRole('button', { name: 'Hide Cotton dupatta' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'Cotton dupatta' })).toContainText(
    'Hidden by you',
  );
  await list.getByRole('button', { name: 'Delete Kanchipuram silk saree' }).click();
  await list.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const shown = (await (
    await page.request.get(`/api/merchantpage/efq/products?merchantId=${merchantId}`)
  ).json()) as unknown[];
  expect(shown).toEqual([]);
  await axe();
});
