import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickTooOldMessage, saleMessages } from '../../functions/contract/earnings.ts';
import { todayInIndia } from '../../functions/contract/india-time.ts';
import {
  cashbackClicks,
  cashbackRateBounds,
  earningsLedger,
  merchantSales,
  storeCashbackTerms,
} from '../../functions/db/schema/index.ts';
import { createAccount, createCoupon, createMerchant } from '../../functions/seed/factories/index.ts';
import { DEFAULT_CASHBACK_SETTINGS } from '../../functions/services/earnings/cashback-settings.ts';
import { recordMerchantSale } from '../../functions/services/earnings/record-merchant-sale.ts';
import { HttpError } from '../../functions/http/http-error.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let keys = 0;
const base = (merchantId: string, accountId: string) => ({
  merchantId,
  accountId,
  couponId: null,
  saleAmountPaise: 100_000,
  saleDate: todayInIndia(),
  remarks: null,
  idempotencyKey: `attr-${++keys}`,
});

async function click(accountId: string, merchantId: string, couponId: string | null, daysAgo = 0) {
  const [row] = await t.db
    .insert(cashbackClicks)
    .values({ accountId, merchantId, couponId, createdAt: new Date(Date.now() - daysAgo * 86_400_000) })
    .returning();
  return row!.id;
}

/** The message of the 400 a refused sale answers (its fields.clickId). */
async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return (error.fields as Record<string, string> | undefined)?.clickId;
    throw error;
  }
  return undefined;
}

describe('a sale reported by click id (issue 22 item 3)', () => {
  it('is credited to the click’s shopper, takes the click’s coupon and records the store’s rate', async () => {
    const merchant = await createMerchant(t.db);
    const coupon = await createCoupon(t.db, { merchantId: merchant.id });
    const shopper = await createAccount(t.db, { role: 'user' });
    await t.db.insert(storeCashbackTerms).values({ merchantId: merchant.id, merchantRateBp: 600 });
    const clickId = await click(shopper.id, merchant.id, coupon.id);

    const sale = await recordMerchantSale(
      t.db,
      { ...base(merchant.id, shopper.id), clickId: clickId.toUpperCase(), source: 'form' },
      DEFAULT_CASHBACK_SETTINGS,
    );
    expect(sale).toMatchObject({ created: true, cashbackPaise: 6000, cashbackRateBp: 600 });
    const [stored] = await t.db.select().from(merchantSales).where(eq(merchantSales.id, sale.saleId));
    expect(stored).toMatchObject({ clickId, couponId: coupon.id, cashbackRateBp: 600, source: 'form' });

    // The rate changes later: the recorded sale keeps its rate and its cashback.
    await t.db
      .update(storeCashbackTerms)
      .set({ overrideRateBp: 200 })
      .where(eq(storeCashbackTerms.merchantId, merchant.id));
    const later = await recordMerchantSale(t.db, base(merchant.id, shopper.id), DEFAULT_CASHBACK_SETTINGS);
    expect(later).toMatchObject({ cashbackPaise: 2000, cashbackRateBp: 200 });
    const [again] = await t.db.select().from(merchantSales).where(eq(merchantSales.id, sale.saleId));
    expect(again?.cashbackRateBp).toBe(600);
  });

  it('keeps a merchant’s own rate within the administrator’s bounds', async () => {
    const merchant = await createMerchant(t.db);
    const shopper = await createAccount(t.db, { role: 'user' });
    await t.db.insert(storeCashbackTerms).values({ merchantId: merchant.id, merchantRateBp: 4000 });
    await t.db
      .insert(cashbackRateBounds)
      .values({ minRateBp: 200, maxRateBp: 1500 })
      .onConflictDoUpdate({ target: cashbackRateBounds.id, set: { minRateBp: 200, maxRateBp: 1500 } });
    const sale = await recordMerchantSale(t.db, base(merchant.id, shopper.id), DEFAULT_CASHBACK_SETTINGS);
    expect(sale.cashbackRateBp).toBe(1500);
    await t.db.delete(cashbackRateBounds).where(eq(cashbackRateBounds.id, 'default'));
  });

  it('refuses a click at another store, by another shopper, too old or after the sale, and writes nothing', async () => {
    const merchant = await createMerchant(t.db);
    const other = await createMerchant(t.db);
    const shopper = await createAccount(t.db, { role: 'user' });
    const someoneElse = await createAccount(t.db, { role: 'user' });
    const elsewhere = await click(shopper.id, other.id, null);
    const theirs = await click(someoneElse.id, merchant.id, null);
    const old = await click(shopper.id, merchant.id, null, 31);
    const today = await click(shopper.id, merchant.id, null);
    const sale = (clickId: string, saleDate?: string) =>
      recordMerchantSale(
        t.db,
        { ...base(merchant.id, shopper.id), clickId, ...(saleDate ? { saleDate } : {}) },
        DEFAULT_CASHBACK_SETTINGS,
      );

    expect(await refusal(sale(elsewhere))).toBe(saleMessages.clickNotFound);
    expect(await refusal(sale('not-a-click'))).toBe(saleMessages.clickIdInvalid);
    expect(await refusal(sale(theirs))).toBe(saleMessages.clickOtherShopper);
    expect(await refusal(sale(old))).toBe(clickTooOldMessage(30));
    expect(await refusal(sale(today, '2020-01-01'))).toBe(saleMessages.clickBeforeSale);
    expect(
      await t.db.select().from(merchantSales).where(eq(merchantSales.merchantId, merchant.id)),
    ).toHaveLength(0);
    expect(
      await t.db.select().from(earningsLedger).where(eq(earningsLedger.accountId, shopper.id)),
    ).toHaveLength(0);
  });

  it('credits one order once, whichever way and however often it is reported', async () => {
    const merchant = await createMerchant(t.db);
    const shopper = await createAccount(t.db, { role: 'user' });
    const clickId = await click(shopper.id, merchant.id, null);
    const report = (source: 'form' | 'csv' | 'postback', idempotencyKey: string) =>
      recordMerchantSale(
        t.db,
        { ...base(merchant.id, shopper.id), idempotencyKey, orderReference: 'ORD-1001', clickId, source },
        DEFAULT_CASHBACK_SETTINGS,
      );
    const results = await Promise.all([report('csv', 'a'), report('postback', 'b'), report('form', 'c')]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.saleId)).size).toBe(1);
    expect(
      await t.db.select().from(earningsLedger).where(eq(earningsLedger.accountId, shopper.id)),
    ).toHaveLength(1);
  });
});
