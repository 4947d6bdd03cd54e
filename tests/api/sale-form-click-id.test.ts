import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickTooOldMessage, saleMessages } from '../../functions/contract/earnings.ts';
import { todayInIndia } from '../../functions/contract/india-time.ts';
import { cashbackClicks, earningsLedger, merchantSales } from '../../functions/db/schema/index.ts';
import { createAccount, createCoupon, createMerchant } from '../../functions/seed/factories/index.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `click-form-key-${++keys}-${Date.now()}`;

async function click(accountId: string, merchantId: string, couponId: string | null = null, daysAgo = 0) {
  const [row] = await t.db
    .insert(cashbackClicks)
    .values({ accountId, merchantId, couponId, createdAt: new Date(Date.now() - daysAgo * 86_400_000) })
    .returning();
  return row!.id;
}

const salesOf = (merchantId: string) =>
  t.db.select().from(merchantSales).where(eq(merchantSales.merchantId, merchantId));

describe('the sale form with a click id (issue 22 item 3)', () => {
  it('takes the shopper and the coupon from the click; an order number credits once', async () => {
    const merchant = await signedIn(t, 'merchant');
    const merchantId = merchant.merchant!.id;
    const coupon = await createCoupon(t.db, { merchantId });
    const shopper = await createAccount(t.db, { role: 'user' });
    const clickId = await click(shopper.id, merchantId, coupon.id);
    const form = (idempotencyKey: string) => ({
      couponId: '',
      saleAmount: '1000',
      saleDate: todayInIndia(),
      remarks: '',
      shopper: '',
      clickId: ` ${clickId.toUpperCase()} `,
      orderReference: 'WEB/2026#17',
      idempotencyKey,
    });
    const first = await postJson(t, '/api/AToZ/submitMerchantSale', form(newKey()), merchant.cookie);
    expect(first.status, await first.clone().text()).toBe(201);
    expect(await salesOf(merchantId)).toMatchObject([
      { accountId: shopper.id, couponId: coupon.id, clickId, orderReference: 'WEB/2026#17', source: 'form' },
    ]);
    // The same order typed again (a new submission) is the same sale.
    const again = await postJson(t, '/api/AToZ/submitMerchantSale', form(newKey()), merchant.cookie);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ message: saleMessages.alreadyRecorded });
    expect(
      await t.db.select().from(earningsLedger).where(eq(earningsLedger.accountId, shopper.id)),
    ).toHaveLength(1);

    // With the shopper named too, they must agree.
    const agreed = await postJson(
      t,
      '/api/AToZ/submitMerchantSale',
      { ...form(newKey()), shopper: shopper.username, orderReference: 'WEB-18', couponId: coupon.id },
      merchant.cookie,
    );
    expect(agreed.status).toBe(201);
  });

  it('refuses another shopper’s, another store’s, too old and malformed click ids with fields.clickId, writing nothing', async () => {
    const merchant = await signedIn(t, 'merchant');
    const merchantId = merchant.merchant!.id;
    const coupon = await createCoupon(t.db, { merchantId });
    const shopper = await createAccount(t.db, { role: 'user' });
    const someoneElse = await createAccount(t.db, { role: 'user' });
    const theirs = await click(someoneElse.id, merchantId);
    const elsewhere = await click(shopper.id, (await createMerchant(t.db)).id);
    const old = await click(shopper.id, merchantId, null, 31);
    const cases = [
      [theirs, shopper.username, saleMessages.clickOtherShopper],
      [elsewhere, '', saleMessages.clickNotFound],
      [old, '', clickTooOldMessage(30)],
      ['not-a-click', '', saleMessages.clickIdInvalid],
    ] as const;
    for (const [clickId, named, message] of cases) {
      const response = await postJson(
        t,
        '/api/AToZ/submitMerchantSale',
        {
          couponId: coupon.id,
          saleAmount: '500',
          saleDate: todayInIndia(),
          remarks: '',
          shopper: named,
          clickId,
          idempotencyKey: newKey(),
        },
        merchant.cookie,
      );
      expect(response.status, clickId).toBe(400);
      const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
      expect(error.fields.clickId, clickId).toBe(message);
    }
    expect(await salesOf(merchantId)).toEqual([]);
  });

  it('still asks for the shopper and the coupon when no click id is given, and checks the order number', async () => {
    const merchant = await signedIn(t, 'merchant');
    const response = await postJson(
      t,
      '/api/AToZ/submitMerchantSale',
      {
        couponId: '',
        saleAmount: '500',
        saleDate: todayInIndia(),
        remarks: '',
        shopper: '',
        orderReference: 'no spaces please',
        idempotencyKey: newKey(),
      },
      merchant.cookie,
    );
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toMatchObject({
      couponId: saleMessages.coupon,
      shopper: saleMessages.shopper,
      orderReference: saleMessages.orderReference,
    });
  });
});
