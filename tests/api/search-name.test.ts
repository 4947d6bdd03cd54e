import fs from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbedded } from '../../functions/db/drivers/embedded.ts';
import { MIGRATION_REPLAY_TIMEOUT_MS, migrationsUpTo } from '../support/migrations-up-to.ts';
import type { SearchResults } from '../../functions/contract/search.ts';
import { merchants, stores } from '../../functions/db/schema/index.ts';
import { createCoupon, createMerchant } from '../../functions/seed/factories/index.ts';
import { saveStore } from '../../functions/services/storefront/save-store.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * merchants.search_name (decision 0060): what search finds a store by, kept by triggers in the
 * database whatever changes a brand, registered or storefront name. Runs on PGlite and, with
 * `npm run test:pg -- tests/api/search-name.test.ts`, on Postgres.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function searchName(merchantId: string): Promise<string | undefined> {
  const [row] = await t.db
    .select({ searchName: merchants.searchName })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row?.searchName;
}

async function storesFound(q: string): Promise<string[]> {
  const response = await t.app.request(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as SearchResults).stores.map((store) => store.name);
}

const storeForm = (StoreName: string) => ({
  StoreName,
  StoreAddress: '',
  Tagline: '',
  AboutDescription: '',
});

describe('a store’s search name', () => {
  it('follows a brand rename, and the old name finds the store no more', async () => {
    const merchant = await createMerchant(t.db, {
      merchantName: 'Kaveri Textiles Pvt. Ltd.',
      brandName: 'Kaveri Silks',
    });
    await createCoupon(t.db, { merchantId: merchant.id, status: 'approved', approvedAt: new Date() });
    expect(await searchName(merchant.id)).toBe('kaveri silks');
    expect(await storesFound('kaveri silks')).toEqual(['Kaveri Silks']);

    await t.db.update(merchants).set({ brandName: 'Godavari Sarees' }).where(eq(merchants.id, merchant.id));
    expect(await searchName(merchant.id)).toBe('godavari sarees');
    expect(await storesFound('godavari')).toEqual(['Godavari Sarees']);
    expect(await storesFound('kaveri')).toEqual([]);
    // A typo of the new name is forgiven through the same column.
    expect(await storesFound('godavri')).toEqual(['Godavari Sarees']);
  });

  it('follows a storefront created, renamed and deleted, under the name rule of store-identity.ts', async () => {
    const merchant = await createMerchant(t.db, { merchantName: 'Nellore Traders LLP', brandName: null });
    // Without a brand or a storefront, the registered name is the one shown and searched.
    expect(await searchName(merchant.id)).toBe('nellore traders llp');

    await saveStore(t, merchant.id, storeForm('Nellore Naturals'), {});
    expect(await searchName(merchant.id)).toBe('nellore naturals');
    expect(await storesFound('naturals')).toEqual(['Nellore Naturals']);
    expect(await storesFound('traders')).toEqual([]);

    await saveStore(t, merchant.id, storeForm('Nellore Organics'), {});
    expect(await searchName(merchant.id)).toBe('nellore organics');
    expect(await storesFound('organics')).toEqual(['Nellore Organics']);
    expect(await storesFound('naturals')).toEqual([]);

    // A brand given later is the name shown; the storefront's name still finds the store, after it.
    await t.db.update(merchants).set({ brandName: 'Pennar Farms' }).where(eq(merchants.id, merchant.id));
    expect(await searchName(merchant.id)).toBe('pennar farms\nnellore organics');
    expect(await storesFound('organics')).toEqual(['Pennar Farms']);

    await t.db.delete(stores).where(eq(stores.merchantId, merchant.id));
    expect(await searchName(merchant.id)).toBe('pennar farms');
  });

  it('cannot be set to anything else by hand', async () => {
    const merchant = await createMerchant(t.db, { brandName: 'Tirupati Sweets' });
    await t.db.update(merchants).set({ searchName: 'something else' }).where(eq(merchants.id, merchant.id));
    expect(await searchName(merchant.id)).toBe('tirupati sweets');
  });
});

describe('search names of merchants that existed before the column (backfill)', () => {
  it(
    'are filled by the migration from the brand, storefront and registered names',
    async () => {
      const database = await openEmbedded({ memory: true });
      const before = await migrationsUpTo('0011_i21-search');
      try {
        await database.migrate(before);
        const merchant = async (key: string, merchantName: string, brandName: string | null) => {
          await database.db.execute(sql`
          insert into accounts (role, username, display_name, referral_code) values ('merchant', ${key}, ${key}, ${key})`);
          await database.db.execute(sql`
          insert into merchants (account_id, merchant_name, brand_name, category, email, mobile, store_slug)
          select id, ${merchantName}, ${brandName}, 'Food', ${`${key}@example.com`}, '9876543210', ${key}
          from accounts where username = ${key}`);
        };
        await merchant('a', 'Charminar Foods Pvt. Ltd.', ' Charminar Biryani ');
        await merchant('b', 'Deccan Retail LLP', null);
        await merchant('c', 'हैदराबाद मिठाई', '');
        await database.db.execute(sql`
        insert into stores (merchant_id, store_name)
        select id, name from merchants join (values ('a', 'Charminar Kitchen'), ('b', 'Deccan Digital')) s(slug, name)
          on s.slug = merchants.store_slug`);

        await database.migrate();
        const result = await database.db.execute(sql`select search_name from merchants order by store_slug`);
        const rows = (result as unknown as { rows: { search_name: string }[] }).rows;
        expect(rows.map((row) => row.search_name)).toEqual([
          'charminar biryani\ncharminar kitchen',
          'deccan digital',
          'हैदराबाद मिठाई',
        ]);
      } finally {
        await database.close();
        await fs.rm(before, { recursive: true, force: true });
      }
    },
    MIGRATION_REPLAY_TIMEOUT_MS,
  );
});
