import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentIndiaMonth,
  statementMessages,
  type MerchantStatement,
} from '../../functions/contract/merchant-statement.ts';
import { storeCashbackTerms } from '../../functions/db/schema/index.ts';
import { createAccount } from '../../functions/seed/factories/index.ts';
import { DEFAULT_CASHBACK_SETTINGS } from '../../functions/services/earnings/cashback-settings.ts';
import { confirmCashback } from '../../functions/services/earnings/confirm-cashback.ts';
import { recordMerchantSale } from '../../functions/services/earnings/record-merchant-sale.ts';
import { reverseSale } from '../../functions/services/earnings/reverse-sale.ts';
import { signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let keys = 0;
async function sale(
  merchantId: string,
  accountId: string,
  saleAmountPaise: number,
  saleDate: string,
  extra: { orderReference?: string } = {},
) {
  return recordMerchantSale(
    t.db,
    {
      merchantId,
      accountId,
      couponId: null,
      saleAmountPaise,
      saleDate,
      remarks: null,
      idempotencyKey: `statement-${++keys}`,
      ...extra,
    },
    DEFAULT_CASHBACK_SETTINGS,
  );
}

const get = (path: string, cookie?: string) =>
  t.app.request(path, sameOrigin({ headers: cookie ? { Cookie: cookie } : {} }));

describe('the merchant’s monthly statement', () => {
  it('totals the month’s sales, cashback due, confirmed and reversed, and lists each sale in the CSV', async () => {
    const { cookie, merchant } = await signedIn(t, 'merchant');
    const other = await signedIn(t, 'merchant');
    const merchantId = merchant?.id ?? '';
    await t.db.insert(storeCashbackTerms).values({ merchantId, merchantRateBp: 600 });
    const asha = await createAccount(t.db, { role: 'user', displayName: 'Asha, "the" buyer' });
    const ravi = await createAccount(t.db, { role: 'user', displayName: '=HYPERLINK("x")' });

    // September 2026: one confirmed (₹1,000 at 6% = ₹60), one pending (₹500 = ₹30), one reversed (₹200 = ₹12).
    const confirmed = await sale(merchantId, asha.id, 100_000, '2026-09-01', { orderReference: 'ORD-1' });
    await sale(merchantId, ravi.id, 50_000, '2026-09-30');
    const reversed = await sale(merchantId, asha.id, 20_000, '2026-09-15');
    await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, '2026-10-02');
    await reverseSale(t.db, { saleId: reversed.saleId, merchantId, reason: 'returned', note: 'Came back' });
    // Not in the statement: another month, another merchant.
    await sale(merchantId, asha.id, 70_000, '2026-10-01');
    await sale(merchantId, asha.id, 70_000, '2026-08-31');
    await sale(other.merchant?.id ?? '', asha.id, 90_000, '2026-09-10');

    const response = await get('/api/merchant/statement?month=2026-09', cookie);
    expect(response.status).toBe(200);
    expect((await response.json()) as MerchantStatement).toEqual({
      month: '2026-09',
      from: '2026-09-01',
      to: '2026-09-30',
      sales: { count: 3, amountPaise: 170_000, amountRupees: 1700 },
      cashbackDue: { count: 2, amountPaise: 9000, amountRupees: 90 },
      confirmed: { count: 1, amountPaise: 6000, amountRupees: 60 },
      reversed: { count: 1, amountPaise: 1200, amountRupees: 12 },
    });

    const csv = await get('/api/merchant/statement.csv?month=2026-09', cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Type')).toContain('text/csv');
    expect(csv.headers.get('Content-Disposition')).toBe(
      'attachment; filename="cashback-statement-2026-09.csv"',
    );
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'Date,Order reference,Click id,Shopper,Amount (₹),Rate (%),Cashback (₹),Status',
      `2026-09-01,ORD-1,,"Asha, ""the"" buyer",1000,6,60,Confirmed`,
      `2026-09-15,,,"Asha, ""the"" buyer",200,6,12,Reversed`,
      // A name a spreadsheet would run as a formula is written as text.
      `2026-09-30,,,"'=HYPERLINK(""x"")",500,6,30,Pending`,
      '',
      'Totals,Count,Amount (₹)',
      `${statementMessages.sales},3,1700`,
      `${statementMessages.cashbackDue},2,90`,
      `${statementMessages.confirmed},1,60`,
      `${statementMessages.reversed},1,12`,
    ]);
    expect(lines.join('\n')).not.toContain(asha.email ?? 'no email');
    expect(confirmed.cashbackRateBp).toBe(600);

    // The other merchant sees only their own sale.
    const theirs = (await (
      await get('/api/merchant/statement?month=2026-09', other.cookie)
    ).json()) as MerchantStatement;
    expect(theirs.sales).toEqual({ count: 1, amountPaise: 90_000, amountRupees: 900 });
  });

  it('defaults to this month in India, is empty without sales, and refuses a malformed month', async () => {
    const { cookie } = await signedIn(t, 'merchant');
    const response = await get('/api/merchant/statement', cookie);
    expect(await response.json()).toMatchObject({
      month: currentIndiaMonth(),
      sales: { count: 0, amountPaise: 0, amountRupees: 0 },
      cashbackDue: { count: 0, amountPaise: 0 },
    });
    for (const month of ['2026-13', '2026-9', 'september', '2026-09-01']) {
      expect((await get(`/api/merchant/statement?month=${month}`, cookie)).status, month).toBe(400);
      expect((await get(`/api/merchant/statement.csv?month=${month}`, cookie)).status, month).toBe(400);
    }
    const empty = await (await get('/api/merchant/statement.csv?month=2020-02', cookie)).text();
    expect(empty).toContain('Totals,Count,Amount (₹)');
  });

  it('is for merchants only', async () => {
    const user = await signedIn(t, 'user');
    const admin = await signedIn(t, 'admin');
    expect((await get('/api/merchant/statement')).status).toBe(401);
    expect((await get('/api/merchant/statement.csv', user.cookie)).status).toBe(403);
    expect((await get('/api/merchant/statement', admin.cookie)).status).toBe(403);
  });
});
