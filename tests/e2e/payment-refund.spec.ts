import { signInAsAdmin } from './demo-user.ts';
import { expect, test } from './fixtures.ts';

/**
 * The admin refunds a payment from the Payments tab (issue 20 item 4, decision 0045): part of it
 * first, with a reason and a confirmation, then the rest, which the form fills in by default.
 */

test('the admin refunds a paid payment link in part, then the rest, from the Payments tab', async ({
  page,
  axe,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, '/admin-dashboard?tab=payments');
  const origin = new URL(page.url()).origin;
  const api = page.request;
  const post = (path: string, data: unknown) => api.post(path, { data, headers: { Origin: origin } });

  // A link of an unusual amount, paid through the test provider (as a visitor would on its page).
  const amount = String(1000 + Math.floor(Math.random() * 8999));
  const link = await post('/api/admin/payment-requests', {
    source: 'seasonal',
    amount,
    mobile: '9876543210',
  });
  expect(link.status()).toBe(201);
  const { id: requestId } = (await link.json()) as { id: string };
  const order = await post('/api/payments/orders', { purpose: 'link', requestId });
  const { orderId } = (await order.json()) as { orderId: string };
  const checkout = await post('/api/payments/test-checkout', { orderId, outcome: 'paid' });
  const signed = (await checkout.json()) as Record<string, string>;
  const verified = await post('/api/payments/verify', {
    orderId,
    paymentId: signed.razorpay_payment_id,
    signature: signed.razorpay_signature,
  });
  expect(verified.status()).toBe(200);

  await page.reload();
  const charged = `₹${Number(amount).toLocaleString('en-IN')}`;
  const payments = page.getByRole('table', { name: 'Payments' });
  const rowCharged = (rupees: string) =>
    payments.getByRole('row').filter({ has: page.locator('td[data-label="Charged"]', { hasText: rupees }) });
  const row = rowCharged(charged);
  const cell = (column: string) => row.locator(`td[data-label="${column}"]`);
  await expect(cell('Status')).toHaveText('Paid');
  await expect(cell('Purpose')).toHaveText('Payment link');

  await row.getByRole('button', { name: 'Refund…' }).click();
  const form = row.getByRole('form');
  await expect(form.getByRole('textbox', { name: 'Amount to refund (₹)' })).toHaveValue(amount);
  await form.getByRole('textbox', { name: 'Amount to refund (₹)' }).fill('100');
  await form.getByRole('button', { name: 'Review refund' }).click();
  await expect(form.getByText('Give the reason for the refund.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Reason' }).fill('Shown two days less');
  await form.getByRole('button', { name: 'Review refund' }).click();
  const confirm = form.getByRole('alertdialog', { name: 'Confirm the refund' });
  await expect(confirm).toContainText('Refund ₹100 of');
  await expect(confirm).toContainText('Reason: Shown two days less');
  await axe();
  await confirm.getByRole('button', { name: 'Yes, refund ₹100' }).click();
  await expect(row.getByRole('status').filter({ hasText: 'Refunded ₹100.' })).toBeVisible();
  await expect(cell('Paid')).toContainText('(refunded ₹100)');

  // The rest, filled in by default.
  const rest = Number(amount) - 100;
  await row.getByRole('button', { name: 'Refund…' }).click();
  await expect(row.getByRole('textbox', { name: 'Amount to refund (₹)' })).toHaveValue(String(rest));
  await row.getByRole('textbox', { name: 'Reason' }).fill('Campaign cancelled');
  await row.getByRole('button', { name: 'Review refund' }).click();
  await row.getByRole('button', { name: /^Yes, refund/ }).click();
  await expect(cell('Status')).toHaveText('Refunded');
  await expect(row.getByRole('button', { name: 'Refund…' })).toHaveCount(0);

  // What the server holds, after a reload.
  await page.reload();
  await expect(cell('Status')).toHaveText('Refunded');
  await expect(cell('Purpose')).toHaveText('Payment link');
});
