import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResults } from '../../functions/contract/search.ts';
import { coupons } from '../../functions/db/schema/index.ts';
import { createCoupon, isoDateInDays } from '../../functions/seed/factories/index.ts';
import { unlistEndedCoupons } from '../../functions/services/coupons/unlist-ended-coupons.ts';
import { pruneExpired } from '../../functions/services/maintenance/prune-expired.ts';
import { couponFormFields, putCouponForm } from '../support/coupon-form.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, TEST_CRON_SECRET, type TestApp } from '../support/test-app.ts';

/**
 * Issue 25 (decision 0100): `coupons.listed` narrows the partial indexes of live coupons (popular, best
 * offers, a store's live coupons) to the coupons not yet known to have expired. The trigger
 * coupons_listed keeps every coupon whose expiry is ahead listed, whatever writes it; the every-minute
 * fold job unlists those whose expiry has passed; the lists still test the expiry themselves.
 */

let t: TestApp;
let merchant: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let storeSlug: string;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await signedIn(t, 'merchant');
  admin = await signedIn(t, 'admin');
  storeSlug = merchant.merchant!.storeSlug;
});
afterAll(() => t.close());

let made = 0;
/** An approved coupon of the merchant's, without an ad slot, revealed `revealCount` times. */
function approved(overrides: Partial<typeof coupons.$inferInsert> = {}) {
  made += 1;
  return createCoupon(t.db, {
    merchantId: merchant.merchant!.id,
    couponName: `Listed offer ${made}`,
    title: `Listed title ${made}`,
    status: 'approved',
    assignedSlotId: null,
    approvedAt: new Date(Date.now() - 60_000),
    percentage: 90,
    revealCount: 1_000_000 + made,
    ...overrides,
  });
}

/**
 * Coupons written live (their expiry ahead of the writing transaction's clock, so the trigger lists
 * them) whose expiry has passed once the transaction ends: as if they had been live for days and had
 * just expired, with the fold job not yet run.
 */
async function expireWhileListed(ids: string[]) {
  await t.db.transaction(async (tx) => {
    await tx
      .update(coupons)
      .set({ expiresAt: sql`now() + interval '20 milliseconds'` })
      .where(inArray(coupons.id, ids));
    await new Promise((resolve) => setTimeout(resolve, 60));
  });
}

async function listedOf(ids: string[]): Promise<Record<string, boolean>> {
  const rows = await t.db
    .select({ id: coupons.id, listed: coupons.listed })
    .from(coupons)
    .where(inArray(coupons.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.listed]));
}

async function getJson<T>(path: string): Promise<T> {
  const response = await t.app.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Which of `ids` each public list shows: popular, newest, best offers, the store page, search. */
async function shownIn(ids: string[]) {
  const idsOf = (rows: { id: string }[]) => ids.filter((id) => rows.some((row) => row.id === id));
  const limit = '?limit=200';
  return {
    popular: idsOf(await getJson<{ id: string }[]>(`/api/AToZ/popular${limit}`)),
    newest: idsOf(await getJson<{ id: string }[]>(`/api/AToZ/newest${limit}`)),
    bestOffers: idsOf(await getJson<{ id: string }[]>(`/api/AToZ/BestOffers${limit}`)),
    storePage: idsOf((await getJson<{ coupons: { id: string }[] }>(`/api/stores/${storeSlug}`)).coupons),
    search: idsOf(
      (await getJson<SearchResults>(`/api/search?q=${encodeURIComponent('Listed title')}&limit=48`)).coupons,
    ),
  };
}

const everywhere = (ids: string[]) => ({
  popular: ids,
  newest: ids,
  bestOffers: ids,
  storePage: ids,
  search: ids,
});

const foldJob = () =>
  t.app.request('/api/cron/fold-counts', { headers: { Authorization: `Bearer ${TEST_CRON_SECRET}` } });

describe('coupons.listed (decision 0100)', () => {
  it('lists no coupon whose expiry has passed, before or after the fold job unlists it', async () => {
    const live = await approved();
    const ended = await approved();
    const ids = [live.id, ended.id];
    expect(await listedOf(ids)).toEqual({ [live.id]: true, [ended.id]: true });
    expect(await shownIn(ids)).toEqual(everywhere(ids));

    await expireWhileListed([ended.id]);
    // Expired, still flagged: not listed anywhere (the lists test the expiry themselves).
    expect(await listedOf(ids)).toEqual({ [live.id]: true, [ended.id]: true });
    expect(await shownIn(ids)).toEqual(everywhere([live.id]));

    const fold = await foldJob();
    expect(fold.status).toBe(200);
    expect(Object.keys((await fold.json()) as object).sort()).toEqual(['folded', 'shardsDeleted']);
    expect(await listedOf(ids)).toEqual({ [live.id]: true, [ended.id]: false });
    expect(await shownIn(ids)).toEqual(everywhere([live.id]));
    // Nothing left to do: a second run unlists nothing, the live coupon stays listed.
    expect(await unlistEndedCoupons(t.db)).toBe(0);
    expect(await listedOf(ids)).toEqual({ [live.id]: true, [ended.id]: false });
  });

  it('unlists in bounded batches that resume where they stopped, and the daily clean-up finishes', async () => {
    const ended = await Promise.all(Array.from({ length: 7 }, () => approved()));
    const pending = await approved({ status: 'pending', approvedAt: null });
    const ids = [...ended, pending].map((coupon) => coupon.id);
    await expireWhileListed(ids);

    expect(await unlistEndedCoupons(t.db, { batchSize: 3, maxBatches: 2 })).toBe(6);
    expect(Object.values(await listedOf(ids)).filter(Boolean)).toHaveLength(2);
    const run = await pruneExpired(t.db, new Date(), 3);
    expect(run.unlistedCoupons).toBe(2);
    expect(Object.values(await listedOf(ids)).every((listed) => !listed)).toBe(true);
    expect((await pruneExpired(t.db, new Date(), 3)).unlistedCoupons).toBe(0);
  });

  it('writes a coupon that is already expired unlisted, and one whose expiry is moved ahead listed at once', async () => {
    const born = await approved({ expiresAt: new Date(Date.now() - 60_000) });
    expect(await listedOf([born.id])).toEqual({ [born.id]: false });
    // Any writer of expires_at (an import, a script): listed again by the trigger, no job run.
    await t.db
      .update(coupons)
      .set({ expiresAt: sql`now() + interval '1 day'` })
      .where(eq(coupons.id, born.id));
    expect(await listedOf([born.id])).toEqual({ [born.id]: true });
    expect(await shownIn([born.id])).toEqual(everywhere([born.id]));
    // Nor can anything unlist a coupon whose expiry is ahead: the trigger sets the flag from the expiry.
    await t.db.update(coupons).set({ listed: false }).where(eq(coupons.id, born.id));
    expect(await listedOf([born.id])).toEqual({ [born.id]: true });
  });

  it('an expired, unlisted coupon extended by its merchant and approved again is listed at once, without the job', async () => {
    const coupon = await approved({ requestedSlotId: 5 });
    await expireWhileListed([coupon.id]);
    expect(await unlistEndedCoupons(t.db)).toBe(1);
    expect(await listedOf([coupon.id])).toEqual({ [coupon.id]: false });

    // The merchant's edit form (an expired coupon is edited in place and goes back to the admin).
    const edited = await putCouponForm(
      t,
      coupon.id,
      couponFormFields(coupon, { expiryDate: isoDateInDays(10) }),
      merchant.cookie,
    );
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await listedOf([coupon.id])).toEqual({ [coupon.id]: true });
    expect(await shownIn([coupon.id])).toEqual(everywhere([])); // pending: not live yet

    const approval = await postJson(t, '/api/Admin/ApproveCoupon', { couponId: coupon.id }, admin.cookie);
    expect(approval.status, await approval.clone().text()).toBe(200);
    expect(await shownIn([coupon.id])).toEqual(everywhere([coupon.id]));
  });

  it('a live coupon whose waiting edit extends it is listed again when the edit is approved after it expired', async () => {
    const coupon = await approved({ requestedSlotId: 6, assignedSlotId: 6 });
    const proposed = await putCouponForm(
      t,
      coupon.id,
      couponFormFields(coupon, { expiryDate: isoDateInDays(40) }),
      merchant.cookie,
    );
    expect(proposed.status, await proposed.clone().text()).toBe(200);
    // The live version ends while the edit waits, and the job unlists it.
    await expireWhileListed([coupon.id]);
    expect((await foldJob()).status).toBe(200);
    expect(await listedOf([coupon.id])).toEqual({ [coupon.id]: false });
    expect(await shownIn([coupon.id])).toEqual(everywhere([]));

    const approval = await postJson(t, `/api/admin/coupon-edits/${coupon.id}/approve`, {}, admin.cookie);
    expect(approval.status, await approval.clone().text()).toBe(200);
    expect(await listedOf([coupon.id])).toEqual({ [coupon.id]: true });
    expect(await shownIn([coupon.id])).toEqual(everywhere([coupon.id]));
  });
});
