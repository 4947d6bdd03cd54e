import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickMessages } from '../../functions/contract/clicks.ts';
import { accounts, cashbackClicks, storeCashbackTerms } from '../../functions/db/schema/index.ts';
import { createCoupon, createMerchant } from '../../functions/seed/factories/index.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Answer {
  merchantURL: string;
  clickId: string | null;
  cashbackActivated: boolean;
  message: string;
  notTrackedReason: string | null;
}

const clicksOf = (merchantId: string) =>
  t.db.select().from(cashbackClicks).where(eq(cashbackClicks.merchantId, merchantId));

async function clickOut(path: string, cookie?: string) {
  const response = await postJson(t, path, {}, cookie);
  return { status: response.status, body: (await response.json()) as Answer };
}

async function liveCoupon(merchantURL = 'https://kaveri.example.in/sale?utm_source=ds#top') {
  const merchant = await createMerchant(t.db, { siteUrl: 'kaveri.example.in/home?ref=x#welcome' });
  const coupon = await createCoupon(t.db, {
    merchantId: merchant.id,
    status: 'approved',
    merchantUrl: merchantURL,
  });
  return { merchant, coupon };
}

describe('POST /api/coupons/{id}/click-out tracks a verified shopper’s click (issue 22 item 2)', () => {
  it('records a click for a verified shopper and sends them on with dsclick=<id>, other parameters and fragment kept', async () => {
    const { merchant, coupon } = await liveCoupon();
    const shopper = await signedIn(t, 'user');
    const { status, body } = await clickOut(`/api/coupons/${coupon.id}/click-out`, shopper.cookie);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      cashbackActivated: true,
      message: 'Cashback activated — shop within 24 hours',
      notTrackedReason: null,
    });
    const [click] = await clicksOf(merchant.id);
    expect(click).toMatchObject({ id: body.clickId, accountId: shopper.account.id, couponId: coupon.id });
    const url = new URL(body.merchantURL);
    expect(url.origin + url.pathname).toBe('https://kaveri.example.in/sale');
    expect(url.searchParams.get('utm_source')).toBe('ds');
    expect(url.searchParams.get('dsclick')).toBe(click?.id);
    expect(url.hash).toBe('#top');

    // Each click is a click of its own (the click-out budget bounds them).
    const again = await clickOut(`/api/coupons/${coupon.id}/click-out`, shopper.cookie);
    expect(again.body.clickId).not.toBe(body.clickId);
    expect(await clicksOf(merchant.id)).toHaveLength(2);
  });

  it('uses the store’s own click parameter', async () => {
    const { merchant, coupon } = await liveCoupon('https://kaveri.example.in/sale');
    await t.db.insert(storeCashbackTerms).values({ merchantId: merchant.id, clickParam: 'aff_sub' });
    const shopper = await signedIn(t, 'user');
    const { body } = await clickOut(`/api/coupons/${coupon.id}/click-out`, shopper.cookie);
    const url = new URL(body.merchantURL);
    expect(url.searchParams.get('aff_sub')).toBe(body.clickId);
    expect(url.searchParams.has('dsclick')).toBe(false);
  });

  it('records nothing for a visitor, an unverified shopper, a merchant or an administrator, and says why', async () => {
    const { merchant, coupon } = await liveCoupon();
    const unverified = await signedIn(t, 'user');
    await t.db
      .update(accounts)
      .set({ isEmailConfirmed: false })
      .where(eq(accounts.id, unverified.account.id));
    const cases = [
      [undefined, 'signed_out', clickMessages.signInToEarn],
      [unverified.cookie, 'unverified', clickMessages.verifyToEarn],
      [(await signedIn(t, 'merchant')).cookie, 'not_shopper', clickMessages.notShopper],
      [(await signedIn(t, 'admin')).cookie, 'not_shopper', clickMessages.notShopper],
    ] as const;
    for (const [cookie, reason, message] of cases) {
      const { status, body } = await clickOut(`/api/coupons/${coupon.id}/click-out`, cookie);
      expect(status).toBe(200);
      expect(body).toEqual({
        merchantURL: 'https://kaveri.example.in/sale?utm_source=ds#top',
        clickId: null,
        cashbackActivated: false,
        message,
        notTrackedReason: reason,
      });
    }
    expect(await clicksOf(merchant.id)).toEqual([]);
  });
});

describe('POST /api/stores/{slug}/click-out (the store page’s Visit store)', () => {
  it('sends a verified shopper to the store’s site with a click of the store, without a coupon', async () => {
    const { merchant } = await liveCoupon();
    const shopper = await signedIn(t, 'user');
    const { status, body } = await clickOut(`/api/stores/${merchant.storeSlug}/click-out`, shopper.cookie);
    expect(status).toBe(200);
    expect(body.cashbackActivated).toBe(true);
    const url = new URL(body.merchantURL);
    expect(`${url.origin}${url.pathname}`).toBe('https://kaveri.example.in/home');
    expect(url.searchParams.get('ref')).toBe('x');
    expect(url.searchParams.get('dsclick')).toBe(body.clickId);
    expect(url.hash).toBe('#welcome');
    expect(await clicksOf(merchant.id)).toMatchObject([{ accountId: shopper.account.id, couponId: null }]);

    const visitor = await clickOut(`/api/stores/${merchant.storeSlug}/click-out`);
    expect(visitor.body).toMatchObject({
      cashbackActivated: false,
      clickId: null,
      notTrackedReason: 'signed_out',
    });
    expect(visitor.body.merchantURL).toBe('https://kaveri.example.in/home?ref=x#welcome');
    expect(await clicksOf(merchant.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown store and a store without a site, and records nothing', async () => {
    const noSite = await createMerchant(t.db);
    const shopper = await signedIn(t, 'user');
    for (const slug of [noSite.storeSlug, 'no-such-store']) {
      const { status } = await clickOut(`/api/stores/${slug}/click-out`, shopper.cookie);
      expect(status, slug).toBe(404);
    }
    expect(await clicksOf(noSite.id)).toEqual([]);
  });

  it('shows the store’s site on its page data', async () => {
    const { merchant } = await liveCoupon();
    const response = await t.app.request(`/api/stores/${merchant.storeSlug}`);
    expect(((await response.json()) as { siteUrl: string | null }).siteUrl).toBe(
      'https://kaveri.example.in/home?ref=x#welcome',
    );
  });
});
