import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmbedded } from '../../functions/db/drivers/embedded.ts';
import { MIGRATION_REPLAY_TIMEOUT_MS, migrationsUpTo } from '../support/migrations-up-to.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('store slugs for merchants that existed before them (0008 backfill)', () => {
  it(
    'keeps a chosen page slug, makes the rest from the brand name, and never repeats one',
    async () => {
      const database = await openEmbedded({ memory: true });
      const before = await migrationsUpTo('0007_issue20');
      cleanups.push(
        () => database.close(),
        () => fs.rm(before, { recursive: true, force: true }),
      );
      await database.migrate(before);

      const merchant = async (
        key: string,
        merchantName: string,
        brandName: string | null,
        createdAt: string,
      ) => {
        await database.db.execute(sql`
        insert into accounts (role, username, display_name, referral_code) values ('merchant', ${key}, ${key}, ${key})`);
        await database.db.execute(sql`
        insert into merchants (account_id, merchant_name, brand_name, category, email, mobile, created_at)
        select id, ${merchantName}, ${brandName}, 'Fashion', ${`${key}@example.com`}, '9876543210', ${createdAt}::timestamptz
        from accounts where username = ${key}`);
      };
      await merchant('a', 'Charminar Foods Pvt. Ltd.', 'Charminar Biryani', '2026-01-01T00:00:00Z');
      await merchant('b', 'Another Biryani LLP', 'CHARMINAR biryani!', '2026-02-01T00:00:00Z');
      await merchant('c', 'हैदराबाद मिठाई', null, '2026-03-01T00:00:00Z');
      await merchant('d', 'Kaveri Silks Pvt. Ltd.', 'Kaveri Silks', '2026-04-01T00:00:00Z');
      await database.db.execute(sql`
      insert into merchant_preferences (merchant_id, consent_merchant_page, store_name, page_slug)
      select id, true, 'Kaveri', 'Kaveri-Sarees' from merchants where brand_name = 'Kaveri Silks'`);

      await database.migrate();
      const result = await database.db.execute(sql`
      select m.brand_name as brand, m.merchant_name as name, m.store_slug as slug, m.id::text as id
      from merchants m order by m.created_at`);
      const rows = (
        result as unknown as { rows: { brand: string | null; name: string; slug: string; id: string }[] }
      ).rows;
      expect(rows.map((row) => row.slug)).toEqual([
        'charminar-biryani',
        `charminar-biryani-${rows[1]!.id.replace(/-/g, '').slice(0, 7)}`,
        'store',
        'kaveri-sarees',
      ]);
    },
    MIGRATION_REPLAY_TIMEOUT_MS,
  );
});
