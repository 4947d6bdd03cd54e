import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCatalogueProduct,
  createCategory,
  createMerchant,
  createStore,
} from '../../functions/seed/factories/index.ts';
import { mediaFiles, merchantCategories } from '../../functions/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The storefront's rows (spec: Public storefront) as the seed and the tests make them, until its
 * endpoints exist: pictures the app serves, categories unique per merchant, products in their
 * merchant's own category.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function served(mediaId: string | null) {
  const [media] = await t.db
    .select()
    .from(mediaFiles)
    .where(eq(mediaFiles.id, mediaId ?? ''));
  const response = await t.app.request(media?.url ?? '/media/none');
  return { status: response.status, type: response.headers.get('content-type') };
}

describe('storefront rows', () => {
  it('gives a store a logo and banners that /media serves as WebP', async () => {
    const merchant = await createMerchant(t.db);
    const store = await createStore(t, { merchantId: merchant.id, storeName: 'Charminar Threads' });
    expect(store).toMatchObject({ storeName: 'Charminar Threads', isActive: true });
    expect(store.landingBannerId).toBe(store.heroBannerId);
    for (const id of [store.logoId, store.heroBannerId])
      expect(await served(id)).toEqual({ status: 200, type: 'image/webp' });
  });

  it('keeps category names unique per merchant whatever their case, not across merchants', async () => {
    const kaveri = await createMerchant(t.db);
    const deccan = await createMerchant(t.db);
    await createCategory(t.db, { merchantId: kaveri.id, categoryName: 'Sarees' });
    await expect(createCategory(t.db, { merchantId: kaveri.id, categoryName: 'SAREES' })).rejects.toThrow();
    await expect(
      createCategory(t.db, { merchantId: deccan.id, categoryName: 'Sarees' }),
    ).resolves.toBeTruthy();
  });

  it('puts a catalogue product, unapproved, in a category of its own merchant with one picture in three sizes', async () => {
    const merchant = await createMerchant(t.db);
    const product = await createCatalogueProduct(t, { merchantId: merchant.id, productName: 'Kanchi Saree' });
    const [category] = await t.db
      .select()
      .from(merchantCategories)
      .where(eq(merchantCategories.id, product.categoryId));
    expect(category?.merchantId).toBe(merchant.id);
    expect(product.isApproved).toBe(false);
    expect(product.imageMediumId).toBe(product.imageSmallId);
    expect(product.imageLargeId).toBe(product.imageSmallId);
    expect(await served(product.imageSmallId)).toEqual({ status: 200, type: 'image/webp' });
  });
});
