import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueConfirmRowOf,
  type CatalogueImportConfirmation,
  type CatalogueImportPreview,
  type MyCatalogueProduct,
} from '../../functions/contract/catalogue.ts';
import { catalogueProducts } from '../../functions/db/schema/index.ts';
import { createCatalogueProduct, createCategory, createStore } from '../../functions/seed/factories/index.ts';
import { readStorefront } from '../../functions/services/storefront/read-storefront.ts';
import { smallPng } from '../fixtures/images.ts';
import { makeZip } from '../support/make-zip.ts';
import { signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * The merchant sets a catalogue product's stock (issue 24 item 6; decisions 0074, 0075): on the upload,
 * the edit (set, cleared, kept when not sent, refused when not a whole number ≥ 0, refused for another
 * merchant's product) and the CSV import's optional `stock` column; the storefront shows "Only N left".
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Merchant = Awaited<ReturnType<typeof signedIn>>;
const STOCK_MESSAGE = 'Enter the stock as a whole number from 0 to 10,00,000, or leave it empty.';

function send(method: string, path: string, cookie: string, body: FormData) {
  return t.app.request(path, sameOrigin({ method, headers: { Cookie: cookie }, body }));
}

function productForm(fields: Record<string, string | undefined>, image?: Uint8Array) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  if (image) form.set('ImageSmall', new File([new Uint8Array(image)], 'p.png', { type: 'image/png' }));
  return form;
}

async function stockOf(id: string) {
  const [row] = await t.db
    .select({ stockCount: catalogueProducts.stockCount })
    .from(catalogueProducts)
    .where(eq(catalogueProducts.id, id));
  return row!.stockCount;
}

describe('stock on the product form and the edit', () => {
  let a: Merchant;
  let b: Merchant;
  let categoryId: string;
  let productId: string;
  const fields = (stock: string | undefined) => ({
    ProductName: 'Cotton kurta',
    Brand: 'Kaveri',
    Price: '549',
    Mrp: '799',
    CategoryId: categoryId,
    Description: 'Hand-block printed.',
    Stock: stock,
  });
  const edit = (m: Merchant, stock: string | undefined) =>
    send('PUT', `/api/merchantpage/products/${productId}`, m.cookie, productForm(fields(stock)));

  beforeAll(async () => {
    a = await signedIn(t, 'merchant');
    b = await signedIn(t, 'merchant');
    await createStore(t, { merchantId: a.merchant!.id });
    categoryId = (await createCategory(t.db, { merchantId: a.merchant!.id, categoryName: 'Kurtas' })).id;
  });

  it('an upload stores the stock given, and none (not counted) when it is empty', async () => {
    let response = await send(
      'POST',
      '/api/merchantpage/products/UploadFile',
      a.cookie,
      productForm(fields('12'), await smallPng()),
    );
    expect(response.status).toBe(201);
    productId = ((await response.json()) as { id: string }).id;
    expect(await stockOf(productId)).toBe(12);

    response = await send(
      'POST',
      '/api/merchantpage/products/UploadFile',
      a.cookie,
      productForm({ ...fields(''), ProductName: 'Silk saree' }, await smallPng()),
    );
    expect(response.status).toBe(201);
    expect(await stockOf(((await response.json()) as { id: string }).id)).toBeNull();
  });

  it('an edit sets the stock, keeps it when not sent, and clears it when empty', async () => {
    const response = await edit(a, '3');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { product: MyCatalogueProduct }).product).toMatchObject({
      stockCount: 3,
      mrpPaise: 79_900,
    });
    expect(await stockOf(productId)).toBe(3);

    // The storefront: in stock, and "Only 3 left".
    const front = await readStorefront(t.db, a.merchant!.id, 500);
    expect(front!.products.find((p) => p.id === productId)).toMatchObject({ inStock: true, stockLeft: 3 });

    expect((await edit(a, undefined)).status).toBe(200);
    expect(await stockOf(productId)).toBe(3);

    expect((await edit(a, '0')).status).toBe(200);
    expect(await stockOf(productId)).toBe(0);
    const out = await readStorefront(t.db, a.merchant!.id, 500);
    expect(out!.products.find((p) => p.id === productId)).toMatchObject({ inStock: false, stockLeft: null });

    expect((await edit(a, '')).status).toBe(200);
    expect(await stockOf(productId)).toBeNull();
    const many = await readStorefront(t.db, a.merchant!.id, 500);
    expect(many!.products.find((p) => p.id === productId)).toMatchObject({ inStock: true, stockLeft: null });
  });

  it('refuses a stock that is not a whole number from 0 to 10,00,000, changing nothing', async () => {
    expect((await edit(a, '7')).status).toBe(200);
    for (const bad of ['-1', '2.5', 'ten', '1000001', '1e3']) {
      const response = await edit(a, bad);
      expect(response.status, bad).toBe(400);
      expect(await response.json()).toMatchObject({ error: { fields: { Stock: STOCK_MESSAGE } } });
    }
    const upload = await send(
      'POST',
      '/api/merchantpage/products/UploadFile',
      a.cookie,
      productForm({ ...fields('-3'), ProductName: 'Never added' }, await smallPng()),
    );
    expect(upload.status).toBe(400);
    expect(await stockOf(productId)).toBe(7);
  });

  it('refuses another merchant’s edit of the stock (404), changing nothing', async () => {
    const response = await edit(b, '500');
    expect(response.status).toBe(404);
    expect(await stockOf(productId)).toBe(7);
  });
});

describe('the CSV import’s optional stock column', () => {
  it('reads stock per row (empty: not counted), refuses a bad one on its row, and stores it on confirm', async () => {
    const m = await signedIn(t, 'merchant');
    await createStore(t, { merchantId: m.merchant!.id });
    const existing = await createCategory(t.db, { merchantId: m.merchant!.id, categoryName: 'Sarees' });
    await createCatalogueProduct(t, {
      merchantId: m.merchant!.id,
      categoryId: existing.id,
      isApproved: true,
    });
    const zip = makeZip([{ name: 'saree.png', content: await smallPng() }]);
    const csv = [
      'name,price,MRP,category,description,image file name,stock',
      'Silk saree,2499,3999,Sarees,Kanchipuram silk,saree.png,4',
      'Cotton saree,999,,Sarees,Soft cotton,saree.png,',
      'Bad stock,499,,Sarees,Half a saree,saree.png,1.5',
      '',
    ].join('\n');
    const form = new FormData();
    form.set('file', new File([csv], 'products.csv', { type: 'text/csv' }));
    form.set('images', new File([new Uint8Array(zip)], 'images.zip', { type: 'application/zip' }));
    const response = await send('POST', '/api/merchantpage/products/import/preview', m.cookie, form);
    expect(response.status).toBe(200);
    const preview = (await response.json()) as CatalogueImportPreview;
    expect(preview.rows.map((row) => [row.row, row.status, row.stockCount, row.errors])).toEqual([
      [2, 'ok', 4, []],
      [3, 'ok', null, []],
      [4, 'error', null, [`Row 4: stock – ${STOCK_MESSAGE}`]],
    ]);

    const ready = preview.rows.filter((row) => row.status === 'ok');
    const confirm = new FormData();
    confirm.set('rows', JSON.stringify(ready.map(catalogueConfirmRowOf)));
    ready.forEach((row, index) => {
      const slice = row.imageSlice!;
      confirm.set(
        `image${index}`,
        new File([zip.slice(slice.offset, slice.offset + slice.length)], row.image),
      );
    });
    const confirmed = await send('POST', '/api/merchantpage/products/import/confirm', m.cookie, confirm);
    expect(confirmed.status).toBe(200);
    const { results } = (await confirmed.json()) as CatalogueImportConfirmation;
    expect(results.map((r) => r.status)).toEqual(['created', 'created']);
    expect(await stockOf(results[0]!.productId!)).toBe(4);
    expect(await stockOf(results[1]!.productId!)).toBeNull();
  });

  it('the template offers the stock column', async () => {
    const { readFile } = await import('node:fs/promises');
    const template = await readFile(
      new URL('../../public/catalogue-import-template.csv', import.meta.url),
      'utf8',
    );
    expect(template.split('\n')[0]).toMatch(/,stock$/);
  });
});
