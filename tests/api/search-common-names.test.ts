import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResults } from '../../functions/contract/search.ts';
import { SEARCH_STORES_MAX } from '../../functions/contract/search.ts';
import { coupons } from '../../functions/db/schema/index.ts';
import { createCoupon, createMerchant, createStore } from '../../functions/seed/factories/index.ts';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Search's stores when a name is common (decision 0097): the names that begin with the words are read
 * from an index alone, and the other matches (a storefront's name, the words inside a name) only while
 * fewer than 60 names begin with them. Runs on PGlite and on real Postgres (npm run test:pg).
 */
let t: TestApp;
/** More stores than the 60 candidates search ranks: each name begins with "Kaveri". */
const COMMON = 62;

const live = (merchantId: string, title: string) =>
  createCoupon(t.db, { merchantId, status: 'approved', approvedAt: new Date(), title, category: 'Silk' });

beforeAll(async () => {
  t = await createTestApp();
  for (let n = 1; n <= COMMON; n++) {
    const merchant = await createMerchant(t.db, { brandName: `Kaveri Silks ${String(n).padStart(2, '0')}` });
    await live(merchant.id, `Saree offer ${n}`);
  }
  // The exact name, with no live coupon, an open storefront: still first (exact before prefix).
  const exact = await createMerchant(t.db, { brandName: 'Kaveri' });
  await createStore(t, { merchantId: exact.id, storeName: 'Kaveri' });
  // The word inside a name: after every name that begins with it, and not read at all here.
  const inside = await createMerchant(t.db, { brandName: 'Royal Kaveri Textiles' });
  await live(inside.id, 'Royal offer');

  // A rarer word: two names begin with it, one holds it inside, one storefront is named it exactly.
  const first = await createMerchant(t.db, { brandName: 'Malabar Gold' });
  await live(first.id, 'Gold offer');
  await live(first.id, 'Gold offer two');
  const second = await createMerchant(t.db, { brandName: 'Malabar Spices' });
  await live(second.id, 'Spice offer');
  const within = await createMerchant(t.db, { brandName: 'Grand Malabar Hotel' });
  await live(within.id, 'Hotel offer');
  const front = await createMerchant(t.db, { brandName: 'Coastal Traders' });
  await createStore(t, { merchantId: front.id, storeName: 'Malabar' });
  await live(front.id, 'Coast offer');
  // An expired brand's storefront is not a store to visit; neither is a name with nothing live.
  const gone = await createMerchant(t.db, { brandName: 'Malabar Closed' });
  const old = await live(gone.id, 'Old offer');
  await t.db
    .update(coupons)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(coupons.id, old.id));
});
afterAll(() => t.close());

async function find(q: string): Promise<SearchResults> {
  const response = await t.app.request(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchResults;
}

describe('search for a common store name (decision 0097)', () => {
  it('puts the exact name first, then names that begin with the words; a name holding them inside is not among them', async () => {
    const { stores } = await find('kaveri');
    expect(stores).toHaveLength(SEARCH_STORES_MAX);
    expect(stores[0]).toMatchObject({ name: 'Kaveri', liveCoupons: 0 });
    for (const store of stores.slice(1)) expect(store.name).toMatch(/^Kaveri Silks \d\d$/);
    // Every shown prefix store has one live coupon: among equals, by name.
    const names = stores.slice(1).map((store) => store.name);
    expect(names).toEqual([...names].sort());
  });

  it('reads the other matches while fewer than 60 names begin with the words, each in its tier', async () => {
    const { stores, categories } = await find('malabar');
    expect(stores.map((store) => [store.name, store.liveCoupons])).toEqual([
      // Prefix (tier 1), more live coupons first; then the storefront's exact name (tier 1 + 0 = 1)
      // sorts among them by its live coupons; then the word inside a name (tier 2).
      ['Malabar Gold', 2],
      ['Coastal Traders', 1],
      ['Malabar Spices', 1],
      ['Grand Malabar Hotel', 1],
    ]);
    expect(categories).toEqual([]);
  });

  it('counts a category’s live coupons from the kept counts, and drops an expired one', async () => {
    const { categories } = await find('silk');
    expect(categories).toEqual([{ name: 'Silk', liveCoupons: COMMON + 6 }]);
  });
});
