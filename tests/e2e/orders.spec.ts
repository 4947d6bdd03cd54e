import type { ApprovedProduct } from '../../functions/contract/site-content.ts';
import { orderMessages } from '../../functions/contract/orders.ts';
import { signInAsDemoMerchant } from './demo-user.ts';
import { fillDeliveryAddress } from './delivery.ts';
import { expect, test } from './fixtures.ts';
import { freshShopper } from './fresh-shopper.ts';

/**
 * Orders from Buy Now (issue 24 item 6, decision 0074), on the built-in test provider: a shopper gives
 * the delivery address (a bad PIN code is refused with its message), pays, lands on the receipt; the
 * merchant ships the order from the Orders tab, then cancels it with a refund; the shopper's receipt
 * follows each step and ends cancelled, refunded, with the order's cashback reversed.
 */
// The cancel sent without a reason (400) and another account's look at the receipt (404) are expected.
test.use({ expectedConsoleErrors: /status of (400 \(Bad Request\)|404 \(OK\))/ });

test('Buy Now with an address → order → shipped → cancelled with a refund → cashback reversed', async ({
  page,
  browser,
  axe,
}) => {
  test.setTimeout(180_000);
  const shopper = await freshShopper(browser);
  try {
    const approved = (await (
      await shopper.page.request.get('/api/AdminContent/products/approved')
    ).json()) as ApprovedProduct[];
    const merchantId = approved.find((item) => item.productName === 'Kanchi Cotton Saree')?.merchantId;
    const buyer = shopper.page;
    await buyer.goto(`/merchantproductsite/${merchantId}`);
    await buyer.getByRole('link', { name: 'Buy Now: Kanchi Cotton Saree' }).click();
    await expect(buyer.getByRole('group', { name: 'Delivery address' })).toBeVisible();
    await axe(buyer);

    // Nothing typed: each field says what it needs; a PIN code starting with 0 is refused.
    await buyer.getByRole('button', { name: 'Pay' }).click();
    await expect(buyer.getByText(orderMessages.badPhone)).toBeVisible();
    await fillDeliveryAddress(buyer, { pin: '012345' });
    await buyer.getByRole('button', { name: 'Pay' }).click();
    await expect(buyer.getByText(orderMessages.badPin)).toBeVisible();
    await expect(buyer).toHaveURL(/\/payment\//);
    await buyer.getByRole('textbox', { name: 'PIN code' }).fill('500012');
    await buyer.getByRole('button', { name: 'Pay' }).click();
    await expect(buyer).toHaveURL(/\/payment\/test-checkout\?order=order_test_/);
    await buyer.getByRole('button', { name: 'Pay (test)' }).click();
    await expect(buyer.getByRole('status').filter({ hasText: 'Payment Successful!' })).toBeVisible();
    await buyer.getByRole('link', { name: orderMessages.viewReceipt }).click();
    await expect(buyer).toHaveURL(/\/orders\/DS[0-9A-Z]{10}$/);
    const number = new URL(buyer.url()).pathname.split('/').pop() ?? '';
    await expect(buyer.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
    await expect(buyer.locator('[data-order-status]')).toContainText('Placed');
    await expect(buyer.getByText(/Lakshmi Devi, 12-3-45, Begum Bazaar, Hyderabad – 500012/)).toBeVisible();
    await expect(buyer.locator('[data-cashback]')).toContainText('pending');
    await axe(buyer);

    // The merchant ships it from the Orders tab.
    await signInAsDemoMerchant(page);
    await page.goto('/merchant/dashboard?tab=orders');
    const row = page.locator(`tr[data-order="${number}"]`);
    await expect(row).toContainText('Placed');
    await expect(row).toContainText('Begum Bazaar');
    await axe();
    await row.getByRole('button', { name: `Mark shipped: ${number}` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Order ${number} is now shipped.` }),
    ).toBeVisible();
    await expect(row).toContainText('Shipped');
    await expect(row.getByRole('button', { name: `Mark shipped: ${number}` })).toHaveCount(0);

    await buyer.reload();
    await expect(buyer.locator('[data-order-status]')).toContainText('Shipped');

    // Then cancels it: the reason is asked for, the payment refunded, the cashback reversed.
    await row.getByRole('button', { name: `Cancel and refund: ${number}` }).click();
    await row.getByRole('button', { name: orderMessages.confirmCancel }).click();
    await expect(row.getByText(orderMessages.cancelReasonNeeded)).toBeVisible();
    await row.getByRole('textbox', { name: orderMessages.cancelPrompt }).fill('The courier lost the parcel');
    await row.getByRole('button', { name: orderMessages.confirmCancel }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Order ${number} is cancelled and ₹2,499 is refunded.` }),
    ).toBeVisible();
    await expect(row).toContainText('Cancelled');

    await buyer.reload();
    await expect(buyer.locator('[data-order-status]')).toContainText('Cancelled');
    await expect(buyer.getByText('The courier lost the parcel').first()).toBeVisible();
    await expect(buyer.locator('[data-refund]')).toHaveText('₹2,499 refunded to the way you paid');
    await expect(buyer.locator('[data-cashback]')).toContainText(
      'reversed: the order was cancelled and refunded',
    );

    // The shopper's Orders tab lists it, cancelled, linking to the receipt.
    await buyer.goto('/user/dashboard?tab=orders');
    const mine = buyer.locator(`tr[data-order="${number}"]`);
    await expect(mine).toContainText('Cancelled');
    await expect(mine.getByRole('link', { name: number })).toHaveAttribute('href', `/orders/${number}`);
    await axe(buyer);

    // Another account's look at the receipt is a 404.
    const other = await page.goto(`/orders/${number}`);
    expect(other?.status()).toBe(404);
  } finally {
    await shopper.context.close();
  }
});
