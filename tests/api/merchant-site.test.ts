import { webUrlMessages } from '../../functions/contract/rules.ts';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogueProduct,
  MerchantCategory,
  StoreDetails,
} from '../../functions/contract/site-creation.ts';
import {
  catalogueProducts,
  mediaFiles,
  merchantCategories,
  merchantPreferences,
  stores,
} from '../../functions/db/schema/index.ts';
import {
  createAccount,
  createCatalogueProduct,
  createCategory,
  createMerchant,
  createStore,
} from '../../functions/seed/factories/index.ts';
import { generateDemoImage } from '../../functions/seed/demo/generate-image.ts';
import { textFile } from '../fixtures/images.ts';
import { cookiesFrom, postJson, signedIn, TEST_PASSWORD } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * Site creation (spec: Site creation; sections 3, 5, 7 and 8; issue 10 item 6): the store URL and
 * permission forms, store details, categories and catalogue products, with what is stored, what the
 * public reads back, and one merchant never reaching another's records.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Merchant = Awaited<ReturnType<typeof signedIn>>;

const photo = (width = 1600, height = 1000, label = 'Saree') =>
  generateDemoImage({ width, height, label, colors: ['#7c2d12', '#f59e0b'] });

function multipart(path: string, fields: Record<string, string | Uint8Array>, cookie?: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.set(name, value);
    else form.set(name, new File([new Uint8Array(value)], `${name}.png`, { type: 'image/png' }));
  }
  return t.app.request(
    path,
    sameOrigin({ method: 'POST', body: form, headers: cookie ? { Cookie: cookie } : {} }),
  );
}

async function mediaCount() {
  const [row] = await t.db.select({ n: count() }).from(mediaFiles);
  return { rows: row?.n ?? 0, files: (await t.storedFiles()).length };
}

describe('the store URL and permission forms (POST /api/merchant/preferences/upsert)', () => {
  let a: Merchant;
  beforeAll(async () => {
    a = await signedIn(t, 'merchant');
  });

  it('reads nothing saved as the defaults', async () => {
    const response = await t.app.request('/api/merchant/preferences', { headers: { Cookie: a.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      hasExternalSite: false,
      externalSiteUrl: null,
      consentScrape: false,
      consentMerchantPage: false,
      storeName: null,
      pageSlug: null,
      notes: null,
    });
  });

  it('refuses the permission before a store URL is saved', async () => {
    const response = await postJson(
      t,
      '/api/merchant/preferences/upsert',
      { notes: 'Go ahead', consentScrape: true },
      a.cookie,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { message: 'Please save your store URL first.' },
    });
  });

  it('saves the store URL with https:// added when it has no scheme', async () => {
    const response = await postJson(
      t,
      '/api/merchant/preferences/upsert',
      {
        hasExternalSite: true,
        externalSiteUrl: 'kaveri-silks.example.in/shop',
        storeName: 'Kaveri Silks',
        pageSlug: 'kaveri-silks',
      },
      a.cookie,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string };
    expect(body.message).toBe('Store URL uploaded successfully!');
    const [row] = await t.db
      .select()
      .from(merchantPreferences)
      .where(eq(merchantPreferences.merchantId, a.merchant!.id));
    expect(row).toMatchObject({
      hasExternalSite: true,
      externalSiteUrl: 'https://kaveri-silks.example.in/shop',
      storeName: 'Kaveri Silks',
      pageSlug: 'kaveri-silks',
      consentScrape: false,
    });
  });

  it('keeps an http:// address as given and refuses any other scheme', async () => {
    const kept = await postJson(
      t,
      '/api/merchant/preferences/upsert',
      { hasExternalSite: true, externalSiteUrl: 'http://kaveri-silks.example.in' },
      a.cookie,
    );
    expect(kept.status).toBe(200);
    for (const [externalSiteUrl, message] of [
      ['ftp://kaveri-silks.example.in', webUrlMessages.scheme],
      ['javascript:alert(1)', webUrlMessages.scheme],
      ['not a site', webUrlMessages.invalid],
    ]) {
      const response = await postJson(
        t,
        '/api/merchant/preferences/upsert',
        { hasExternalSite: true, externalSiteUrl },
        a.cookie,
      );
      expect(response.status, externalSiteUrl).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { fields: { externalSiteUrl: message } },
      });
    }
    const [row] = await t.db
      .select({ url: merchantPreferences.externalSiteUrl })
      .from(merchantPreferences)
      .where(eq(merchantPreferences.merchantId, a.merchant!.id));
    expect(row?.url).toBe('http://kaveri-silks.example.in');
  });

  it('refuses a slug that breaks the rule', async () => {
    for (const pageSlug of ['Kaveri Silks!', 'ab', '-kaveri', 'kaveri-', 'x'.repeat(41)]) {
      const response = await postJson(t, '/api/merchant/preferences/upsert', { pageSlug }, a.cookie);
      expect(response.status, pageSlug).toBe(400);
      expect(await response.json()).toMatchObject({
        error: {
          fields: {
            pageSlug: 'Use 3 to 40 lowercase letters, digits and hyphens (not at the start or end).',
          },
        },
      });
    }
  });

  it('answers a slug another merchant holds, whatever its case, with a message and changes nothing', async () => {
    const b = await signedIn(t, 'merchant');
    const response = await postJson(
      t,
      '/api/merchant/preferences/upsert',
      {
        hasExternalSite: true,
        externalSiteUrl: 'deccan.example.in',
        storeName: 'Deccan',
        pageSlug: 'kaveri-silks',
      },
      b.cookie,
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        code: 'conflict',
        message: 'This page address is already taken. Please choose another.',
        fields: { pageSlug: 'This page address is already taken. Please choose another.' },
      },
    });
    const rows = await t.db
      .select()
      .from(merchantPreferences)
      .where(eq(merchantPreferences.merchantId, b.merchant!.id));
    expect(rows).toEqual([]);
  });

  it('approves the permission with its notes and keeps the store URL', async () => {
    const response = await postJson(
      t,
      '/api/merchant/preferences/upsert',
      { notes: 'Please read the new arrivals page only.', consentScrape: true },
      a.cookie,
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toBe('Permission Approved');
    const read = await t.app.request('/api/merchant/preferences', { headers: { Cookie: a.cookie } });
    expect(await read.json()).toMatchObject({
      hasExternalSite: true,
      externalSiteUrl: 'http://kaveri-silks.example.in',
      pageSlug: 'kaveri-silks',
      consentScrape: true,
      notes: 'Please read the new arrivals page only.',
    });
  });

  it('refuses an empty body, and JSON sent as a form', async () => {
    const empty = await postJson(t, '/api/merchant/preferences/upsert', {}, a.cookie);
    expect(empty.status).toBe(400);
    const form = await multipart('/api/merchant/preferences/upsert', { notes: 'x' }, a.cookie);
    expect(form.status).toBe(415);
  });
});

describe('store details (POST /api/MerchantPage/SaveMerchantStore, GET …/GetMerchantStore/{merchantId})', () => {
  let a: Merchant;
  let b: Merchant;
  beforeAll(async () => {
    a = await signedIn(t, 'merchant');
    b = await signedIn(t, 'merchant');
  });

  it('creates the signed-in merchant’s store, which the public reads back with image URLs', async () => {
    const response = await multipart(
      '/api/MerchantPage/SaveMerchantStore',
      {
        StoreName: 'Kaveri Silks',
        StoreAddress: 'MG Road, Bengaluru 560001',
        Tagline: 'Silk from the source',
        AboutDescription: 'Mysore silk sarees since 1962.',
        MerchantLogo: await photo(400, 400, 'KS'),
        LandingBanner: await photo(1600, 500, 'Landing'),
        HeroBannerImage: await photo(1600, 500, 'Hero'),
      },
      a.cookie,
    );
    expect(response.status).toBe(201);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Store details uploaded successfully!',
    );

    const read = await t.app.request(`/api/MerchantPage/GetMerchantStore/${a.merchant!.id}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('cdn-cache-control')).toContain('max-age=60');
    const store = (await read.json()) as StoreDetails;
    expect(store).toMatchObject({
      merchantId: a.merchant!.id,
      storeName: 'Kaveri Silks',
      storeAddress: 'MG Road, Bengaluru 560001',
      tagline: 'Silk from the source',
      aboutDescription: 'Mysore silk sarees since 1962.',
      merchantLogo: { width: 400, height: 400, contentType: 'image/webp' },
    });
    for (const image of [store.merchantLogo, store.landingBanner, store.heroBannerImage]) {
      const served = await t.app.request(image!.url);
      expect(served.status).toBe(200);
    }
  });

  it('updates texts, replaces only the images sent, and releases the replaced file', async () => {
    const [before] = await t.db.select().from(stores).where(eq(stores.merchantId, a.merchant!.id));
    const oldLogo = await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, before!.logoId!));
    const response = await multipart(
      '/api/MerchantPage/SaveMerchantStore',
      { StoreName: 'Kaveri Silks House', MerchantLogo: await photo(300, 300, 'New') },
      a.cookie,
    );
    expect(response.status).toBe(200);
    const [after] = await t.db.select().from(stores).where(eq(stores.merchantId, a.merchant!.id));
    expect(after).toMatchObject({
      storeName: 'Kaveri Silks House',
      // The form is the store's whole text: an empty field clears it.
      storeAddress: null,
      tagline: null,
      heroBannerId: before!.heroBannerId,
      landingBannerId: before!.landingBannerId,
    });
    expect(after!.logoId).not.toBe(before!.logoId);
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, before!.logoId!))).toEqual([]);
    expect((await t.app.request(oldLogo[0]!.url)).status).toBe(404);
  });

  it('needs a store name, and stores nothing without one', async () => {
    const stored = await mediaCount();
    const response = await multipart(
      '/api/MerchantPage/SaveMerchantStore',
      { StoreName: '  ', MerchantLogo: await photo(300, 300) },
      b.cookie,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: { StoreName: 'This field is required' } },
    });
    expect(await mediaCount()).toEqual(stored);
  });

  it('refuses a file that is not an image, leaving nothing behind', async () => {
    const stored = await mediaCount();
    const response = await multipart(
      '/api/MerchantPage/SaveMerchantStore',
      { StoreName: 'Deccan', MerchantLogo: await photo(300, 300), HeroBannerImage: textFile() },
      b.cookie,
    );
    expect(response.status).toBe(400);
    expect(await mediaCount()).toEqual(stored);
    expect(await t.db.select().from(stores).where(eq(stores.merchantId, b.merchant!.id))).toEqual([]);
  });

  it('acts for the session’s merchant only: merchant B saving leaves A’s store as it was', async () => {
    const [aBefore] = await t.db.select().from(stores).where(eq(stores.merchantId, a.merchant!.id));
    const response = await multipart(
      '/api/MerchantPage/SaveMerchantStore',
      { StoreName: 'Deccan Electronics', merchantId: a.merchant!.id, MerchantId: a.merchant!.id },
      b.cookie,
    );
    expect(response.status).toBe(201);
    const [aAfter] = await t.db.select().from(stores).where(eq(stores.merchantId, a.merchant!.id));
    expect(aAfter).toEqual(aBefore);
    const [bStore] = await t.db.select().from(stores).where(eq(stores.merchantId, b.merchant!.id));
    expect(bStore?.storeName).toBe('Deccan Electronics');
  });

  it('reads the merchant’s own store to its owner: none before the first save, and still when hidden', async () => {
    const owner = await signedIn(t, 'merchant');
    const mine = () => t.app.request('/api/MerchantPage/my-store', { headers: { Cookie: owner.cookie } });
    const before = await mine();
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ store: null });

    await createStore(t, {
      merchantId: owner.merchant!.id,
      storeName: 'Hidden Handlooms',
      hiddenAt: new Date(),
    });
    expect((await t.app.request(`/api/MerchantPage/GetMerchantStore/${owner.merchant!.id}`)).status).toBe(
      404,
    );
    expect(await (await mine()).json()).toMatchObject({ store: { storeName: 'Hidden Handlooms' } });
  });

  it('answers 404 for a hidden or inactive store, an unknown id and a malformed one', async () => {
    const hidden = await createMerchant(t.db);
    await createStore(t, { merchantId: hidden.id, hiddenAt: new Date() });
    const inactive = await createMerchant(t.db);
    await createStore(t, { merchantId: inactive.id, isActive: false });
    const none = await createMerchant(t.db);
    for (const id of [hidden.id, inactive.id, none.id, 'not-an-id']) {
      const response = await t.app.request(`/api/MerchantPage/GetMerchantStore/${id}`);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toMatchObject({ error: { message: 'This store does not exist.' } });
    }
  });
});

describe('categories (POST and GET /api/MerchantCategories)', () => {
  let a: Merchant;
  let b: Merchant;
  beforeAll(async () => {
    a = await signedIn(t, 'merchant');
    b = await signedIn(t, 'merchant');
  });

  it('adds a category for the session’s merchant', async () => {
    const response = await postJson(
      t,
      '/api/MerchantCategories',
      { categoryName: 'Silk Sarees', description: 'Mysore and Kanchi silk.' },
      a.cookie,
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; category: MerchantCategory };
    expect(body.message).toBe('Collection uploaded successfully!');
    const [row] = await t.db
      .select()
      .from(merchantCategories)
      .where(eq(merchantCategories.id, body.category.id));
    expect(row).toMatchObject({
      merchantId: a.merchant!.id,
      categoryName: 'Silk Sarees',
      description: 'Mysore and Kanchi silk.',
      isActive: true,
    });
  });

  it('accepts its own merchantId, and refuses another merchant’s with 403, storing nothing', async () => {
    const own = await postJson(
      t,
      '/api/MerchantCategories',
      { merchantId: a.merchant!.id, categoryName: 'Cotton Sarees' },
      a.cookie,
    );
    expect(own.status).toBe(201);
    const other = await postJson(
      t,
      '/api/MerchantCategories',
      { merchantId: a.merchant!.id, categoryName: 'Smuggled' },
      b.cookie,
    );
    expect(other.status).toBe(403);
    expect(
      await t.db.select().from(merchantCategories).where(eq(merchantCategories.categoryName, 'Smuggled')),
    ).toEqual([]);
  });

  it('answers a name the merchant already uses, whatever its case, with a message', async () => {
    const response = await postJson(t, '/api/MerchantCategories', { categoryName: 'SILK sarees' }, a.cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        code: 'conflict',
        message: 'You already have a category with this name.',
        fields: { categoryName: 'You already have a category with this name.' },
      },
    });
    // Another merchant may use the same name.
    expect(
      (await postJson(t, '/api/MerchantCategories', { categoryName: 'Silk Sarees' }, b.cookie)).status,
    ).toBe(201);
  });

  it('needs a name', async () => {
    const response = await postJson(t, '/api/MerchantCategories', { categoryName: ' ' }, a.cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: { categoryName: 'This field is required' } },
    });
  });

  it('lists a merchant’s active categories to anyone, oldest first; onlyActive=false adds the inactive', async () => {
    await createCategory(t.db, { merchantId: a.merchant!.id, categoryName: 'Retired', isActive: false });
    const response = await t.app.request(
      `/api/MerchantCategories?merchantId=${a.merchant!.id}&onlyActive=true`,
    );
    expect(response.status).toBe(200);
    const names = ((await response.json()) as MerchantCategory[]).map((category) => category.categoryName);
    expect(names).toEqual(['Silk Sarees', 'Cotton Sarees']);
    const all = await t.app.request(`/api/MerchantCategories?merchantId=${a.merchant!.id}&onlyActive=false`);
    expect(((await all.json()) as MerchantCategory[]).map((category) => category.categoryName)).toEqual([
      'Silk Sarees',
      'Cotton Sarees',
      'Retired',
    ]);
    const limited = await t.app.request(`/api/MerchantCategories?merchantId=${a.merchant!.id}&limit=1`);
    expect(await limited.json()).toHaveLength(1);
    expect((await t.app.request('/api/MerchantCategories')).status).toBe(400);
  });
});

describe('catalogue products (POST /api/merchantpage/products/UploadFile, GET /api/merchantpage/efq/products)', () => {
  let a: Merchant;
  let b: Merchant;
  let categoryA: string;
  let categoryB: string;
  beforeAll(async () => {
    a = await signedIn(t, 'merchant');
    b = await signedIn(t, 'merchant');
    categoryA = (await createCategory(t.db, { merchantId: a.merchant!.id, categoryName: 'Sarees' })).id;
    categoryB = (await createCategory(t.db, { merchantId: b.merchant!.id, categoryName: 'Phones' })).id;
  });

  const fields = async (categoryId: string) => ({
    Brand: 'Kaveri',
    Price: '4,999.50',
    CategoryId: categoryId,
    ProductName: 'Mysore Silk Saree',
    Description: 'Pure silk with zari border.',
    ImageSmall: await photo(1600, 1000),
  });

  it('stores the product, published, with the price in paise and three sizes made from one photo', async () => {
    const response = await multipart(
      '/api/merchantpage/products/UploadFile',
      await fields(categoryA),
      a.cookie,
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; id: string };
    expect(body.message).toBe('Collection uploaded successfully!');
    const [row] = await t.db.select().from(catalogueProducts).where(eq(catalogueProducts.id, body.id));
    expect(row).toMatchObject({
      merchantId: a.merchant!.id,
      categoryId: categoryA,
      brand: 'Kaveri',
      productName: 'Mysore Silk Saree',
      description: 'Pure silk with zari border.',
      pricePaise: 499_950,
      isApproved: true,
      hiddenAt: null,
    });
    const sizes = await t.db
      .select({
        id: mediaFiles.id,
        width: mediaFiles.width,
        height: mediaFiles.height,
        kind: mediaFiles.kind,
      })
      .from(mediaFiles)
      .where(inArray(mediaFiles.id, [row!.imageSmallId!, row!.imageMediumId!, row!.imageLargeId!]));
    const byId = new Map(sizes.map((size) => [size.id, size]));
    expect(byId.get(row!.imageSmallId!)).toMatchObject({ width: 320, height: 200, kind: 'catalogueSmall' });
    expect(byId.get(row!.imageMediumId!)).toMatchObject({ width: 640, height: 400, kind: 'catalogueMedium' });
    expect(byId.get(row!.imageLargeId!)).toMatchObject({ width: 1200, height: 750, kind: 'catalogueLarge' });
  });

  it('uses each of the three photos when all are sent', async () => {
    const response = await multipart(
      '/api/merchantpage/products/UploadFile',
      {
        ...(await fields(categoryA)),
        ProductName: 'Kanchi Silk Saree',
        ImageSmall: await photo(200, 200, 'S'),
        ImageMedium: await photo(500, 500, 'M'),
        ImageLarge: await photo(900, 900, 'L'),
      },
      a.cookie,
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await t.db.select().from(catalogueProducts).where(eq(catalogueProducts.id, id));
    const widths = await t.db
      .select({ id: mediaFiles.id, width: mediaFiles.width })
      .from(mediaFiles)
      .where(inArray(mediaFiles.id, [row!.imageSmallId!, row!.imageMediumId!, row!.imageLargeId!]));
    const width = new Map(widths.map((media) => [media.id, media.width]));
    expect([
      width.get(row!.imageSmallId!),
      width.get(row!.imageMediumId!),
      width.get(row!.imageLargeId!),
    ]).toEqual([200, 500, 900]);
  });

  it('refuses another merchant’s category (and an unknown one) with 404, storing nothing', async () => {
    for (const categoryId of [categoryB, '00000000-0000-4000-8000-000000000000']) {
      const stored = await mediaCount();
      const response = await multipart(
        '/api/merchantpage/products/UploadFile',
        await fields(categoryId),
        a.cookie,
      );
      expect(response.status, categoryId).toBe(404);
      expect(await response.json()).toMatchObject({
        error: { code: 'not_found', fields: { CategoryId: 'This category does not exist.' } },
      });
      expect(await mediaCount()).toEqual(stored);
    }
    expect(
      await t.db.select().from(catalogueProducts).where(eq(catalogueProducts.categoryId, categoryB)),
    ).toEqual([]);
  });

  it('needs every field and a photo, and a price in rupees', async () => {
    const empty = await multipart('/api/merchantpage/products/UploadFile', { Brand: 'Kaveri' }, a.cookie);
    expect(empty.status).toBe(400);
    const body = (await empty.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields).sort()).toEqual([
      'CategoryId',
      'Description',
      'Price',
      'ProductName',
    ]);

    const { ImageSmall: _photo, ...noPhoto } = await fields(categoryA);
    const withoutPhoto = await multipart('/api/merchantpage/products/UploadFile', noPhoto, a.cookie);
    expect(withoutPhoto.status).toBe(400);
    expect(await withoutPhoto.json()).toMatchObject({
      error: { fields: { ImageSmall: 'Please select an image' } },
    });

    for (const Price of ['abc', '0', '12.345', '-5', '10000001']) {
      const response = await multipart(
        '/api/merchantpage/products/UploadFile',
        { ...(await fields(categoryA)), Price },
        a.cookie,
      );
      expect(response.status, Price).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { fields: { Price: 'Enter a price in rupees from ₹1 to ₹10,00,000, e.g. 499 or 499.50.' } },
      });
    }
  });

  it("answers 'Merchant ID not found.' to a merchant account without a merchant record", async () => {
    const account = await createAccount(t.db, { role: 'merchant', password: TEST_PASSWORD });
    const login = await postJson(t, '/api/MerchantDetails/Login', {
      userName: account.username,
      password: TEST_PASSWORD,
    });
    expect(login.status).toBe(200);
    const response = await multipart(
      '/api/merchantpage/products/UploadFile',
      await fields(categoryA),
      cookiesFrom(login),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { message: 'Merchant ID not found.' } });
  });

  it('reads back a merchant’s products to anyone: rupees, image URLs, storefront link; hidden ones never', async () => {
    const shown = await createCatalogueProduct(t, {
      merchantId: a.merchant!.id,
      categoryId: categoryA,
      productName: 'Shown Saree',
      pricePaise: 129_900,
      isApproved: true,
    });
    await createCatalogueProduct(t, {
      merchantId: a.merchant!.id,
      categoryId: categoryA,
      productName: 'Hidden Saree',
      isApproved: true,
      hiddenAt: new Date(),
    });
    await createCatalogueProduct(t, {
      merchantId: a.merchant!.id,
      productName: 'Other Category Dupatta',
      isApproved: true,
    });

    const response = await t.app.request(
      `/api/merchantpage/efq/products?merchantId=${a.merchant!.id}&categoryId=${categoryA}&approvedOnly=false&includeImages=true`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cdn-cache-control')).toContain('max-age=60');
    const products = (await response.json()) as CatalogueProduct[];
    expect(products.map((product) => product.productName)).toEqual([
      'Shown Saree',
      'Kanchi Silk Saree',
      'Mysore Silk Saree',
    ]);
    const first = products[0]!;
    expect(first).toMatchObject({
      id: shown.id,
      price: 1299,
      merchantURL: `/merchantproductsite/${a.merchant!.id}`,
      categoryId: categoryA,
    });
    expect(first.imageUrl).toBe(first.imageData?.medium?.url);
    expect((await t.app.request(first.imageUrl!)).status).toBe(200);
    expect(products.find((product) => product.productName === 'Mysore Silk Saree')?.price).toBe(4999.5);

    const all = await t.app.request(
      `/api/merchantpage/efq/products?merchantId=${a.merchant!.id}&categoryId=`,
    );
    expect(((await all.json()) as CatalogueProduct[]).map((product) => product.productName)).toContain(
      'Other Category Dupatta',
    );
    const bare = await t.app.request(
      `/api/merchantpage/efq/products?merchantId=${a.merchant!.id}&includeImages=false&limit=1`,
    );
    expect(await bare.json()).toEqual([expect.objectContaining({ imageUrl: null, imageData: null })]);
  });

  it('lists nothing of a merchant whose store an administrator hid, and refuses a missing merchantId', async () => {
    const merchant = await createMerchant(t.db);
    await createStore(t, { merchantId: merchant.id, hiddenAt: new Date() });
    await createCatalogueProduct(t, { merchantId: merchant.id, isApproved: true });
    const response = await t.app.request(`/api/merchantpage/efq/products?merchantId=${merchant.id}`);
    expect(await response.json()).toEqual([]);
    expect((await t.app.request('/api/merchantpage/efq/products')).status).toBe(400);
  });
});
