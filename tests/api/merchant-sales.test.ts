import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  saleMessages,
  type EarningsResponse,
  type MerchantSaleRow,
} from '../../functions/contract/earnings.ts';
import { auditLog, earningsLedger, merchantSales } from '../../functions/db/schema/index.ts';
import { createAccount, createCoupon, isoDateInDays } from '../../functions/seed/factories/index.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `test-sale-key-${++keys}-${Date.now()}`;

async function merchantWithCoupon() {
  const merchant = await signedIn(t, 'merchant');
  const coupon = await createCoupon(t.db, { merchantId: merchant.merchant?.id ?? '' });
  return { ...merchant, coupon };
}

function sale(cookie: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.request(
    '/api/AToZ/submitMerchantSale',
    sameOrigin({
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', Cookie: cookie, ...headers },
    }),
  );
}

const ledgerOf = (accountId: string) =>
  t.db.select().from(earningsLedger).where(eq(earningsLedger.accountId, accountId));

describe('POST /api/AToZ/submitMerchantSale', () => {
  it('records the sale and a pending cashback of 5%, rounded down to whole paise', async () => {
    const { cookie, coupon } = await merchantWithCoupon();
    const shopper = await createAccount(t.db, { role: 'user' });
    const response = await sale(cookie, {
      couponId: coupon.id,
      saleAmount: '₹1,999.99',
      saleDate: '2026-11-01',
      remarks: 'Two kurtas',
      shopper: shopper.email,
      idempotencyKey: newKey(),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      message: saleMessages.recorded,
      status: 'pending',
      cashbackTokens: 99.99,
      expectedConfirmationDate: '2026-12-01',
    });
    const entries = await ledgerOf(shopper.id);
    // 5% of 199999 paise is 9999.95 paise: 9999 credited.
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'credit_pending', amountPaise: 9999, confirmAfter: '2026-12-01' }),
    ]);
  });

  it('finds the shopper by username, email or mobile, and says so clearly when nobody matches', async () => {
    const { cookie, coupon } = await merchantWithCoupon();
    const shopper = await createAccount(t.db, { role: 'user', mobile: '9123456780' });
    for (const named of [shopper.username.toUpperCase(), shopper.email ?? '', '+91 91234 56780']) {
      const response = await sale(cookie, {
        couponId: coupon.id,
        saleAmount: '100',
        saleDate: '2026-11-02',
        shopper: named,
        idempotencyKey: newKey(),
      });
      expect(response.status, named).toBe(201);
    }
    expect(await ledgerOf(shopper.id)).toHaveLength(3);

    const unknown = await sale(cookie, {
      couponId: coupon.id,
      saleAmount: '100',
      saleDate: '2026-11-02',
      shopper: 'nobody_at_all',
      idempotencyKey: newKey(),
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain(saleMessages.shopperNotFound);
  });

  it('refuses a future date, a bad amount and a missing shopper with the form’s messages, storing nothing', async () => {
    const { cookie, coupon } = await merchantWithCoupon();
    const response = await sale(cookie, {
      couponId: coupon.id,
      saleAmount: 'lots',
      saleDate: isoDateInDays(3),
      shopper: '',
      idempotencyKey: newKey(),
    });
    expect(response.status).toBe(400);
    const text = JSON.stringify(await response.json());
    expect(text).toContain(saleMessages.saleAmount);
    expect(text).toContain(saleMessages.saleDateFuture);
    expect(text).toContain(saleMessages.shopper);
    expect(await t.db.select().from(merchantSales).where(eq(merchantSales.couponId, coupon.id))).toEqual([]);
  });

  it('credits the same sale sent twice in parallel once; the second call answers the first sale with 200', async () => {
    const { cookie, coupon } = await merchantWithCoupon();
    const shopper = await createAccount(t.db, { role: 'user' });
    const key = newKey();
    const body = {
      couponId: coupon.id,
      saleAmount: 2500,
      saleDate: '2026-11-03',
      remarks: '',
      shopper: shopper.username,
    };
    const responses = await Promise.all([
      sale(cookie, body, { 'Idempotency-Key': key }),
      sale(cookie, body, { 'Idempotency-Key': key }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 201]);
    const [first, second] = (await Promise.all(responses.map((r) => r.json()))) as { saleId: string }[];
    expect(first?.saleId).toBe(second?.saleId);
    expect(await ledgerOf(shopper.id)).toHaveLength(1);

    // A retry later still credits nothing more; the same key for a different sale is a conflict.
    expect((await sale(cookie, body, { 'Idempotency-Key': key })).status).toBe(200);
    const reused = await sale(cookie, { ...body, saleAmount: 9999 }, { 'Idempotency-Key': key });
    expect(reused.status).toBe(409);
    expect(await ledgerOf(shopper.id)).toHaveLength(1);
  });

  it('refuses a sale without an idempotency key', async () => {
    const { cookie, coupon } = await merchantWithCoupon();
    const shopper = await createAccount(t.db, { role: 'user' });
    const response = await sale(cookie, {
      couponId: coupon.id,
      saleAmount: '10',
      saleDate: '2026-11-03',
      shopper: shopper.username,
    });
    expect(response.status).toBe(400);
    expect(await ledgerOf(shopper.id)).toEqual([]);
  });
});

describe('reversals', () => {
  async function recordedSale() {
    const merchant = await merchantWithCoupon();
    const shopper = await signedIn(t, 'user');
    const response = await sale(merchant.cookie, {
      couponId: merchant.coupon.id,
      saleAmount: '1000',
      saleDate: '2026-11-05',
      shopper: shopper.account.username,
      idempotencyKey: newKey(),
    });
    const { saleId } = (await response.json()) as { saleId: string };
    return { merchant, shopper, saleId };
  }

  it('a return reverses the cashback with the reason the shopper reads; a second reversal is 409 and writes nothing', async () => {
    const { merchant, shopper, saleId } = await recordedSale();
    const reverse = () =>
      postJson(
        t,
        `/api/merchant/sales/${saleId}/reverse`,
        { reason: 'returned', note: 'Parcel came back unopened' },
        merchant.cookie,
      );
    expect((await reverse()).status).toBe(200);
    const again = await reverse();
    expect(again.status).toBe(409);
    expect(JSON.stringify(await again.json())).toContain(saleMessages.alreadyReversed);
    expect((await ledgerOf(shopper.account.id)).map((e) => e.kind).sort()).toEqual([
      'credit_pending',
      'credit_reversed',
    ]);

    const earnings = (await (
      await t.app.request(`/api/AToZ/my-earnings/${shopper.account.id}`, {
        headers: { Cookie: shopper.cookie },
      })
    ).json()) as EarningsResponse;
    expect(earnings.purchaseHistory[0]).toMatchObject({
      status: 'reversed',
      reason: 'Returned: Parcel came back unopened',
    });
    expect(earnings.pendingPoints).toBe(0);

    const list = (await (
      await t.app.request('/api/merchant/sales', { headers: { Cookie: merchant.cookie } })
    ).json()) as MerchantSaleRow[];
    expect(list.find((row) => row.id === saleId)).toMatchObject({ status: 'reversed', saleAmount: 1000 });
  });

  it('a reversal needs a reason', async () => {
    const { merchant, saleId } = await recordedSale();
    const response = await postJson(
      t,
      `/api/merchant/sales/${saleId}/reverse`,
      { reason: 'returned', note: ' ' },
      merchant.cookie,
    );
    expect(response.status).toBe(400);
    expect(await t.db.select().from(earningsLedger).where(eq(earningsLedger.saleId, saleId))).toHaveLength(1);
  });

  it('an administrator marks a sale fraudulent: reversed, audit-logged, listed', async () => {
    const { shopper, saleId } = await recordedSale();
    const admin = await signedIn(t, 'admin');
    const response = await postJson(
      t,
      `/api/admin/sales/${saleId}/fraud`,
      { note: 'Fake order' },
      admin.cookie,
    );
    expect(response.status).toBe(200);
    expect(
      (await postJson(t, `/api/admin/sales/${saleId}/fraud`, { note: 'Again' }, admin.cookie)).status,
    ).toBe(409);
    const [reversal] = (await ledgerOf(shopper.account.id)).filter((e) => e.kind === 'credit_reversed');
    expect(reversal?.reason).toBe('Marked fraudulent: Fake order');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, saleId));
    expect(audits).toEqual([expect.objectContaining({ action: 'sale.mark-fraudulent' })]);
    const list = (await (
      await t.app.request('/api/admin/sales', { headers: { Cookie: admin.cookie } })
    ).json()) as MerchantSaleRow[];
    expect(list.find((row) => row.id === saleId)?.status).toBe('reversed');
  });
});
