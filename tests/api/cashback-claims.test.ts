import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimMessages,
  isoDaysBefore,
  type ClaimFiled,
  type MerchantClaim,
  type MyClaim,
} from '../../functions/contract/cashback-claims.ts';
import { CLAIM_WINDOW_DAYS } from '../../functions/contract/limits.ts';
import { startOfIndianDay, todayInIndia } from '../../functions/contract/india-time.ts';
import { cashbackClaims, earningsLedger, merchantSales } from '../../functions/db/schema/index.ts';
import { createCoupon, isoDateInDays } from '../../functions/seed/factories/index.ts';
import { listClaimableCoupons } from '../../functions/services/claims/list-claimable-coupons.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let user: Awaited<ReturnType<typeof signedIn>>;
let merchantA: Awaited<ReturnType<typeof signedIn>>;
let merchantB: Awaited<ReturnType<typeof signedIn>>;
let couponOfA: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  user = await signedIn(t, 'user');
  merchantA = await signedIn(t, 'merchant');
  merchantB = await signedIn(t, 'merchant');
  couponOfA = await createCoupon(t.db, { merchantId: merchantA.merchant!.id, status: 'approved' });
});
afterAll(() => t.close());

const today = () => todayInIndia();
let orders = 0;
const claimBody = (overrides: Record<string, unknown> = {}) => ({
  couponId: couponOfA.id,
  purchaseDate: isoDaysBefore(today(), 3),
  amount: '1,499.50',
  orderReference: `  ORD-${++orders}-${Date.now()}  `,
  ...overrides,
});
const claimsOf = (accountId: string) =>
  t.db.select().from(cashbackClaims).where(eq(cashbackClaims.accountId, accountId));
const get = async <T>(path: string, cookie: string) => {
  const response = await t.app.request(path, { headers: { Cookie: cookie } });
  expect(response.status, await response.clone().text()).toBe(200);
  return { body: (await response.json()) as T, response };
};
const fileClaim = async (overrides: Record<string, unknown> = {}, cookie = user.cookie) => {
  const response = await postJson(t, '/api/cashback-claims', claimBody(overrides), cookie);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as ClaimFiled).claim;
};

describe('POST /api/cashback-claims', () => {
  it('stores the claim for the signed-in user, in paise, with the merchant taken from the coupon', async () => {
    const body = claimBody({ merchantId: merchantB.merchant!.id, accountId: merchantB.account.id });
    const response = await postJson(t, '/api/cashback-claims', body, user.cookie);
    expect(response.status).toBe(201);
    const reply = (await response.json()) as ClaimFiled;
    expect(reply.message).toBe(claimMessages.filed);
    expect(reply.claim).toMatchObject({ amount: 1499.5, status: 'open', declineReason: null });

    const [row] = await t.db.select().from(cashbackClaims).where(eq(cashbackClaims.id, reply.claim.id));
    expect(row).toMatchObject({
      accountId: user.account.id,
      merchantId: merchantA.merchant!.id,
      couponId: couponOfA.id,
      amountPaise: 149_950,
      purchaseDate: body.purchaseDate,
      orderReference: body.orderReference.trim(),
      status: 'open',
    });
  });

  it('refuses a future date, a date outside the window and missing fields with their messages, storing nothing', async () => {
    const before = (await claimsOf(user.account.id)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ purchaseDate: isoDateInDays(2) }, 'purchaseDate', claimMessages.dateFuture],
      [{ purchaseDate: isoDaysBefore(today(), CLAIM_WINDOW_DAYS) }, 'purchaseDate', claimMessages.dateTooOld],
      [{ purchaseDate: '2025-02-30' }, 'purchaseDate', claimMessages.dateInvalid],
      [{ purchaseDate: '' }, 'purchaseDate', claimMessages.dateRequired],
      [{ couponId: '' }, 'couponId', claimMessages.selectCoupon],
      [{ amount: '' }, 'amount', claimMessages.amountRequired],
      [{ amount: '0' }, 'amount', claimMessages.amountInvalid],
      [{ amount: 'lots' }, 'amount', claimMessages.amountInvalid],
      [{ orderReference: '   ' }, 'orderReference', claimMessages.orderRequired],
      [{ orderReference: 'x'.repeat(65) }, 'orderReference', claimMessages.orderTooLong],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await postJson(t, '/api/cashback-claims', claimBody(overrides), user.cookie);
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      const { error } = (await response.json()) as {
        error: { message: string; fields: Record<string, string> };
      };
      expect(error.fields[field]).toBe(message);
      expect(error.message).toBe(message);
    }
    const empty = await postJson(t, '/api/cashback-claims', {}, user.cookie);
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      couponId: claimMessages.selectCoupon,
      purchaseDate: claimMessages.dateRequired,
      amount: claimMessages.amountRequired,
      orderReference: claimMessages.orderRequired,
    });
    expect((await claimsOf(user.account.id)).length).toBe(before);
  });

  it('refuses a coupon that was not live on the purchase day, or is not approved', async () => {
    const ended = await createCoupon(t.db, {
      merchantId: merchantA.merchant!.id,
      status: 'approved',
      expiryDate: isoDaysBefore(today(), 10),
    });
    const pending = await createCoupon(t.db, { merchantId: merchantA.merchant!.id });
    const before = (await claimsOf(user.account.id)).length;
    for (const couponId of [pending.id, 'not-an-id']) {
      const response = await postJson(t, '/api/cashback-claims', claimBody({ couponId }), user.cookie);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        claimMessages.couponNotClaimable,
      );
    }
    const tooLate = claimBody({ couponId: ended.id, purchaseDate: isoDaysBefore(today(), 5) });
    expect((await postJson(t, '/api/cashback-claims', tooLate, user.cookie)).status).toBe(400);
    expect((await claimsOf(user.account.id)).length).toBe(before);
    // Bought while it was still live: the claim may be filed after the offer ended.
    await fileClaim({ couponId: ended.id, purchaseDate: isoDaysBefore(today(), 12) });
  });

  it('counts the purchase day and the claim window in India days (they begin at 18:30 UTC)', async () => {
    const day = isoDaysBefore(today(), 3);
    const merchantId = merchantA.merchant!.id;
    // Ended at 01:00 IST on the purchase day (19:30 UTC the day before): it was live that India day.
    const endedEarly = await createCoupon(t.db, {
      merchantId,
      status: 'approved',
      expiryDate: day,
      expiresAt: new Date(startOfIndianDay(day).getTime() + 60 * 60 * 1000),
    });
    // Ended the millisecond before the purchase day began in India: not live on it.
    const endedBefore = await createCoupon(t.db, {
      merchantId,
      status: 'approved',
      expiryDate: isoDaysBefore(day, 1),
      expiresAt: new Date(startOfIndianDay(day).getTime() - 1),
    });
    await fileClaim({ couponId: endedEarly.id, purchaseDate: day });
    const refused = await postJson(
      t,
      '/api/cashback-claims',
      claimBody({ couponId: endedBefore.id, purchaseDate: day }),
      user.cookie,
    );
    expect(refused.status).toBe(400);

    // The form offers a coupon live at the start (India) of the window's first day, and not one that ended before.
    const firstDay = isoDaysBefore(today(), CLAIM_WINDOW_DAYS - 1);
    const liveAtStart = await createCoupon(t.db, {
      merchantId,
      status: 'approved',
      expiryDate: firstDay,
      expiresAt: new Date(startOfIndianDay(firstDay).getTime() + 60 * 60 * 1000),
    });
    const endedAtStart = await createCoupon(t.db, {
      merchantId,
      status: 'approved',
      expiryDate: isoDaysBefore(firstDay, 1),
      expiresAt: startOfIndianDay(firstDay),
    });
    const offered = (await listClaimableCoupons(t.db, user.account.id, today())).map((coupon) => coupon.id);
    expect(offered).toContain(liveAtStart.id);
    expect(offered).not.toContain(endedAtStart.id);
  });

  it('answers a second claim for the same order (any case) with 409 and stores one', async () => {
    const reference = `Dup-${Date.now()}`;
    await fileClaim({ orderReference: reference });
    const again = await postJson(
      t,
      '/api/cashback-claims',
      claimBody({ orderReference: ` ${reference.toUpperCase()} ` }),
      user.cookie,
    );
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      claimMessages.duplicate,
    );
    const rows = (await claimsOf(user.account.id)).filter(
      (row) => row.orderReference.toLowerCase() === reference.toLowerCase(),
    );
    expect(rows).toHaveLength(1);
  });

  it('is for users only: a visitor gets 401, a merchant or administrator 403, and nothing is stored', async () => {
    const admin = await signedIn(t, 'admin');
    expect((await postJson(t, '/api/cashback-claims', claimBody())).status).toBe(401);
    expect((await postJson(t, '/api/cashback-claims', claimBody(), merchantA.cookie)).status).toBe(403);
    expect((await postJson(t, '/api/cashback-claims', claimBody(), admin.cookie)).status).toBe(403);
    expect(await claimsOf(merchantA.account.id)).toEqual([]);
    expect(await claimsOf(admin.account.id)).toEqual([]);
  });
});

describe("the merchant's decision", () => {
  it('lists the open claims against the merchant only, oldest first, paged', async () => {
    const first = await fileClaim();
    const second = await fileClaim();
    const { body, response } = await get<MerchantClaim[]>(
      '/api/merchant/cashback-claims?limit=1',
      merchantA.cookie,
    );
    expect(body).toHaveLength(1);
    const cursor = response.headers.get('X-Next-Cursor');
    expect(cursor).toBeTruthy();
    const all = (await get<MerchantClaim[]>('/api/merchant/cashback-claims', merchantA.cookie)).body;
    const ids = all.map((claim) => claim.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(all.find((claim) => claim.id === first.id)).toMatchObject({
      shopperName: user.account.displayName,
      couponId: couponOfA.id,
      amount: 1499.5,
      status: 'open',
    });
    expect((await get<MerchantClaim[]>('/api/merchant/cashback-claims', merchantB.cookie)).body).toEqual([]);
  });

  it('accepts a claim: it becomes a sale for the shopper, and a second accept is 409 with nothing more', async () => {
    const claim = await fileClaim({ amount: '250' });
    const accepted = await postJson(
      t,
      `/api/merchant/cashback-claims/${claim.id}/accept`,
      undefined,
      merchantA.cookie,
    );
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    const reply = (await accepted.json()) as { message: string; claim: { saleId: string; status: string } };
    expect(reply.message).toBe(claimMessages.accepted);

    const [row] = await t.db.select().from(cashbackClaims).where(eq(cashbackClaims.id, claim.id));
    expect(row).toMatchObject({ status: 'accepted', saleId: reply.claim.saleId });
    expect(row?.decidedAt).toBeInstanceOf(Date);
    const sales = await t.db.select().from(merchantSales).where(eq(merchantSales.id, reply.claim.saleId));
    expect(sales).toEqual([
      expect.objectContaining({
        accountId: user.account.id,
        merchantId: merchantA.merchant!.id,
        couponId: couponOfA.id,
        saleAmountPaise: 25_000,
        saleDate: claim.purchaseDate,
      }),
    ]);
    // The sale carries the shopper's pending cashback: 5% (the default rate) of ₹250, once.
    const entries = await t.db
      .select()
      .from(earningsLedger)
      .where(eq(earningsLedger.saleId, reply.claim.saleId));
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'credit_pending', amountPaise: 1_250, accountId: user.account.id }),
    ]);

    const again = await postJson(
      t,
      `/api/merchant/cashback-claims/${claim.id}/accept`,
      undefined,
      merchantA.cookie,
    );
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      claimMessages.alreadyDecided,
    );
    const declineAfter = await postJson(
      t,
      `/api/merchant/cashback-claims/${claim.id}/decline`,
      { reason: 'Changed my mind' },
      merchantA.cookie,
    );
    expect(declineAfter.status).toBe(409);
    const salesOfShopper = await t.db
      .select()
      .from(merchantSales)
      .where(eq(merchantSales.accountId, user.account.id));
    expect(salesOfShopper).toHaveLength(1);
    const mine = (await get<MyClaim[]>('/api/cashback-claims/mine', user.cookie)).body;
    expect(mine.find((item) => item.id === claim.id)).toMatchObject({ status: 'accepted' });
    const open = (await get<MerchantClaim[]>('/api/merchant/cashback-claims', merchantA.cookie)).body;
    expect(open.map((item) => item.id)).not.toContain(claim.id);
  });

  it('declines a claim with a required reason that the shopper reads in /mine; deciding it again is 409', async () => {
    const claim = await fileClaim();
    const path = `/api/merchant/cashback-claims/${claim.id}/decline`;
    const blank = await postJson(t, path, { reason: '  ' }, merchantA.cookie);
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      reason: claimMessages.reasonRequired,
    });
    const reason = 'No order with this reference was placed on that day.';
    const declined = await postJson(t, path, { reason: ` ${reason} ` }, merchantA.cookie);
    expect(declined.status).toBe(200);
    expect(((await declined.json()) as { message: string }).message).toBe(claimMessages.declined);

    const mine = (await get<MyClaim[]>('/api/cashback-claims/mine', user.cookie)).body;
    expect(mine.find((item) => item.id === claim.id)).toMatchObject({
      status: 'declined',
      declineReason: reason,
    });
    expect(mine[0]?.id, 'newest first').toBe(claim.id);

    const again = await postJson(t, path, { reason: 'Another reason' }, merchantA.cookie);
    expect(again.status).toBe(409);
    const accept = await postJson(
      t,
      `/api/merchant/cashback-claims/${claim.id}/accept`,
      undefined,
      merchantA.cookie,
    );
    expect(accept.status).toBe(409);
    const [row] = await t.db.select().from(cashbackClaims).where(eq(cashbackClaims.id, claim.id));
    expect(row).toMatchObject({ status: 'declined', declineReason: reason, saleId: null });
  });

  it("refuses merchant B on merchant A's claim with 404 and changes nothing", async () => {
    const claim = await fileClaim();
    const before = (await t.db.select().from(cashbackClaims).where(eq(cashbackClaims.id, claim.id)))[0];
    const accept = await postJson(
      t,
      `/api/merchant/cashback-claims/${claim.id}/accept`,
      undefined,
      merchantB.cookie,
    );
    expect(accept.status).toBe(404);
    const decline = await postJson(
      t,
      `/api/merchant/cashback-claims/${claim.id}/decline`,
      { reason: 'Not yours' },
      merchantB.cookie,
    );
    expect(decline.status).toBe(404);
    const after = (await t.db.select().from(cashbackClaims).where(eq(cashbackClaims.id, claim.id)))[0];
    expect(after).toEqual(before);
  });

  it('shows a user only their own claims', async () => {
    const other = await signedIn(t, 'user');
    expect((await get<MyClaim[]>('/api/cashback-claims/mine', other.cookie)).body).toEqual([]);
  });

  it('answers the merchant in the page’s language when it accepts or declines (decision 0092)', async () => {
    const accepted = await postJson(
      t,
      `/api/merchant/cashback-claims/${(await fileClaim({ amount: '120' })).id}/accept`,
      undefined,
      `${merchantA.cookie}; lang=te`,
    );
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect(((await accepted.json()) as { message: string }).message).toBe(
      'క్లెయిమ్ ఆమోదించబడింది: ఇప్పుడు ఇది ఒక అమ్మకం, కస్టమర్ క్యాష్‌బ్యాక్ పెండింగ్‌లో ఉంది.',
    );
    const declined = await postJson(
      t,
      `/api/merchant/cashback-claims/${(await fileClaim({ amount: '130' })).id}/decline`,
      { reason: 'No such order in our books.' },
      `${merchantA.cookie}; lang=hi`,
    );
    expect(declined.status, await declined.clone().text()).toBe(200);
    expect(((await declined.json()) as { message: string }).message).toBe(
      'क्लेम नामंज़ूर कर दिया गया। ग्राहक आपकी वजह पढ़ सकता है।',
    );
  });
});
