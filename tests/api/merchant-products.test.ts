import { webUrlMessages } from '../../functions/contract/rules.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantProduct, ProductSaved } from '../../functions/contract/merchant-products.ts';
import type { ApprovedProduct } from '../../functions/contract/site-content.ts';
import { auditLog, mediaFiles, merchantProducts } from '../../functions/db/schema/index.ts';
import { createMerchantProduct } from '../../functions/seed/factories/index.ts';
import { smallPng, svgImage } from '../fixtures/images.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

const UPLOAD = '/api/MerchantDetails/upload-MerchantProduct';

let t: TestApp;
let a: Awaited<ReturnType<typeof signedIn>>;
let b: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let png: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  a = await signedIn(t, 'merchant');
  b = await signedIn(t, 'merchant');
  admin = await signedIn(t, 'admin');
  png = await smallPng();
});
afterAll(() => t.close());

const merchantIdOf = (who: typeof a) => who.merchant!.id;

/** The spec's upload form: every field by default; `null` leaves a field out. */
function productForm(fields: Record<string, string | Uint8Array | null> = {}) {
  const values: Record<string, string | Uint8Array | null> = {
    ProductName: 'Steel water bottle',
    Price: '499.50',
    MerchantURL: 'shop.example.in/bottle',
    ProductImage: png,
    RejectionReason: '0',
    AdvisedChanges: '0',
    ...fields,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === null) continue;
    form.set(
      name,
      typeof value === 'string' ? value : new File([new Uint8Array(value)], 'p.png', { type: 'image/png' }),
    );
  }
  return form;
}

function send(method: string, path: string, cookie: string, body?: FormData) {
  return t.app.request(path, sameOrigin({ method, headers: { Cookie: cookie }, ...(body ? { body } : {}) }));
}

async function upload(who: typeof a, fields: Record<string, string | Uint8Array | null> = {}) {
  return send('POST', UPLOAD, who.cookie, productForm({ MerchantID: merchantIdOf(who), ...fields }));
}

const productsOf = (merchantId: string) =>
  t.db.select().from(merchantProducts).where(eq(merchantProducts.merchantId, merchantId));

async function approvedOnHome(): Promise<string[]> {
  const response = await t.app.request('/api/AdminContent/products/approved');
  return ((await response.json()) as ApprovedProduct[]).map((product) => product.id);
}

describe('POST /api/MerchantDetails/upload-MerchantProduct', () => {
  it('stores the product for the signed-in merchant: paise, https:// added, no reason, pending', async () => {
    const response = await upload(a);
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).not.toContain('Data is Null');
    const body = JSON.parse(text) as ProductSaved;
    expect(body.message).toBe('Image uploaded successfully!');
    expect(body.product).toMatchObject({
      productName: 'Steel water bottle',
      price: 499.5,
      merchantURL: 'https://shop.example.in/bottle',
      status: 'pending',
      rejectionReason: null,
      advisedChanges: null,
      hidden: false,
    });
    const [row] = await t.db.select().from(merchantProducts).where(eq(merchantProducts.id, body.product.id));
    expect(row).toMatchObject({
      merchantId: merchantIdOf(a),
      pricePaise: 49_950,
      merchantUrl: 'https://shop.example.in/bottle',
      isApproved: false,
      rejectionReason: null,
      advisedChanges: null,
      reviewedAt: null,
      hiddenAt: null,
    });
    expect(body.product.imageUrl).toMatch(/^\/media\/product\/[0-9a-f-]{36}\.webp$/);
  });

  it('takes the merchant from the session when no MerchantID is sent', async () => {
    const response = await send('POST', UPLOAD, b.cookie, productForm({ ProductName: 'No id sent' }));
    expect(response.status).toBe(201);
    expect((await productsOf(merchantIdOf(b))).map((row) => row.productName)).toContain('No id sent');
  });

  it('refuses a MerchantID naming another merchant with 403, and stores nothing', async () => {
    const before = (await productsOf(merchantIdOf(b))).length;
    const files = (await t.storedFiles()).length;
    const response = await upload(a, { MerchantID: merchantIdOf(b), ProductName: 'Sneaky' });
    expect(response.status).toBe(403);
    expect((await productsOf(merchantIdOf(b))).length).toBe(before);
    expect((await productsOf(merchantIdOf(a))).map((row) => row.productName)).not.toContain('Sneaky');
    expect((await t.storedFiles()).length).toBe(files);
  });

  it("answers 'Please fill all fields before submitting' for each missing field, and stores nothing", async () => {
    const before = (await productsOf(merchantIdOf(a))).length;
    for (const field of ['ProductName', 'Price', 'MerchantURL', 'ProductImage']) {
      const response = await upload(a, { [field]: field === 'ProductImage' ? null : '  ' });
      expect(response.status, field).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'invalid_input',
          message: 'Please fill all fields before submitting',
          fields: { [field]: 'Please fill all fields before submitting' },
        },
      });
    }
    expect((await productsOf(merchantIdOf(a))).length).toBe(before);
  });

  it('refuses a price that is not rupees, a non-web URL and a non-image, and stores nothing', async () => {
    const before = (await productsOf(merchantIdOf(a))).length;
    const files = (await t.storedFiles()).length;
    for (const price of ['abc', '0', '-5', '12.345', '1e3'])
      expect((await upload(a, { Price: price })).status, price).toBe(400);
    const url = await upload(a, { MerchantURL: 'javascript:alert(1)' });
    expect(((await url.json()) as { error: { fields: object } }).error.fields).toEqual({
      MerchantURL: webUrlMessages.scheme,
    });
    const svg = await upload(a, { ProductImage: svgImage() });
    expect(svg.status).toBe(400);
    expect((await productsOf(merchantIdOf(a))).length).toBe(before);
    expect((await t.storedFiles()).length).toBe(files);
  });

  it('accepts ₹ and thousands commas in the price', async () => {
    const response = await upload(a, { Price: '₹1,299', ProductName: 'Rupee sign' });
    expect(response.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(merchantProducts)
      .where(eq(merchantProducts.id, ((await response.json()) as ProductSaved).product.id));
    expect(row?.pricePaise).toBe(129_900);
  });
});

describe("the merchant's own products", () => {
  it('lists only my products with status, reason and advised changes', async () => {
    const product = await createMerchantProduct(t, {
      merchantId: merchantIdOf(a),
      productName: 'Rejected one',
    });
    const decided = await postJson(
      t,
      '/api/AdminContent/admin/merchant-products/update-status',
      {
        productId: product.id,
        isApproved: false,
        rejectReason: 'Blurry photo',
        advisedChanges: 'Use daylight',
      },
      admin.cookie,
    );
    expect(decided.status).toBe(200);
    const response = await t.app.request('/api/merchant/products', { headers: { Cookie: a.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const mine = (await response.json()) as MerchantProduct[];
    expect(mine.find((row) => row.id === product.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Blurry photo',
      advisedChanges: 'Use daylight',
    });
    const ids = new Set((await productsOf(merchantIdOf(a))).map((row) => row.id));
    expect(mine.every((row) => ids.has(row.id))).toBe(true);
    expect(mine.map((row) => row.productName)).not.toContain('No id sent');
  });

  it('pages with X-Next-Cursor', async () => {
    const headers = { Cookie: a.cookie };
    const first = await t.app.request('/api/merchant/products?limit=1', { headers });
    const [firstItem] = (await first.json()) as MerchantProduct[];
    const cursor = first.headers.get('X-Next-Cursor');
    expect(cursor).toBeTruthy();
    const second = await t.app.request(`/api/merchant/products?limit=1&cursor=${cursor}`, { headers });
    const [secondItem] = (await second.json()) as MerchantProduct[];
    expect(secondItem?.id).toBeTruthy();
    expect(secondItem?.id).not.toBe(firstItem?.id);
  });

  it("an edit by merchant B of A's product is a 404 and changes nothing", async () => {
    const product = await createMerchantProduct(t, { merchantId: merchantIdOf(a), isApproved: true });
    for (const method of ['PUT', 'PATCH']) {
      const response = await send(
        method,
        `/api/merchant/products/${product.id}`,
        b.cookie,
        productForm({ ProductName: 'Taken over', RejectionReason: null, AdvisedChanges: null }),
      );
      expect(response.status, method).toBe(404);
    }
    const [row] = await t.db.select().from(merchantProducts).where(eq(merchantProducts.id, product.id));
    expect(row).toMatchObject({
      productName: product.productName,
      isApproved: true,
      imageId: product.imageId,
    });
  });

  it('an edit sends the product back to pending and releases the replaced image', async () => {
    const product = await createMerchantProduct(t, { merchantId: merchantIdOf(a), isApproved: true });
    await t.db
      .update(merchantProducts)
      .set({ rejectionReason: 'old', advisedChanges: 'old' })
      .where(eq(merchantProducts.id, product.id));
    const response = await send(
      'PUT',
      `/api/merchant/products/${product.id}`,
      a.cookie,
      productForm({ ProductName: 'Renamed', Price: '10', RejectionReason: null, AdvisedChanges: null }),
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as ProductSaved).product).toMatchObject({
      productName: 'Renamed',
      price: 10,
      status: 'pending',
    });
    const [row] = await t.db.select().from(merchantProducts).where(eq(merchantProducts.id, product.id));
    expect(row).toMatchObject({
      productName: 'Renamed',
      pricePaise: 1000,
      isApproved: false,
      reviewedAt: null,
      rejectionReason: null,
      advisedChanges: null,
    });
    expect(row?.imageId).not.toBe(product.imageId);
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, product.imageId))).toEqual([]);
  });

  it('PATCH changes only what is sent and keeps the image', async () => {
    const product = await createMerchantProduct(t, { merchantId: merchantIdOf(a), isApproved: true });
    const form = new FormData();
    form.set('Price', '75');
    const response = await send('PATCH', `/api/merchant/products/${product.id}`, a.cookie, form);
    expect(response.status).toBe(200);
    const [row] = await t.db.select().from(merchantProducts).where(eq(merchantProducts.id, product.id));
    expect(row).toMatchObject({
      productName: product.productName,
      pricePaise: 7500,
      imageId: product.imageId,
      isApproved: false,
    });
  });

  it("a delete by merchant B of A's product is a 404; A's delete removes it and its image", async () => {
    const product = await createMerchantProduct(t, { merchantId: merchantIdOf(a) });
    const refused = await send('DELETE', `/api/merchant/products/${product.id}`, b.cookie);
    expect(refused.status).toBe(404);
    expect(
      await t.db.select().from(merchantProducts).where(eq(merchantProducts.id, product.id)),
    ).toHaveLength(1);

    const response = await send('DELETE', `/api/merchant/products/${product.id}`, a.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Product deleted.' });
    expect(await t.db.select().from(merchantProducts).where(eq(merchantProducts.id, product.id))).toEqual([]);
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, product.imageId))).toEqual([]);
  });
});

describe('approval, the home grid and hiding', () => {
  it('an uploaded product reaches the home grid once approved; hidden it leaves it (audit-logged)', async () => {
    const uploaded = ((await (await upload(a, { ProductName: 'Home grid item' })).json()) as ProductSaved)
      .product;
    expect(await approvedOnHome()).not.toContain(uploaded.id);

    const approved = await postJson(
      t,
      '/api/AdminContent/admin/merchant-products/update-status',
      { productId: uploaded.id, isApproved: true },
      admin.cookie,
    );
    expect(approved.status).toBe(200);
    expect(await approvedOnHome()).toContain(uploaded.id);
    const storefront = await t.app.request(
      `/api/AdminContent/products/approved?merchantId=${merchantIdOf(a)}`,
    );
    expect(((await storefront.json()) as ApprovedProduct[]).map((row) => row.id)).toContain(uploaded.id);

    const visibility = `/api/AdminContent/admin/merchant-products/${uploaded.id}/visibility`;
    const hidden = await postJson(t, visibility, { hidden: true }, admin.cookie);
    expect(hidden.status).toBe(200);
    expect(await hidden.json()).toEqual({ message: 'Product hidden from the site.', hidden: true });
    expect(await approvedOnHome()).not.toContain(uploaded.id);
    const mine = (await (
      await t.app.request('/api/merchant/products', { headers: { Cookie: a.cookie } })
    ).json()) as MerchantProduct[];
    expect(mine.find((row) => row.id === uploaded.id)).toMatchObject({ status: 'approved', hidden: true });

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'merchant_product'), eq(auditLog.entityId, uploaded.id)));
    expect(audit.map((entry) => [entry.action, entry.actorAccountId])).toEqual(
      expect.arrayContaining([
        ['approve', admin.account.id],
        ['hide', admin.account.id],
      ]),
    );

    expect((await postJson(t, visibility, { hidden: false }, admin.cookie)).status).toBe(200);
    expect(await approvedOnHome()).toContain(uploaded.id);
  });

  it('hiding a product that does not exist is a 404; merchants may not hide', async () => {
    const missing =
      '/api/AdminContent/admin/merchant-products/00000000-0000-4000-8000-000000000000/visibility';
    expect((await postJson(t, missing, { hidden: true }, admin.cookie)).status).toBe(404);
    const product = await createMerchantProduct(t, { merchantId: merchantIdOf(a), isApproved: true });
    const own = `/api/AdminContent/admin/merchant-products/${product.id}/visibility`;
    expect((await postJson(t, own, { hidden: true }, a.cookie)).status).toBe(403);
    const [row] = await t.db.select().from(merchantProducts).where(eq(merchantProducts.id, product.id));
    expect(row?.hiddenAt).toBeNull();
  });
});
