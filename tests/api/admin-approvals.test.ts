import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCoupon, createMerchant, createMerchantProduct } from '../../functions/seed/factories/index.ts';
import type { ApprovedProduct } from '../../functions/contract/site-content.ts';
import { auditLog, coupons, merchantProducts } from '../../functions/db/schema/index.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
});
afterEach(() => t.close());

const get = async (path: string) => (await t.app.request(path, { headers: { Cookie: admin } })).json();

describe('coupon approval', () => {
  it('lists pending coupons and approves one into its requested slot, with an audit entry', async () => {
    const merchant = await createMerchant(t.db, { merchantName: 'Kaveri Sarees' });
    const pending = await createCoupon(t.db, {
      merchantId: merchant.id,
      couponName: 'Pongal Silk Sale',
      requestedSlotId: 7,
    });
    await createCoupon(t.db, { merchantId: merchant.id, status: 'approved', assignedSlotId: 1 });

    expect(await get('/api/Admin/PendingCoupons')).toEqual([
      expect.objectContaining({
        id: pending.id,
        couponName: 'Pongal Silk Sale',
        merchantId: merchant.id,
        requestedSlotId: 7,
      }),
    ]);

    const response = await postJson(t, '/api/Admin/ApproveCoupon', { couponId: pending.id }, admin);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      message: 'Coupon approved successfully!',
      assignedSlotId: 7,
    });
    expect(await get('/api/Admin/PendingCoupons')).toEqual([]);

    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, pending.id));
    expect(row).toMatchObject({ status: 'approved', assignedSlotId: 7 });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, pending.id));
    expect(entry).toMatchObject({ action: 'approve', entity: 'coupon', details: { assignedSlotId: 7 } });

    // Deciding it again is refused: it is no longer pending.
    expect((await postJson(t, '/api/Admin/ApproveCoupon', { couponId: pending.id }, admin)).status).toBe(409);
  });

  it('approves into another slot when asked, and refuses slots outside 1-24', async () => {
    const merchant = await createMerchant(t.db);
    const pending = await createCoupon(t.db, { merchantId: merchant.id, requestedSlotId: 3 });
    const bad = await postJson(
      t,
      '/api/Admin/ApproveCoupon',
      { couponId: pending.id, assignedSlotId: 25 },
      admin,
    );
    expect(bad.status).toBe(400);
    expect(
      ((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields.assignedSlotId,
    ).toBe('Requested Slot Id must be greater than 0 and less than or equal to 24');
    expect(
      (await postJson(t, '/api/Admin/ApproveCoupon', { couponId: pending.id, assignedSlotId: 12 }, admin))
        .status,
    ).toBe(200);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, pending.id));
    expect(row?.assignedSlotId).toBe(12);
  });

  it('rejects a pending coupon with a reason, which is stored for the merchant', async () => {
    const merchant = await createMerchant(t.db);
    const pending = await createCoupon(t.db, { merchantId: merchant.id });
    const empty = await postJson(t, `/api/admin/coupons/${pending.id}/reject`, { reason: '   ' }, admin);
    expect(((await empty.json()) as { error: { fields: Record<string, string> } }).error.fields.reason).toBe(
      'Reject reason is required',
    );
    const response = await postJson(
      t,
      `/api/admin/coupons/${pending.id}/reject`,
      { reason: 'The code does not work on the store.' },
      admin,
    );
    expect(response.status).toBe(200);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, pending.id));
    expect(row).toMatchObject({
      status: 'rejected',
      rejectReason: 'The code does not work on the store.',
      assignedSlotId: null,
    });
    expect(await get('/api/Admin/PendingCoupons')).toEqual([]);
  });

  it('answers 404 to a reject whose id names no coupon, and changes nothing', async () => {
    const merchant = await createMerchant(t.db);
    const pending = await createCoupon(t.db, { merchantId: merchant.id });
    for (const id of ['not-a-uuid', '-'.repeat(36), '00000000-0000-4000-8000-000000000000']) {
      const response = await postJson(
        t,
        `/api/admin/coupons/${id}/reject`,
        { reason: 'Not on the store.' },
        admin,
      );
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'This coupon does not exist.' },
      });
    }
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, pending.id));
    expect(row).toMatchObject({ status: 'pending', rejectReason: null });
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });
});

describe('from the merchant to the public list', () => {
  it('a pending coupon approved into slot N appears in the public ad-slot list in that slot; a rejected one does not, and its merchant reads why', async () => {
    const merchant = await signedIn(t, 'merchant');
    const merchantId = merchant.merchant?.id ?? '';
    const approved = await createCoupon(t.db, {
      merchantId,
      couponName: 'Ugadi Special',
      requestedSlotId: 5,
    });
    const rejected = await createCoupon(t.db, {
      merchantId,
      couponName: 'Too Good To Be True',
      requestedSlotId: 6,
    });

    await postJson(t, '/api/Admin/ApproveCoupon', { couponId: approved.id, assignedSlotId: 9 }, admin);
    await postJson(
      t,
      `/api/admin/coupons/${rejected.id}/reject`,
      { reason: 'Fake promotion: 99% off is not offered on the store.' },
      admin,
    );

    const slots = (await (await t.app.request('/api/AdSlot/get-all-ad-slots')).json()) as {
      slotId: number;
      couponName: string;
    }[];
    expect(slots.filter((s) => s.couponName === 'Ugadi Special').map((s) => s.slotId)).toEqual([9]);
    expect(slots.some((s) => s.couponName === 'Too Good To Be True')).toBe(false);

    const mine = (await (
      await t.app.request('/api/merchant/coupons', { headers: { Cookie: merchant.cookie } })
    ).json()) as {
      couponName: string;
      status: string;
      assignedSlotId: number | null;
      rejectReason: string | null;
    }[];
    expect(mine.find((c) => c.couponName === 'Too Good To Be True')).toMatchObject({
      status: 'rejected',
      rejectReason: 'Fake promotion: 99% off is not offered on the store.',
    });
    expect(mine.find((c) => c.couponName === 'Ugadi Special')).toMatchObject({
      status: 'approved',
      assignedSlotId: 9,
    });
  });
});

describe('product approval', () => {
  it('approves a product, then rejects it with a reason; an empty reason is refused', async () => {
    const merchant = await createMerchant(t.db, { merchantName: 'Deccan Digital' });
    const { id: productId } = await createMerchantProduct(t, {
      merchantId: merchant.id,
      productName: 'Steel Kettle',
      pricePaise: 129_900,
      merchantUrl: 'https://deccan.example.in',
    });

    expect(await get('/api/AdminContent/admin/merchant-products')).toEqual([
      expect.objectContaining({
        id: productId,
        productName: 'Steel Kettle',
        price: 1299,
        isApproved: false,
        merchantName: 'Deccan Digital',
      }),
    ]);

    const approve = await postJson(
      t,
      '/api/AdminContent/admin/merchant-products/update-status',
      { productId, isApproved: true },
      admin,
    );
    expect(await approve.json()).toEqual({ message: 'Product approved successfully' });

    const noReason = await postJson(
      t,
      '/api/AdminContent/admin/merchant-products/update-status',
      { productId, isApproved: false, rejectReason: '  ', advisedChanges: '' },
      admin,
    );
    expect(noReason.status).toBe(400);
    expect(
      ((await noReason.json()) as { error: { fields: Record<string, string> } }).error.fields.rejectReason,
    ).toBe('Reject reason is required');
    const [still] = await t.db.select().from(merchantProducts).where(eq(merchantProducts.id, productId));
    expect(still?.isApproved).toBe(true);

    const reject = await postJson(
      t,
      '/api/AdminContent/admin/merchant-products/update-status',
      {
        productId,
        isApproved: false,
        rejectReason: ' Blurry photo ',
        advisedChanges: 'Use a clear photo on white',
      },
      admin,
    );
    expect(await reject.json()).toEqual({ message: 'Product rejected successfully' });
    const [rejected] = await t.db.select().from(merchantProducts).where(eq(merchantProducts.id, productId));
    expect(rejected).toMatchObject({
      isApproved: false,
      rejectionReason: 'Blurry photo',
      advisedChanges: 'Use a clear photo on white',
    });
  });
});

describe('GET /api/AdminContent/products/approved', () => {
  it('lists approved products only, newest first, in rupees; one merchant’s for the storefront', async () => {
    const kaveri = await createMerchant(t.db);
    const deccan = await createMerchant(t.db);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const saree = await createMerchantProduct(t, {
      merchantId: kaveri.id,
      productName: 'Kanchi Cotton Saree',
      pricePaise: 249_950,
      merchantUrl: 'https://kaveri.example.in/saree',
      isApproved: true,
      uploadedAt: minutesAgo(20),
    });
    const kettle = await createMerchantProduct(t, {
      merchantId: deccan.id,
      productName: 'Steel Kettle',
      isApproved: true,
      uploadedAt: minutesAgo(10),
    });
    await createMerchantProduct(t, { merchantId: deccan.id, productName: 'Waiting For Review' });
    await createMerchantProduct(t, {
      merchantId: kaveri.id,
      productName: 'Blurry Dupatta',
      rejectionReason: 'Blurry photo',
      reviewedAt: new Date(),
    });

    const list = async (query = '') => {
      const response = await t.app.request(`/api/AdminContent/products/approved${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as ApprovedProduct[];
    };
    const all = await list();
    expect(all.map((product) => product.productName)).toEqual(['Steel Kettle', 'Kanchi Cotton Saree']);
    expect(all[1]).toEqual({
      id: saree.id,
      productName: 'Kanchi Cotton Saree',
      price: 2499.5,
      imageUrl: expect.stringMatching(/^\/media\/product\/[0-9a-f-]{36}\.webp$/),
      merchantURL: 'https://kaveri.example.in/saree',
      merchantId: kaveri.id,
    });
    expect((await list(`?merchantId=${deccan.id}`)).map((product) => product.id)).toEqual([kettle.id]);
  });
});
