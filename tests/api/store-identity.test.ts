import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListedCoupon } from '../../functions/contract/public.ts';
import { createCoupon, createMerchant, createStore } from '../../functions/seed/factories/index.ts';
import {
  changeStoreSlug,
  findStoreBySlug,
  uniqueStoreSlug,
} from '../../functions/services/stores/store-slug.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function newest(): Promise<ListedCoupon[]> {
  const response = await t.app.request('/api/AToZ/newest');
  expect(response.status).toBe(200);
  return (await response.json()) as ListedCoupon[];
}

const liveCoupon = (merchantId: string, title: string) =>
  createCoupon(t.db, {
    merchantId,
    title,
    status: 'approved',
    approvedAt: new Date(),
    description: `About ${title}`,
  });

describe('the store behind a public coupon', () => {
  it('is named by its brand, never by the registered name, with its page and logo', async () => {
    const branded = await createMerchant(t.db, {
      merchantName: 'Charminar Foods Pvt. Ltd.',
      brandName: 'Charminar Biryani',
      storeSlug: await uniqueStoreSlug(t.db, 'Charminar Biryani'),
    });
    await createStore(t, { merchantId: branded.id, storeName: 'Charminar Store' });
    const storeOnly = await createMerchant(t.db, { merchantName: 'Deccan Retail LLP', brandName: null });
    await createStore(t, { merchantId: storeOnly.id, storeName: 'Deccan Digital' });
    await liveCoupon(branded.id, 'Biryani for two');
    await liveCoupon(storeOnly.id, 'Mixer grinder');

    const byTitle = new Map((await newest()).map((coupon) => [coupon.title, coupon]));
    const biryani = byTitle.get('Biryani for two');
    expect(biryani).toMatchObject({
      storeName: 'Charminar Biryani',
      storeSlug: 'charminar-biryani',
      description: 'About Biryani for two',
    });
    expect(biryani?.storeLogoUrl).toMatch(/^\/media\//);
    expect(byTitle.get('Mixer grinder')?.storeName).toBe('Deccan Digital');
    expect(JSON.stringify([...byTitle.values()])).not.toMatch(/Pvt\. Ltd\.|LLP/);
  });

  it('gets a unique slug, and an old slug still finds the store', async () => {
    const first = await uniqueStoreSlug(t.db, 'Kaveri Silks');
    await createMerchant(t.db, { brandName: 'Kaveri Silks', storeSlug: first });
    const second = await uniqueStoreSlug(t.db, 'KAVERI silks!');
    expect([first, second]).toEqual(['kaveri-silks', 'kaveri-silks-2']);
    const other = await createMerchant(t.db, { brandName: 'Kaveri Silks', storeSlug: second });

    await t.db.transaction((tx) => changeStoreSlug(tx, other.id, 'kaveri-sarees'));
    expect(await findStoreBySlug(t.db, 'kaveri-sarees')).toEqual({
      merchantId: other.id,
      storeSlug: 'kaveri-sarees',
      redirected: false,
    });
    expect(await findStoreBySlug(t.db, 'Kaveri-Silks-2')).toEqual({
      merchantId: other.id,
      storeSlug: 'kaveri-sarees',
      redirected: true,
    });
    // The old slug is still taken: a new store with that name is numbered past it.
    expect(await uniqueStoreSlug(t.db, 'Kaveri Silks')).toBe('kaveri-silks-3');
    expect(await findStoreBySlug(t.db, 'no-such-store')).toBeNull();
  });
});
