import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueConfirmRowOf,
  type CatalogueImportConfirmation,
  type CatalogueImportPreview,
  type CatalogueImportPreviewRow,
  type MyCatalogueProduct,
  type MyCategory,
} from '../../functions/contract/catalogue.ts';
import type { CatalogueProduct } from '../../functions/contract/site-creation.ts';
import {
  catalogueProducts,
  mediaFiles,
  merchantCategories,
  payments,
} from '../../functions/db/schema/index.ts';
import { createCatalogueProduct, createCategory, createStore } from '../../functions/seed/factories/index.ts';
import { smallPng, textFile } from '../fixtures/images.ts';
import { makeZip } from '../support/make-zip.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * The merchant's catalogue in Site creation (issue 24 item 7; decision 0075): listing, editing, hiding
 * and deleting products and categories (another merchant's ids refused), and the bulk upload of a CSV
 * with a zip of images: preview with per-row errors, confirm in batches, nothing added twice.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Merchant = Awaited<ReturnType<typeof signedIn>>;

function request(method: string, path: string, cookie: string, body?: FormData | unknown) {
  const init: RequestInit = { method, headers: { Cookie: cookie } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  return t.app.request(path, sameOrigin(init));
}

function productForm(fields: Record<string, string>, image?: Uint8Array) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (image) form.set('ImageSmall', new File([new Uint8Array(image)], 'p.png', { type: 'image/png' }));
  return form;
}

async function publicProducts(merchantId: string) {
  const response = await t.app.request(`/api/merchantpage/efq/products?merchantId=${merchantId}`);
  return ((await response.json()) as CatalogueProduct[]).map((p) => p.productName);
}

async function myProducts(m: Merchant) {
  const response = await request('GET', '/api/merchantpage/my-products', m.cookie);
  expect(response.status).toBe(200);
  return (await response.json()) as MyCatalogueProduct[];
}

describe('listing, editing, hiding and deleting products', () => {
  let a: Merchant;
  let b: Merchant;
  let kurtaId: string;
  let categoryId: string;
  beforeAll(async () => {
    a = await signedIn(t, 'merchant');
    b = await signedIn(t, 'merchant');
    await createStore(t, { merchantId: a.merchant!.id });
    categoryId = (await createCategory(t.db, { merchantId: a.merchant!.id, categoryName: 'Kurtas' })).id;
    kurtaId = (
      await createCatalogueProduct(t, {
        merchantId: a.merchant!.id,
        categoryId,
        productName: 'Cotton kurta',
        isApproved: true,
      })
    ).id;
    await createCatalogueProduct(t, {
      merchantId: b.merchant!.id,
      productName: 'B’s saree',
      isApproved: true,
    });
  });

  it('lists only my products, hidden ones too, with their category and status', async () => {
    const mine = await myProducts(a);
    expect(mine.map((p) => [p.productName, p.categoryName, p.status])).toEqual([
      ['Cotton kurta', 'Kurtas', 'live'],
    ]);
    expect(mine[0]!.image?.url).toMatch(/^\/media\//);
  });

  it('edits a product (name, price, MRP, photo): live at once, no approval step', async () => {
    const before = await t.db.select({ n: count() }).from(mediaFiles);
    const response = await request(
      'PUT',
      `/api/merchantpage/products/${kurtaId}`,
      a.cookie,
      productForm(
        {
          ProductName: 'Cotton kurta (blue)',
          Brand: 'Kaveri',
          Price: '549',
          Mrp: '799',
          CategoryId: categoryId,
          Description: 'Hand-block printed.',
        },
        await smallPng(),
      ),
    );
    expect(response.status).toBe(200);
    const { product } = (await response.json()) as { product: MyCatalogueProduct };
    expect(product).toMatchObject({
      productName: 'Cotton kurta (blue)',
      pricePaise: 54_900,
      mrpPaise: 79_900,
    });
    expect(await publicProducts(a.merchant!.id)).toEqual(['Cotton kurta (blue)']);
    // Three new sizes in, the old picture released.
    const after = await t.db.select({ n: count() }).from(mediaFiles);
    expect(after[0]!.n).toBe(before[0]!.n + 3 - 1);
  });

  it('refuses an MRP below the price', async () => {
    const response = await request(
      'PUT',
      `/api/merchantpage/products/${kurtaId}`,
      a.cookie,
      productForm({
        ProductName: 'Cotton kurta (blue)',
        Brand: 'Kaveri',
        Price: '549',
        Mrp: '499',
        CategoryId: categoryId,
        Description: 'Hand-block printed.',
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: { Mrp: 'The MRP cannot be less than the price.' } },
    });
  });

  it('hides a product from the storefront and Buy Now, and shows it again', async () => {
    let response = await request('POST', `/api/merchantpage/products/${kurtaId}/visibility`, a.cookie, {
      hidden: true,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { product: MyCatalogueProduct }).product.status).toBe('hidden');
    expect(await publicProducts(a.merchant!.id)).toEqual([]);
    expect((await myProducts(a)).map((p) => p.status)).toEqual(['hidden']);
    response = await request('POST', `/api/merchantpage/products/${kurtaId}/visibility`, a.cookie, {
      hidden: false,
    });
    expect(response.status).toBe(200);
    expect(await publicProducts(a.merchant!.id)).toEqual(['Cotton kurta (blue)']);
  });

  it('refuses another merchant on every product id, changing nothing', async () => {
    const [before] = await t.db.select().from(catalogueProducts).where(eq(catalogueProducts.id, kurtaId));
    const form = productForm({
      ProductName: 'Mine now',
      Brand: 'B',
      Price: '1',
      CategoryId: categoryId,
      Description: 'x',
    });
    for (const response of [
      await request('PUT', `/api/merchantpage/products/${kurtaId}`, b.cookie, form),
      await request('POST', `/api/merchantpage/products/${kurtaId}/visibility`, b.cookie, { hidden: true }),
      await request('DELETE', `/api/merchantpage/products/${kurtaId}`, b.cookie),
      await request('PATCH', `/api/MerchantCategories/${categoryId}`, b.cookie, { categoryName: 'Mine' }),
      await request('DELETE', `/api/MerchantCategories/${categoryId}`, b.cookie),
    ]) {
      expect(response.status).toBe(404);
    }
    const [after] = await t.db.select().from(catalogueProducts).where(eq(catalogueProducts.id, kurtaId));
    expect(after).toEqual(before);
    expect((await myProducts(b)).map((p) => p.productName)).toEqual(['B’s saree']);
  });

  it('deletes a product no payment names, with its images', async () => {
    const spare = await createCatalogueProduct(t, {
      merchantId: a.merchant!.id,
      categoryId,
      isApproved: true,
    });
    const response = await request('DELETE', `/api/merchantpage/products/${spare.id}`, a.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ kept: false, message: 'Product deleted.' });
    expect(await t.db.select().from(catalogueProducts).where(eq(catalogueProducts.id, spare.id))).toEqual([]);
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, spare.imageSmallId!))).toEqual([]);
  });

  it('keeps a sold product as a deleted row, so its payment still names it', async () => {
    const sold = await createCatalogueProduct(t, {
      merchantId: a.merchant!.id,
      categoryId,
      isApproved: true,
    });
    const [payment] = await t.db
      .insert(payments)
      .values({
        purpose: 'product',
        provider: 'test',
        providerOrderId: `order_test_${sold.id}`,
        receipt: `r-${sold.id.slice(0, 30)}`,
        amountPaise: sold.pricePaise,
        description: sold.productName,
        catalogueProductId: sold.id,
        merchantId: a.merchant!.id,
      })
      .returning();
    const response = await request('DELETE', `/api/merchantpage/products/${sold.id}`, a.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ kept: true });
    const [row] = await t.db.select().from(catalogueProducts).where(eq(catalogueProducts.id, sold.id));
    expect(row?.deletedAt).not.toBeNull();
    const [still] = await t.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(still?.catalogueProductId).toBe(sold.id);
    expect((await myProducts(a)).map((p) => p.id)).not.toContain(sold.id);
    expect(await publicProducts(a.merchant!.id)).not.toContain(sold.productName);
    // Deleting it again: it is gone.
    expect((await request('DELETE', `/api/merchantpage/products/${sold.id}`, a.cookie)).status).toBe(404);
  });
});

describe('listing, renaming, hiding and deleting categories', () => {
  let a: Merchant;
  beforeAll(async () => {
    a = await signedIn(t, 'merchant');
    await createStore(t, { merchantId: a.merchant!.id });
  });

  it('lists my categories with their product counts; hides one and its products leave the storefront', async () => {
    const shoes = await createCategory(t.db, { merchantId: a.merchant!.id, categoryName: 'Shoes' });
    await createCatalogueProduct(t, {
      merchantId: a.merchant!.id,
      categoryId: shoes.id,
      productName: 'Kolhapuri',
      isApproved: true,
    });
    let response = await request('GET', '/api/MerchantCategories/mine', a.cookie);
    expect((await response.json()) as MyCategory[]).toMatchObject([
      { categoryName: 'Shoes', productCount: 1, isActive: true },
    ]);
    expect(await publicProducts(a.merchant!.id)).toEqual(['Kolhapuri']);
    response = await request('PATCH', `/api/MerchantCategories/${shoes.id}`, a.cookie, { isActive: false });
    expect(response.status).toBe(200);
    expect(await publicProducts(a.merchant!.id)).toEqual([]);
    response = await request('PATCH', `/api/MerchantCategories/${shoes.id}`, a.cookie, {
      categoryName: 'Footwear',
      isActive: true,
    });
    expect(await response.json()).toMatchObject({ category: { categoryName: 'Footwear', isActive: true } });
    expect(await publicProducts(a.merchant!.id)).toEqual(['Kolhapuri']);
  });

  it('refuses to delete a category holding products, saying so; deletes an empty one', async () => {
    const [footwear] = (await (
      await request('GET', '/api/MerchantCategories/mine', a.cookie)
    ).json()) as MyCategory[];
    let response = await request('DELETE', `/api/MerchantCategories/${footwear!.id}`, a.cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: {
        message: 'This category still has 1 product. Move it to another category or delete it first.',
      },
    });
    const empty = await createCategory(t.db, { merchantId: a.merchant!.id, categoryName: 'Empty' });
    response = await request('DELETE', `/api/MerchantCategories/${empty.id}`, a.cookie);
    expect(response.status).toBe(200);
    expect(await t.db.select().from(merchantCategories).where(eq(merchantCategories.id, empty.id))).toEqual(
      [],
    );
  });

  it('a renamed category may not take the name of another of mine', async () => {
    const one = await createCategory(t.db, { merchantId: a.merchant!.id, categoryName: 'Bags' });
    const response = await request('PATCH', `/api/MerchantCategories/${one.id}`, a.cookie, {
      categoryName: 'footwear',
    });
    expect(response.status).toBe(409);
  });
});

// ---------------------------------------------------------------------------------------------------
// Bulk upload

const CSV_HEADING = 'name,price,MRP,category,description,image file name';

async function preview(m: Merchant, csv: string, zip: Uint8Array) {
  const form = new FormData();
  form.set('file', new File([csv], 'products.csv', { type: 'text/csv' }));
  form.set('images', new File([new Uint8Array(zip)], 'images.zip', { type: 'application/zip' }));
  return request('POST', '/api/merchantpage/products/import/preview', m.cookie, form);
}

/** Confirms the ready rows in batches of 10, as the screen does, sending each image's bytes from the zip. */
async function confirmAll(m: Merchant, rows: CatalogueImportPreviewRow[], zip: Uint8Array) {
  const ready = rows.filter((row) => row.status === 'ok');
  const results: CatalogueImportConfirmation['results'] = [];
  for (let start = 0; start < ready.length; start += 10) {
    const batch = ready.slice(start, start + 10);
    const form = new FormData();
    form.set('rows', JSON.stringify(batch.map(catalogueConfirmRowOf)));
    batch.forEach((row, index) => {
      const slice = row.imageSlice!;
      form.set(`image${index}`, new File([zip.slice(slice.offset, slice.offset + slice.length)], row.image));
    });
    const response = await request('POST', '/api/merchantpage/products/import/confirm', m.cookie, form);
    expect(response.status).toBe(200);
    results.push(...((await response.json()) as CatalogueImportConfirmation).results);
  }
  return results;
}

describe('bulk upload: CSV and zip of images', () => {
  let m: Merchant;
  let zip: Uint8Array;
  let previewRows: CatalogueImportPreviewRow[];
  const csv = [
    CSV_HEADING,
    'Silk saree,"2,499",3999,Sarees,Kanchipuram silk,saree.png',
    'Cotton dupatta,399,,Dupattas,Soft cotton,images/dupatta.png',
    'Broken photo,299,399,Sarees,The image is a text file,broken.jpg',
    'No price,,,Sarees,Forgot the price,saree.png',
    'Missing photo,199,,Sarees,Not in the zip,nowhere.png',
    'Cheap MRP,500,400,Sarees,MRP below price,saree.png',
    'Existing kurta,899,,Kurtas,Already there,saree.png',
    'Silk saree,2499,,Sarees,Same name again,saree.png',
    '',
  ].join('\n');

  beforeAll(async () => {
    m = await signedIn(t, 'merchant');
    await createStore(t, { merchantId: m.merchant!.id, storeName: 'Kaveri Silks' });
    const kurtas = await createCategory(t.db, { merchantId: m.merchant!.id, categoryName: 'Kurtas' });
    await createCatalogueProduct(t, {
      merchantId: m.merchant!.id,
      categoryId: kurtas.id,
      productName: 'Existing Kurta',
      isApproved: true,
    });
    zip = makeZip([
      { name: 'saree.png', content: await smallPng(), method: 0 },
      { name: 'images/dupatta.png', content: await smallPng() },
      { name: 'broken.jpg', content: textFile() },
    ]);
  });

  it('previews every row with its errors, writing nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(catalogueProducts);
    const response = await preview(m, csv, zip);
    expect(response.status).toBe(200);
    const body = (await response.json()) as CatalogueImportPreview;
    previewRows = body.rows;
    expect(body.summary).toEqual({ ok: 2, errors: 5, duplicates: 1, total: 8 });
    const byRow = Object.fromEntries(body.rows.map((row) => [row.row, row]));
    expect(byRow[2]).toMatchObject({
      status: 'ok',
      pricePaise: 249_900,
      mrpPaise: 399_900,
      newCategory: true,
    });
    expect(byRow[3]).toMatchObject({ status: 'ok', mrpPaise: null });
    expect(byRow[4]!.errors).toEqual([
      'Row 4: image file name – “broken.jpg”: Only JPG, PNG, WebP or GIF images can be uploaded.',
    ]);
    expect(byRow[5]!.errors).toEqual(['Row 5: price – This field is required']);
    expect(byRow[6]!.errors).toEqual(['Row 6: image file name – “nowhere.png” is not in the zip file.']);
    expect(byRow[7]!.errors).toEqual(['Row 7: MRP – The MRP cannot be less than the price.']);
    expect(byRow[8]).toMatchObject({ status: 'duplicate', newCategory: false, errors: [] });
    expect(byRow[9]!.errors).toEqual([
      'Row 9: name – The same product name is on row 2; each product is added once.',
    ]);
    const [after] = await t.db.select({ n: count() }).from(catalogueProducts);
    expect(after).toEqual(before);
  });

  it('confirm adds exactly the ready rows (creating the new categories), and a second confirm adds nothing', async () => {
    const results = await confirmAll(m, previewRows, zip);
    expect(results.map((r) => [r.row, r.status])).toEqual([
      [2, 'created'],
      [3, 'created'],
    ]);
    const mine = await myProducts(m);
    expect(mine.map((p) => [p.productName, p.categoryName, p.brand]).sort()).toEqual([
      ['Cotton dupatta', 'Dupattas', 'Kaveri Silks'],
      ['Existing Kurta', 'Kurtas', 'Test Brand'],
      ['Silk saree', 'Sarees', 'Kaveri Silks'],
    ]);
    expect((await publicProducts(m.merchant!.id)).sort()).toEqual([
      'Cotton dupatta',
      'Existing Kurta',
      'Silk saree',
    ]);

    const again = await confirmAll(m, previewRows, zip);
    expect(again.map((r) => r.status)).toEqual(['already_in_catalogue', 'already_in_catalogue']);
    expect(await myProducts(m)).toHaveLength(3);
    // The same file previewed again: those rows are now already in the catalogue.
    const second = (await (await preview(m, csv, zip)).json()) as CatalogueImportPreview;
    expect(second.summary).toMatchObject({ ok: 0, duplicates: 3 });
  });

  it('refuses a confirm row whose image bytes are not the ones previewed, adding nothing', async () => {
    const row = { ...catalogueConfirmRowOf({ ...previewRows[0]!, name: 'Tampered saree' }) };
    const form = new FormData();
    form.set('rows', JSON.stringify([row]));
    form.set('image0', new File([textFile()], 'saree.png'));
    const response = await request('POST', '/api/merchantpage/products/import/confirm', m.cookie, form);
    const body = (await response.json()) as CatalogueImportConfirmation;
    expect(body.results).toEqual([
      {
        row: 2,
        status: 'error',
        message: 'Row 2: image file name – “saree.png”: it could not be unpacked from the zip file.',
      },
    ]);
    const rows = await t.db
      .select()
      .from(catalogueProducts)
      .where(and(eq(catalogueProducts.productName, 'Tampered saree'), isNull(catalogueProducts.deletedAt)));
    expect(rows).toEqual([]);
  });

  it('refuses 1,001 rows whole, and accepts 1,000', async () => {
    const line = (i: number) => `Product ${i},100,,Bulk,Bulk product,nowhere.png`;
    const rows = (n: number) => [CSV_HEADING, ...Array.from({ length: n }, (_, i) => line(i + 1))].join('\n');
    let response = await preview(m, rows(1001), zip);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        message:
          'This file has 1,001 rows; at most 1,000 can be uploaded at once. Please split it into smaller files.',
      },
    });
    response = await preview(m, rows(1000), zip);
    expect(response.status).toBe(200);
    expect(((await response.json()) as CatalogueImportPreview).summary).toMatchObject({
      total: 1000,
      errors: 1000,
    });
  });

  it('refuses a file that is not a zip, and a CSV without the needed columns', async () => {
    let response = await preview(m, csv, new TextEncoder().encode('not a zip'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: { images: expect.stringContaining('not a zip') } },
    });
    response = await preview(m, 'name,price\nKurta,100\n', zip);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        message:
          'The first row must name the columns. Missing: category, description, image file name. Download the template to see them.',
      },
    });
  });

  it('refuses a zip bomb from its directory', async () => {
    const bomb = makeZip([{ name: 'saree.png', content: new Uint8Array(1) }], () => ({ size: 0xfffffff0 }));
    const response = await preview(m, csv, bomb);
    expect(response.status).toBe(400);
  });
});

describe('who may call the catalogue endpoints', () => {
  it('refuses visitors and users', async () => {
    const user = await signedIn(t, 'user');
    for (const [method, path] of [
      ['GET', '/api/merchantpage/my-products'],
      ['GET', '/api/MerchantCategories/mine'],
    ] as const) {
      expect((await t.app.request(path, sameOrigin({ method }))).status).toBe(401);
      expect((await request(method, path, user.cookie)).status).toBe(403);
    }
    expect((await postJson(t, '/api/merchantpage/products/import/confirm', {}, user.cookie)).status).toBe(
      403,
    );
  });
});
