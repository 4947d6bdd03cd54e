import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants, stores } from '../../functions/db/schema/index.ts';
import { createMerchant, createStore } from '../../functions/seed/factories/index.ts';
import { liveCoupon, searchFor } from '../support/search.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Decision 0107: one statement finds a pass's candidates (the closest matched stores, with their tier
 * and likeness), and the stores and coupon ids statements are given them instead of each finding them
 * again. The likeness (pg_trgm's word_similarity, a real) travels through the application as text: a
 * tie between two stores must stay a tie, so that their live coupons decide, and a smaller likeness
 * must still rank after a larger one whatever its count. Runs on PGlite and on real Postgres
 * (npm run test:pg); passes against the search of decision 0101 too (the answers are the same). The
 * trigram lookups read merchant_search_names, a narrow copy of merchants.search_name kept by triggers:
 * it must follow every change of the names.
 */
let t: TestApp;

/** word_similarity('kalamkary', shown name): 0.8, 0.8, 0.75, 0.7, 0.7 and 0.6; no name holds the words. */
const STORES: [name: string, coupons: number][] = [
  ['Kalamkarry Looms', 3],
  ['Kalamkari Arts', 1],
  ['Kalamkaary House', 5],
  ['Qalamkary', 2],
  ['Kalamkaari Silks', 2],
];

beforeAll(async () => {
  t = await createTestApp();
  // One coupon after another, so that "newest first" is the order they were written in reverse.
  for (const [name, count] of STORES) {
    const merchant = await createMerchant(t.db, { brandName: name });
    for (let n = 1; n <= count; n++) await liveCoupon(t, merchant.id, `${name} offer ${n}`, 'Textiles');
  }
  // An active storefront and no coupon: a store to visit, with the smallest likeness.
  const storefront = await createMerchant(t.db, { brandName: 'Kalamkry' });
  await createStore(t, { merchantId: storefront.id, storeName: 'Kalamkry' });
  // Found by its title only: no store's name holds "handloom".
  const weaver = await createMerchant(t.db, { brandName: 'Pochampally Weaves' });
  await liveCoupon(t, weaver.id, 'Handloom week', 'Textiles');
});
afterAll(() => t.close());

describe('search candidates found once (decision 0107)', () => {
  it('ranks similar stores by likeness, a tie by live coupons, then by name', async () => {
    const { stores, coupons } = await searchFor(t, 'kalamkary');
    expect(stores.map((store) => [store.name, store.liveCoupons])).toEqual([
      ['Kalamkarry Looms', 3],
      ['Kalamkari Arts', 1],
      ['Kalamkaary House', 5],
      ['Kalamkaari Silks', 2],
      ['Qalamkary', 2],
      ['Kalamkry', 0],
    ]);
    // The coupons of the closest stores first (both of likeness 0.8 together, newest first), then the
    // next likeness, and so on.
    expect(coupons.map((coupon) => coupon.title)).toEqual([
      'Kalamkari Arts offer 1',
      'Kalamkarry Looms offer 3',
      'Kalamkarry Looms offer 2',
      'Kalamkarry Looms offer 1',
      'Kalamkaary House offer 5',
      'Kalamkaary House offer 4',
      'Kalamkaary House offer 3',
      'Kalamkaary House offer 2',
      'Kalamkaary House offer 1',
      'Kalamkaari Silks offer 2',
      'Kalamkaari Silks offer 1',
      'Qalamkary offer 2',
      'Qalamkary offer 1',
    ]);
  });

  it('ranks the names that begin with the words by live coupons on the first pass', async () => {
    const { stores } = await searchFor(t, 'kalamkar');
    expect(stores.map((store) => [store.name, store.liveCoupons])).toEqual([
      ['Kalamkarry Looms', 3],
      ['Kalamkari Arts', 1],
    ]);
  });

  it('finds coupons by their title when no store is a candidate', async () => {
    const { stores, coupons } = await searchFor(t, 'handloom');
    expect(stores).toEqual([]);
    expect(coupons.map((coupon) => [coupon.storeName, coupon.title])).toEqual([
      ['Pochampally Weaves', 'Handloom week'],
    ]);
  });

  it('looks similar names up in a copy of search_name that follows renames and deletions', async () => {
    const merchant = await createMerchant(t.db, { brandName: 'Bidriware Emporium' });
    await liveCoupon(t, merchant.id, 'Inlay offer', 'Handicrafts');
    const storesFound = async (q: string) => (await searchFor(t, q)).stores.map((store) => store.name);
    expect(await storesFound('bidriwarre')).toEqual(['Bidriware Emporium']);

    await t.db.update(merchants).set({ brandName: 'Zardozi House' }).where(eq(merchants.id, merchant.id));
    expect(await storesFound('bidriwarre')).toEqual([]);
    expect(await storesFound('zardozy')).toEqual(['Zardozi House']);

    // A storefront's name, found on the second line, renamed through the stores trigger.
    await createStore(t, { merchantId: merchant.id, storeName: 'Chikankari Corner' });
    expect(await storesFound('chikankary')).toEqual(['Zardozi House']);
    await t.db.update(stores).set({ storeName: 'Phulkari Point' }).where(eq(stores.merchantId, merchant.id));
    expect(await storesFound('chikankary')).toEqual([]);
    expect(await storesFound('phulkary')).toEqual(['Zardozi House']);

    const gone = await createMerchant(t.db, { brandName: 'Temporary Traders' });
    await t.db.delete(merchants).where(eq(merchants.id, gone.id));
    const differing = await t.db.execute(sql`select m.id, n.merchant_id from merchants m
        full join merchant_search_names n on n.merchant_id = m.id
       where m.search_name is distinct from n.search_name`);
    expect((differing as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
