import { rupeesToPaise } from '../../contract/money.ts';
import type { Database } from '../../db/database.ts';
import { DEFAULT_CASHBACK_SETTINGS } from '../../services/earnings/cashback-settings.ts';
import { confirmCashback } from '../../services/earnings/confirm-cashback.ts';
import { recordMerchantSale } from '../../services/earnings/record-merchant-sale.ts';
import { reverseSale } from '../../services/earnings/reverse-sale.ts';
import { createAccount, isoDateInDays } from '../factories/index.ts';

/** The demo user's purchases (days before the seed; rupees): a full My Earnings screen. */
const DEMO_USER_SALES = [
  { daysAgo: 62, rupees: 1299, remarks: 'Cotton kurta set' },
  { daysAgo: 45, rupees: 2499, remarks: 'Running shoes' },
  { daysAgo: 38, rupees: 3999, remarks: 'Smartwatch', returned: 'Sent back within 7 days: wrong size' },
  { daysAgo: 5, rupees: 899, remarks: 'Bedsheet pair' },
] as const;

/**
 * Cashback for the demo (decision 0031), through the same services as the API, with the settings'
 * defaults: the demo user (demo_user) has confirmed, pending and reversed cashback, and a referred
 * friend (demo_friend, who cannot sign in) whose first confirmed cashback paid the demo user a bonus.
 */
export async function createDemoEarnings(
  db: Database,
  demo: { userId: string; merchantId: string; couponIds: string[] },
) {
  const friend = await createAccount(db, {
    role: 'user',
    username: 'demo_friend',
    displayName: 'Ankit Rao',
    email: 'friend@example.com',
    referredByAccountId: demo.userId,
  });
  const couponAt = (index: number) => demo.couponIds[index % demo.couponIds.length] ?? null;
  const record = (accountId: string, index: number, daysAgo: number, rupees: number, remarks: string) =>
    recordMerchantSale(
      db,
      {
        merchantId: demo.merchantId,
        accountId,
        couponId: couponAt(index),
        saleAmountPaise: rupeesToPaise(rupees),
        saleDate: isoDateInDays(-daysAgo),
        remarks,
        idempotencyKey: `demo-sale-${index}`,
      },
      DEFAULT_CASHBACK_SETTINGS,
    );

  for (const [index, sale] of DEMO_USER_SALES.entries()) {
    const recorded = await record(demo.userId, index, sale.daysAgo, sale.rupees, sale.remarks);
    if ('returned' in sale) {
      await reverseSale(db, {
        saleId: recorded.saleId,
        merchantId: demo.merchantId,
        reason: 'returned',
        note: sale.returned,
      });
    }
  }
  await record(friend.id, DEMO_USER_SALES.length, 50, 1999, 'Wireless earbuds');
  await confirmCashback(db, DEFAULT_CASHBACK_SETTINGS);
}
