import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createAccount,
  createCoupon,
  createDemoMedia,
  createMerchant,
} from '../../functions/seed/factories/index.ts';
import {
  accounts,
  earningsLedger,
  flashTexts,
  merchantSales,
  reviews,
  siteImages,
} from '../../functions/db/schema/index.ts';
import { smallPng } from '../fixtures/images.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** The Postgres error code of a refused write (23505 unique_violation, 23001 restrict_violation). */
async function refusalOf(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write;
  } catch (error) {
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string' && /^\d{5}$/.test(code)) return code;
    }
    throw error;
  }
  return undefined;
}

describe('integrity constraints (decision 0018)', () => {
  it('one review per account and coupon', async () => {
    const merchant = await createMerchant(t.db);
    const coupon = await createCoupon(t.db, { merchantId: merchant.id, status: 'approved' });
    const other = await createCoupon(t.db, { merchantId: merchant.id, status: 'approved' });
    const user = await createAccount(t.db, { role: 'user' });
    const review = (couponId: string, accountId = user.id) =>
      t.db
        .insert(reviews)
        .values({ accountId, couponId, merchantId: merchant.id, rating: 4, remarks: 'Worked at checkout.' });

    await review(coupon.id);
    expect(await refusalOf(review(coupon.id))).toBe('23505');
    // The same account on another coupon, and another account on the same coupon, are fine.
    expect(await refusalOf(review(other.id))).toBeUndefined();
    expect(
      await refusalOf(review(coupon.id, (await createAccount(t.db, { role: 'user' })).id)),
    ).toBeUndefined();
  });

  it('a sale is credited, confirmed and reversed at most once; a bonus is paid once per friend', async () => {
    const merchant = await createMerchant(t.db);
    const user = await createAccount(t.db, { role: 'user' });
    const friend = await createAccount(t.db, { role: 'user' });
    const [sale] = await t.db
      .insert(merchantSales)
      .values({
        accountId: user.id,
        merchantId: merchant.id,
        saleAmountPaise: 250_000,
        saleDate: '2026-11-20',
        idempotencyKey: 'integrity-1',
      })
      .returning();
    const entry = (kind: 'credit_pending' | 'credit_confirmed' | 'credit_reversed') =>
      t.db.insert(earningsLedger).values({
        accountId: user.id,
        saleId: sale?.id ?? null,
        kind,
        amountPaise: 12_500,
        confirmAfter: '2026-12-20',
        reason: kind === 'credit_reversed' ? 'Returned' : null,
      });
    const bonus = () =>
      t.db.insert(earningsLedger).values({
        accountId: user.id,
        kind: 'referral_bonus',
        amountPaise: 1250,
        referredAccountId: friend.id,
      });

    for (const kind of ['credit_pending', 'credit_confirmed', 'credit_reversed'] as const) {
      await entry(kind);
      expect(await refusalOf(entry(kind))).toBe('23505');
    }
    await bonus();
    expect(await refusalOf(bonus())).toBe('23505');
    // A reversal without its reason, or a negative amount, is refused by the database itself.
    expect(
      await refusalOf(
        t.db.insert(earningsLedger).values({ accountId: user.id, kind: 'withdrawal', amountPaise: -1 }),
      ),
    ).toBe('23514');
    expect(await t.db.select().from(earningsLedger)).toHaveLength(4);
    // The same idempotency key twice at one merchant is one sale.
    expect(
      await refusalOf(
        t.db.insert(merchantSales).values({
          accountId: user.id,
          merchantId: merchant.id,
          saleAmountPaise: 250_000,
          saleDate: '2026-11-20',
          idempotencyKey: 'integrity-1',
        }),
      ),
    ).toBe('23505');
  });

  it('cashback history survives: deleting an account with ledger entries is refused, the entries stay', async () => {
    const user = await createAccount(t.db, { role: 'user' });
    const friend = await createAccount(t.db, { role: 'user' });
    await t.db.insert(earningsLedger).values({
      accountId: user.id,
      kind: 'referral_bonus',
      amountPaise: 5000,
      referredAccountId: friend.id,
    });

    // Refused by the foreign key: Postgres 17 (PGlite) says 23001 restrict_violation, Postgres 15 and
    // 16 say 23503 foreign_key_violation for the same ON DELETE RESTRICT (test:pg runs both).
    expect(['23001', '23503']).toContain(
      await refusalOf(t.db.delete(accounts).where(eq(accounts.id, user.id))),
    );
    expect(
      await t.db.select().from(earningsLedger).where(eq(earningsLedger.accountId, user.id)),
    ).toHaveLength(1);
    expect(await t.db.select().from(accounts).where(eq(accounts.id, user.id))).toHaveLength(1);
  });

  it('one active image per (kind, position) for the kinds that replace; hero slides and cards add', async () => {
    const media = await createDemoMedia(t, { label: 'Ad' });
    const place = (
      kind: 'popup_ad' | 'product_ad' | 'hero' | 'card',
      position: string | null,
      isActive = true,
    ) => t.db.insert(siteImages).values({ kind, position, mediaId: media.id, isActive });

    await place('product_ad', '4');
    expect(await refusalOf(place('product_ad', '4'))).toBe('23505');
    expect(await refusalOf(place('product_ad', '5'))).toBeUndefined();
    expect(await refusalOf(place('product_ad', '4', false))).toBeUndefined();
    // The popup ad has no position: still only one active.
    await place('popup_ad', null);
    expect(await refusalOf(place('popup_ad', null))).toBe('23505');
    for (const kind of ['hero', 'card'] as const) {
      await place(kind, null);
      expect(await refusalOf(place(kind, null))).toBeUndefined();
    }
  });

  it('parallel uploads to one position each replace the other: one image stays active', async () => {
    const { cookie } = await signedIn(t, 'admin');
    const upload = async () => {
      const form = new FormData();
      form.set('Data', new File([new Uint8Array(await smallPng())], 'ttc.png', { type: 'image/png' }));
      form.set('postion', 'TTCoMax');
      form.set('MerchantURL', 'shop.example.in');
      return t.app.request(
        '/api/TopBanner/TTC_Images',
        sameOrigin({ method: 'POST', body: form, headers: { Cookie: cookie } }),
      );
    };
    expect((await Promise.all([upload(), upload(), upload()])).map((r) => r.status)).toEqual([201, 201, 201]);
    const active = await t.db
      .select()
      .from(siteImages)
      .where(and(eq(siteImages.position, 'TTCoMax'), eq(siteImages.isActive, true)));
    expect(active).toHaveLength(1);
  });

  it('one active flash text per position, also when two saves race', async () => {
    const flash = (position: string, isActive = true) =>
      t.db.insert(flashTexts).values({ text: 'Sale!', position, isActive });
    await flash('FlashText');
    expect(await refusalOf(flash('FlashText'))).toBe('23505');
    expect(await refusalOf(flash('FlashText', false))).toBeUndefined();
    expect(await refusalOf(flash('Elsewhere'))).toBeUndefined();

    const { cookie } = await signedIn(t, 'admin');
    const save = (text: string) =>
      postJson(
        t,
        '/api/AdminContent/add-or-update-FlashText',
        { flash_Text: text, position: 'FlashText' },
        cookie,
      );
    expect((await Promise.all([save('Holi sale'), save('Diwali sale')])).map((r) => r.status)).toEqual([
      200, 200,
    ]);
    const active = await t.db
      .select()
      .from(flashTexts)
      .where(and(eq(flashTexts.position, 'FlashText'), eq(flashTexts.isActive, true)));
    expect(active).toHaveLength(1);
  });
});
