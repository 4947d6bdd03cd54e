import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCatalogueProduct,
  AdminStorefront,
  FollowState,
} from '../../functions/contract/storefront.ts';
import type { ApprovedProduct } from '../../functions/contract/site-content.ts';
import {
  auditLog,
  coupons,
  merchantProducts,
  merchants,
  stores,
  storeFollows,
} from '../../functions/db/schema/index.ts';
import {
  createCatalogueProduct,
  createCategory,
  createCoupon,
  createMerchant,
  createMerchantProduct,
  createStore,
} from '../../functions/seed/factories/index.ts';
import { readStorefront } from '../../functions/services/storefront/read-storefront.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * The public storefront's reads and its Follow badge (issue 10 item 7), and the administrator's hide
 * and show of stores and catalogue products.
 */
let t: TestApp;
let user: string;
let otherUser: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  user = (await signedIn(t, 'user')).cookie;
  otherUser = (await signedIn(t, 'user')).cookie;
  admin = (await signedIn(t, 'admin')).cookie;
});
afterAll(() => t.close());

async function storeWithProducts() {
  const merchant = await createMerchant(t.db, { merchantName: 'Kaveri Sarees' });
  await createStore(t, { merchantId: merchant.id, storeName: 'Kaveri Sarees', tagline: 'Silk from Kanchi' });
  const sarees = await createCategory(t.db, { merchantId: merchant.id, categoryName: 'Sarees' });
  const saree = await createCatalogueProduct(t, {
    merchantId: merchant.id,
    categoryId: sarees.id,
    productName: 'Kanchi Silk Saree',
    pricePaise: 249_900,
  });
  const pick = await createMerchantProduct(t, {
    merchantId: merchant.id,
    productName: 'Festive Dupatta',
    pricePaise: 69_900,
    isApproved: true,
  });
  await createMerchantProduct(t, { merchantId: merchant.id, productName: 'Waiting Kurta' });
  return { merchantId: merchant.id, categoryId: sarees.id, saree, pick };
}

const followPath = (merchantId: string) => `/api/storefront/${merchantId}/follow`;

function follow(method: 'POST' | 'DELETE', merchantId: string, cookie?: string) {
  return t.app.request(
    followPath(merchantId),
    sameOrigin({ method, headers: cookie ? { Cookie: cookie } : {} }),
  );
}

async function followState(merchantId: string, cookie?: string): Promise<FollowState> {
  const response = await t.app.request(followPath(merchantId), {
    headers: cookie ? { Cookie: cookie } : {},
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return (await response.json()) as FollowState;
}

describe('the storefront read', () => {
  it('has the store, its categories, its catalogue products and approved Pick Your Products items', async () => {
    const { merchantId, categoryId, saree, pick } = await storeWithProducts();
    const store = await readStorefront(t.db, merchantId, 500);
    expect(store).toMatchObject({
      merchantId,
      storeName: 'Kaveri Sarees',
      tagline: 'Silk from Kanchi',
      categories: [{ id: categoryId, categoryName: 'Sarees' }],
      followerCount: 0,
    });
    expect(store?.logo?.url).toMatch(/^\/media\//);
    expect(
      store?.products.map(({ id, source, productName, price, categoryId: category }) => ({
        id,
        source,
        productName,
        price,
        category,
      })),
    ).toEqual([
      {
        id: saree.id,
        source: 'catalogue',
        productName: 'Kanchi Silk Saree',
        price: 2499,
        category: categoryId,
      },
      { id: pick.id, source: 'pick', productName: 'Festive Dupatta', price: 699, category: null },
    ]);
  });

  it('is null for a merchant without a store, an inactive store and an unknown id', async () => {
    const bare = await createMerchant(t.db);
    expect(await readStorefront(t.db, bare.id, 500)).toBeNull();
    const closed = await createMerchant(t.db);
    await createStore(t, { merchantId: closed.id, isActive: false });
    expect(await readStorefront(t.db, closed.id, 500)).toBeNull();
    expect(await readStorefront(t.db, '00000000-0000-4000-8000-000000000000', 500)).toBeNull();
  });

  it('leaves out a hidden Pick Your Products item, here and on the public list', async () => {
    const { merchantId, pick } = await storeWithProducts();
    await t.db.update(merchantProducts).set({ hiddenAt: new Date() }).where(eq(merchantProducts.id, pick.id));
    const store = await readStorefront(t.db, merchantId, 500);
    expect(store?.products.map((product) => product.productName)).toEqual(['Kanchi Silk Saree']);
    const listed = (await (
      await t.app.request(`/api/AdminContent/products/approved?merchantId=${merchantId}`)
    ).json()) as ApprovedProduct[];
    expect(listed).toEqual([]);
  });
});

describe('following a store', () => {
  it('counts followers for everyone and tells a signed-in user whether they follow', async () => {
    const { merchantId } = await storeWithProducts();
    expect(await followState(merchantId)).toEqual({ followerCount: 0, following: false });

    const first = await follow('POST', merchantId, user);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ followerCount: 1, following: true });
    expect(await followState(merchantId, user)).toEqual({ followerCount: 1, following: true });
    expect(await followState(merchantId, otherUser)).toEqual({ followerCount: 1, following: false });
    expect(await followState(merchantId)).toEqual({ followerCount: 1, following: false });
    expect((await readStorefront(t.db, merchantId, 500))?.followerCount).toBe(1);
  });

  it('is idempotent: a second follow or unfollow changes nothing', async () => {
    const { merchantId } = await storeWithProducts();
    await follow('POST', merchantId, user);
    const again = await follow('POST', merchantId, user);
    expect(await again.json()).toEqual({ followerCount: 1, following: true });
    await follow('POST', merchantId, otherUser);
    const rows = await t.db.select().from(storeFollows).where(eq(storeFollows.merchantId, merchantId));
    expect(rows).toHaveLength(2);

    const off = await follow('DELETE', merchantId, user);
    expect(await off.json()).toEqual({ followerCount: 1, following: false });
    const offAgain = await follow('DELETE', merchantId, user);
    expect(offAgain.status).toBe(200);
    expect(await offAgain.json()).toEqual({ followerCount: 1, following: false });
  });

  it('refuses visitors with 401 and merchants and administrators with 403, storing nothing', async () => {
    const { merchantId } = await storeWithProducts();
    expect((await follow('POST', merchantId)).status).toBe(401);
    expect((await follow('DELETE', merchantId)).status).toBe(401);
    const merchant = (await signedIn(t, 'merchant')).cookie;
    expect((await follow('POST', merchantId, merchant)).status).toBe(403);
    expect((await follow('POST', merchantId, admin)).status).toBe(403);
    expect(await t.db.select().from(storeFollows).where(eq(storeFollows.merchantId, merchantId))).toEqual([]);
  });

  it('follows a store with a store page but no storefront (a live coupon), and not once nothing of it is public', async () => {
    const merchant = await createMerchant(t.db);
    const coupon = await createCoupon(t.db, {
      merchantId: merchant.id,
      status: 'approved',
      assignedSlotId: 24,
    });
    const followed = await follow('POST', merchant.id, user);
    expect(followed.status).toBe(200);
    expect(await followed.json()).toEqual({ followerCount: 1, following: true });
    expect(await followState(merchant.id, user)).toEqual({ followerCount: 1, following: true });

    await t.db.update(coupons).set({ status: 'rejected' }).where(eq(coupons.id, coupon.id));
    expect((await t.app.request(followPath(merchant.id))).status).toBe(404);
    expect((await follow('DELETE', merchant.id, user)).status).toBe(404);
  });

  it('follows by the store slug as a coupon card does, and 404s an unknown slug', async () => {
    const merchant = await createMerchant(t.db, { brandName: `Slug Follow ${Date.now()}` });
    await createCoupon(t.db, { merchantId: merchant.id, status: 'approved', assignedSlotId: 23 });
    const [row] = await t.db
      .select({ slug: merchants.storeSlug })
      .from(merchants)
      .where(eq(merchants.id, merchant.id));
    const path = `/api/stores/${row!.slug}/follow`;
    const followed = await t.app.request(path, sameOrigin({ method: 'POST', headers: { Cookie: user } }));
    expect(followed.status).toBe(200);
    expect(await followed.json()).toEqual({ followerCount: 1, following: true });
    expect(await followState(merchant.id, user)).toEqual({ followerCount: 1, following: true });
    const read = await t.app.request(path, { headers: { Cookie: user } });
    expect(await read.json()).toEqual({ followerCount: 1, following: true });
    const off = await t.app.request(path, sameOrigin({ method: 'DELETE', headers: { Cookie: user } }));
    expect(await off.json()).toEqual({ followerCount: 0, following: false });
    expect((await t.app.request('/api/stores/no-such-store-anywhere/follow')).status).toBe(404);
  });

  it('answers 404 for an unknown, malformed or storeless id', async () => {
    const storeless = await createMerchant(t.db);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-store', storeless.id]) {
      expect((await t.app.request(followPath(id))).status).toBe(404);
      expect((await follow('POST', id, user)).status).toBe(404);
    }
  });
});

describe('an administrator hiding a store', () => {
  it('lists the store, hides it (audit-logged): its read is gone and the follow endpoint is a 404', async () => {
    const { merchantId } = await storeWithProducts();
    const listed = (await (
      await t.app.request('/api/admin/storefronts?limit=200', { headers: { Cookie: admin } })
    ).json()) as AdminStorefront[];
    expect(listed).toContainEqual({
      merchantId,
      storeName: 'Kaveri Sarees',
      merchantName: 'Kaveri Sarees',
      isActive: true,
      hidden: false,
    });

    const hide = await postJson(t, `/api/admin/storefronts/${merchantId}/hide`, {}, admin);
    expect(hide.status).toBe(200);
    expect(await hide.json()).toEqual({ message: 'Storefront hidden.', hidden: true });
    expect(await readStorefront(t.db, merchantId, 500)).toBeNull();
    expect((await t.app.request(followPath(merchantId))).status).toBe(404);
    expect((await follow('POST', merchantId, user)).status).toBe(404);

    // Hiding again changes nothing and writes no second entry.
    await postJson(t, `/api/admin/storefronts/${merchantId}/hide`, {}, admin);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'store'), eq(auditLog.entityId, merchantId)));
    expect(entries.map((entry) => entry.action)).toEqual(['hide']);
    expect(entries[0]?.actorAccountId).toBeTruthy();

    const show = await postJson(t, `/api/admin/storefronts/${merchantId}/show`, {}, admin);
    expect(await show.json()).toEqual({ message: 'Storefront shown.', hidden: false });
    const [store] = await t.db.select().from(stores).where(eq(stores.merchantId, merchantId));
    expect(store?.hiddenAt).toBeNull();
    expect((await readStorefront(t.db, merchantId, 500))?.storeName).toBe('Kaveri Sarees');
  });

  it('hides and shows a catalogue product (audit-logged), which leaves and rejoins the grid', async () => {
    const { merchantId, saree } = await storeWithProducts();
    const hide = await postJson(t, `/api/admin/storefronts/products/${saree.id}/hide`, {}, admin);
    expect(await hide.json()).toEqual({ message: 'Product hidden.', hidden: true });
    const names = async () =>
      (await readStorefront(t.db, merchantId, 500))?.products.map((product) => product.productName);
    expect(await names()).toEqual(['Festive Dupatta']);

    const products = (await (
      await t.app.request(`/api/admin/storefronts/${merchantId}/products`, { headers: { Cookie: admin } })
    ).json()) as AdminCatalogueProduct[];
    expect(products).toEqual([
      {
        id: saree.id,
        productName: 'Kanchi Silk Saree',
        brand: 'Test Brand',
        categoryName: 'Sarees',
        price: 2499,
        hidden: true,
      },
    ]);

    await postJson(t, `/api/admin/storefronts/products/${saree.id}/show`, {}, admin);
    expect(await names()).toEqual(['Kanchi Silk Saree', 'Festive Dupatta']);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, saree.id))
      .orderBy(asc(auditLog.createdAt));
    expect(entries.map((entry) => [entry.action, entry.entity])).toEqual([
      ['hide', 'catalogue_product'],
      ['show', 'catalogue_product'],
    ]);
  });

  it('answers 404 for a store or product that does not exist', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await postJson(t, `/api/admin/storefronts/${unknown}/hide`, {}, admin)).status).toBe(404);
    expect((await postJson(t, `/api/admin/storefronts/products/${unknown}/hide`, {}, admin)).status).toBe(
      404,
    );
    const products = await t.app.request(`/api/admin/storefronts/${unknown}/products`, {
      headers: { Cookie: admin },
    });
    expect(products.status).toBe(404);
  });
});
