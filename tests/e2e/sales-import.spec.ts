import { todayInIndia } from '../../functions/contract/india-time.ts';
import { saleMessages } from '../../functions/contract/earnings.ts';
import { salesImportMessages } from '../../functions/contract/sales-import.ts';
import { signInAsFreshMerchant } from './fresh-merchant.ts';
import { expect, test } from './fixtures.ts';

/**
 * The merchant's CSV import of sales (issue 22 item 3; decision 0064): preview with a bad row named,
 * confirm with a progress bar, a failed batch retried, the done message, and the same file again
 * recorded nothing twice. The first confirm answers 503 on purpose: its console error is expected.
 */
test.use({ expectedConsoleErrors: /status of 503/ });

test('a merchant imports sales from a CSV file: preview, progress, retry, done, and a re-upload is all already recorded', async ({
  page,
  axe,
}) => {
  // A sign-up, three files checked, two batches and two axe scans on a shared 2-core machine.
  test.setTimeout(120_000);
  await signInAsFreshMerchant(page);
  const today = todayInIndia();
  const dayFirst = today.split('-').reverse().join('/');
  const suffix = Date.now().toString(36);
  const csv = [
    '\uFEFFOrder Reference,Shopper,Amount,Date',
    `IMP-${suffix}-1,demo_user,"1,499.50",${today}`,
    `IMP-${suffix}-2,demo_user,₹799,${dayFirst}`,
    `IMP-${suffix}-3,demo_user,lots,${today}`,
  ].join('\r\n');
  const file = { name: 'sales.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };

  await page.goto('/merchant/dashboard?tab=review');
  const section = page.getByRole('region', { name: salesImportMessages.title });
  await expect(section.getByRole('link', { name: salesImportMessages.template })).toHaveAttribute(
    'href',
    '/sales-import-template.csv',
  );
  await section.getByLabel(salesImportMessages.fileLabel).setInputFiles(file);

  // The preview: two ready rows and the bad one named with its row and field.
  await expect(section.getByText('2 ready, 1 with errors, 0 already recorded')).toBeVisible();
  const table = section.getByRole('table', { name: salesImportMessages.previewCaption });
  await expect(table.getByRole('row').filter({ hasText: `IMP-${suffix}-3` })).toContainText(
    `Row 4: amount – ${saleMessages.saleAmount}`,
  );
  await expect(table.getByRole('row').filter({ hasText: `IMP-${suffix}-1` })).toContainText('Ready');
  await expect(table.getByRole('row').filter({ hasText: `IMP-${suffix}-1` })).toContainText('₹1,499.50');
  await axe();

  // The first batch is held, so the progress shows, then fails: the error and a Retry.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/merchant/sales/import/confirm', async (route) => {
    await held;
    await route.fulfill({
      status: 503,
      json: { error: { code: 'unavailable', message: 'Try again soon.' } },
    });
  });
  await section.getByRole('button', { name: salesImportMessages.confirm }).click();
  await expect(section.getByText(salesImportMessages.progress(0, 2))).toBeVisible();
  await expect(section.getByRole('progressbar', { name: salesImportMessages.importing })).toBeVisible();
  release();
  await expect(section.getByRole('alert')).toHaveText(
    salesImportMessages.batchFailed(0, 2, 'Try again soon.'),
  );
  await page.unroute('**/api/merchant/sales/import/confirm');
  await section.getByRole('button', { name: salesImportMessages.retry }).click();
  await expect(section.getByText(salesImportMessages.done(2, 0))).toBeVisible();
  await expect(section.getByText(salesImportMessages.next)).toBeVisible();
  await axe();

  // The same file again: nothing is ready, both orders are already recorded, Confirm is disabled.
  await section.getByRole('button', { name: salesImportMessages.importAnother }).click();
  await section.getByLabel(salesImportMessages.fileLabel).setInputFiles(file);
  await expect(section.getByText('0 ready, 1 with errors, 2 already recorded')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Already recorded' })).toHaveCount(2);
  await expect(section.getByRole('button', { name: salesImportMessages.confirm })).toBeDisabled();

  // The recent sales list them once each.
  await page.reload();
  const recent = page.getByRole('table', { name: 'Recent sales' });
  await expect(recent.getByRole('row').filter({ hasText: '₹1,499.50' })).toHaveCount(1);
  await expect(recent.getByRole('row').filter({ hasText: '₹799' })).toHaveCount(1);
});
