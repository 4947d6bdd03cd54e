import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUPONS_DEFAULT, SEARCH_STORES_MAX } from '../../functions/contract/search.ts';
import { createCoupon, createMerchant, createStore } from '../../functions/seed/factories/index.ts';
import { liveCoupon, searchFor } from '../support/search.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Search's second pass (similar words) when a misspelt name is similar to more stores than the 60
 * candidates (decision 0101, which tried a GiST trigram walk for it and kept the trigram GIN index):
 * the closest shown names rank first, a storefront's similar name after them, and a store with nothing
 * to visit is never shown. Runs on PGlite and on real Postgres (npm run test:pg); passes against the
 * search of decision 0097 too (the answers are the same).
 */
let t: TestApp;
/** More stores than the 60 candidates search ranks, each with a name similar to "nizamy". */
const COMMON = 63;

const live = (merchantId: string, title: string) => liveCoupon(t, merchantId, title, 'Bakery');

beforeAll(async () => {
  t = await createTestApp();
  const bakers = [];
  for (let n = 1; n <= COMMON; n++) {
    const merchant = await createMerchant(t.db, { brandName: `Nizami Bakers ${String(n).padStart(2, '0')}` });
    bakers.push(live(merchant.id, `Bun offer ${n}`));
  }
  await Promise.all(bakers);
  // Similar by its storefront's name only: its shown name is not like the words at all, so it ranks
  // after every similar shown name, and 63 of them leave it out of the candidates.
  const storefront = await createMerchant(t.db, { brandName: 'Deccan Traders' });
  await createStore(t, { merchantId: storefront.id, storeName: 'Nizami' });
  await live(storefront.id, 'Trader offer');

  // A rarer misspelling: one similar shown name, one similar storefront's name, and a name that holds
  // the words themselves but has nothing to visit (so the first pass found nothing).
  const pearls = await createMerchant(t.db, { brandName: 'Golconda Pearls' });
  await live(pearls.id, 'Pearl offer');
  await live(pearls.id, 'Pearl offer two');
  const traders = await createMerchant(t.db, { brandName: 'Hyderabad Traders' });
  await createStore(t, { merchantId: traders.id, storeName: 'Golconda' });
  await live(traders.id, 'Bangle offer');
  const closed = await createMerchant(t.db, { brandName: 'Golcondda Closed' });
  await createCoupon(t.db, {
    merchantId: closed.id,
    status: 'approved',
    approvedAt: new Date(),
    title: 'Old offer',
    expiresAt: new Date(Date.now() - 60_000),
  });
});
afterAll(() => t.close());

const find = (q: string) => searchFor(t, q);

describe('search for a misspelt store name (decision 0101)', () => {
  it('shows stores of the closest shown names, by name among equals, and their coupons', async () => {
    const { stores, coupons: shown } = await find('nizamy');
    expect(stores).toHaveLength(SEARCH_STORES_MAX);
    for (const store of stores)
      expect(store).toMatchObject({ name: expect.stringMatching(/^Nizami Bakers \d\d$/), liveCoupons: 1 });
    const names = stores.map((store) => store.name);
    expect(names).toEqual([...names].sort());
    expect(shown).toHaveLength(SEARCH_COUPONS_DEFAULT);
    for (const coupon of shown) expect(coupon.storeName).toMatch(/^Nizami Bakers \d\d$/);
  });

  it('ranks a similar storefront’s name after a similar shown name when there are few, and shows no store with nothing to visit', async () => {
    const { stores, coupons: shown } = await find('golcondda');
    expect(stores.map((store) => [store.name, store.liveCoupons])).toEqual([
      ['Golconda Pearls', 2],
      ['Hyderabad Traders', 1],
    ]);
    expect(shown.map((coupon) => [coupon.storeName, coupon.title])).toEqual([
      ['Golconda Pearls', 'Pearl offer two'],
      ['Golconda Pearls', 'Pearl offer'],
      ['Hyderabad Traders', 'Bangle offer'],
    ]);
  });
});
