import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeMessages } from '../../functions/contract/cashback-emails.ts';
import { addDays, todayInIndia } from '../../functions/contract/india-time.ts';
import { NEXT_CURSOR_HEADER } from '../../functions/contract/paging.ts';
import { savedReminderTexts, type MyCode, type SavedCoupon } from '../../functions/contract/saved-coupons.ts';
import {
  accounts,
  codeReveals,
  countedActions,
  coupons,
  emailPreferences,
  savedCoupons,
} from '../../functions/db/schema/index.ts';
import { createAccount, createCoupon, createMerchant } from '../../functions/seed/factories/index.ts';
import { unsubscribeToken } from '../../functions/services/notifications/unsubscribe-token.ts';
import { sendSavedReminders } from '../../functions/services/saved/saved-reminders.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, TEST_CRON_SECRET, type TestApp } from '../support/test-app.ts';

/**
 * Saved coupons, the saved-coupon reminder and My codes (issue 23 items 4, 6 and 7, decision 0070).
 */
let t: TestApp;
let merchantId: string;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await createMerchant(t.db, { brandName: 'Nykaa' })).id;
});
afterAll(() => t.close());

const today = todayInIndia();
const live = (overrides: Partial<typeof coupons.$inferInsert> = {}) =>
  createCoupon(t.db, { merchantId, status: 'approved', ...overrides });

const call = (method: string, path: string, cookie?: string) =>
  t.app.request(path, sameOrigin({ method, headers: cookie ? { Cookie: cookie } : {} }));
const mailsTo = async (to: string) => (await t.outbox()).filter((mail) => mail.to === to);

describe('POST/DELETE /api/coupons/{id}/save and GET /api/account/saved-coupons', () => {
  it('saves a live coupon (twice is fine), lists it in the public shape, and removes it', async () => {
    const { cookie } = await signedIn(t, 'user');
    const first = await live();
    const second = await live();
    for (const id of [first.id, first.id, second.id]) {
      const saved = await call('POST', `/api/coupons/${id}/save`, cookie);
      expect(saved.status).toBe(200);
      expect(await saved.json()).toMatchObject({ saved: true });
    }
    const listed = await call('GET', '/api/account/saved-coupons', cookie);
    expect(listed.status).toBe(200);
    const items = (await listed.json()) as SavedCoupon[];
    expect(items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(items[0]).toMatchObject({ storeName: 'Nykaa', live: true, expired: false, hasCode: true });
    expect(items[0]).not.toHaveProperty('couponCode');

    // Paged: one at a time, the cursor leads to the other.
    const page = await call('GET', '/api/account/saved-coupons?limit=1', cookie);
    expect(((await page.json()) as SavedCoupon[]).map((item) => item.id)).toEqual([second.id]);
    const cursor = page.headers.get(NEXT_CURSOR_HEADER)!;
    const next = await call('GET', `/api/account/saved-coupons?limit=1&cursor=${cursor}`, cookie);
    expect(((await next.json()) as SavedCoupon[]).map((item) => item.id)).toEqual([first.id]);
    expect(next.headers.get(NEXT_CURSOR_HEADER)).toBeNull();

    // A coupon that expires stays listed, marked.
    await t.db
      .update(coupons)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(coupons.id, first.id));
    const after = (await (await call('GET', '/api/account/saved-coupons', cookie)).json()) as SavedCoupon[];
    expect(after.find((item) => item.id === first.id)).toMatchObject({ live: false, expired: true });

    for (let i = 0; i < 2; i++) {
      const removed = await call('DELETE', `/api/coupons/${second.id}/save`, cookie);
      expect(removed.status).toBe(200);
      expect(await removed.json()).toMatchObject({ saved: false });
    }
    const left = (await (await call('GET', '/api/account/saved-coupons', cookie)).json()) as SavedCoupon[];
    expect(left.map((item) => item.id)).toEqual([first.id]);
  });

  it('answers 404 for a coupon that is not live (pending, expired, unknown) and saves nothing', async () => {
    const { cookie } = await signedIn(t, 'user');
    const pending = await createCoupon(t.db, { merchantId });
    const expired = await live({ expiresAt: new Date(Date.now() - 1000) });
    for (const id of [pending.id, expired.id, '00000000-0000-4000-8000-000000000000'])
      expect((await call('POST', `/api/coupons/${id}/save`, cookie)).status).toBe(404);
    expect((await call('POST', '/api/coupons/not-an-id/save', cookie)).status).toBe(404);
    expect(await (await call('GET', '/api/account/saved-coupons', cookie)).json()).toEqual([]);
  });

  it('refuses a visitor (401) and merchants and admins (403); one shopper never sees another’s list', async () => {
    const coupon = await live();
    expect((await call('POST', `/api/coupons/${coupon.id}/save`)).status).toBe(401);
    expect((await call('DELETE', `/api/coupons/${coupon.id}/save`)).status).toBe(401);
    expect((await call('GET', '/api/account/saved-coupons')).status).toBe(401);
    expect((await call('GET', '/api/account/my-codes')).status).toBe(401);
    for (const role of ['merchant', 'admin'] as const) {
      const { cookie } = await signedIn(t, role);
      expect((await call('POST', `/api/coupons/${coupon.id}/save`, cookie)).status).toBe(403);
      expect((await call('GET', '/api/account/saved-coupons', cookie)).status).toBe(403);
      expect((await call('GET', '/api/account/my-codes', cookie)).status).toBe(403);
    }
    const me = await signedIn(t, 'user');
    const other = await signedIn(t, 'user');
    await call('POST', `/api/coupons/${coupon.id}/save`, me.cookie);
    expect(await (await call('GET', '/api/account/saved-coupons', other.cookie)).json()).toEqual([]);
  });
});

describe('the saved-coupon reminder', () => {
  async function shopperSaving(...ids: string[]) {
    const shopper = await createAccount(t.db, { role: 'user' });
    for (const couponId of ids) await t.db.insert(savedCoupons).values({ accountId: shopper.id, couponId });
    return shopper;
  }

  it('mails once per account and day, only about coupons expiring within 2 days; a second run sends nothing', async () => {
    const soon = await live({ expiryDate: addDays(today, 1), couponName: 'Glow Week' });
    const lastDay = await live({ expiryDate: addDays(today, 2), couponName: 'Last Call' });
    const later = await live({ expiryDate: addDays(today, 3), couponName: 'Far Away' });
    const shopper = await shopperSaving(soon.id, lastDay.id, later.id);
    const unbothered = await shopperSaving(later.id);

    const run = await sendSavedReminders(t.deps, { today });
    expect(run.sent).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await mailsTo(shopper.email!);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toContain(savedReminderTexts.subject(2));
    expect(mail!.text).toContain('Glow Week');
    expect(mail!.text).toContain('Last Call');
    expect(mail!.text).not.toContain('Far Away');
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /<([^>]+)>/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    expect(new URL(link).searchParams.get('token')).toContain('.saved_reminders.');
    expect(await mailsTo(unbothered.email!)).toHaveLength(0);

    // Run twice, and through the cron endpoint: nothing sent twice the same day.
    await sendSavedReminders(t.deps, { today });
    const cron = await t.app.request('/api/cron/saved-reminders', {
      headers: { Authorization: `Bearer ${TEST_CRON_SECRET}` },
    });
    expect(cron.status).toBe(200);
    expect(await mailsTo(shopper.email!)).toHaveLength(1);
    expect((await t.app.request('/api/cron/saved-reminders')).status).toBe(401);

    // The next day is a new day: the coupon ending then is still within 2 days.
    await sendSavedReminders(t.deps, { today: addDays(today, 1) });
    const mails = await mailsTo(shopper.email!);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain('Far Away');
    // Three days on, everything it saved has ended: nothing more.
    await sendSavedReminders(t.deps, { today: addDays(today, 4) });
    expect(await mailsTo(shopper.email!)).toHaveLength(2);
  });

  it('sends nothing with the switch off, to an unverified address, or about a coupon no longer approved', async () => {
    const soon = await live({ expiryDate: addDays(today, 1) });
    const off = await shopperSaving(soon.id);
    await t.db.insert(emailPreferences).values({ accountId: off.id, savedReminders: false });
    const unverified = await shopperSaving(soon.id);
    await t.db.update(accounts).set({ isEmailConfirmed: false }).where(eq(accounts.id, unverified.id));
    const pulled = await live({ expiryDate: addDays(today, 1) });
    const ofPulled = await shopperSaving(pulled.id);
    await t.db.update(coupons).set({ status: 'rejected' }).where(eq(coupons.id, pulled.id));

    await sendSavedReminders(t.deps, { today });
    for (const shopper of [off, unverified, ofPulled]) expect(await mailsTo(shopper.email!)).toHaveLength(0);
  });

  it('unsubscribes from the reminders with the category’s one-click token, and the next day’s reminder is not sent', async () => {
    const soon = await live({ expiryDate: addDays(today, 1) });
    const shopper = await shopperSaving(soon.id);
    const token = unsubscribeToken(t.config, shopper.id, 'saved_reminders');
    const response = await t.app.request(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: unsubscribeMessages.done('saved_reminders') });
    const [prefs] = await t.db
      .select()
      .from(emailPreferences)
      .where(eq(emailPreferences.accountId, shopper.id));
    expect(prefs).toMatchObject({ savedReminders: false, followDigest: true, cashbackUpdates: true });
    await sendSavedReminders(t.deps, { today });
    expect(await mailsTo(shopper.email!)).toHaveLength(0);

    // The follow digest's token works the same way.
    const digest = unsubscribeToken(t.config, shopper.id, 'follow_digest');
    const second = await t.app.request(`/api/email/unsubscribe?token=${encodeURIComponent(digest)}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(second.status).toBe(200);
    const [after] = await t.db
      .select()
      .from(emailPreferences)
      .where(eq(emailPreferences.accountId, shopper.id));
    expect(after).toMatchObject({ followDigest: false });
  });
});

describe('GET /api/account/my-codes', () => {
  it('lists only my reveals of the last 30 days, once per coupon, with the code', async () => {
    const me = await signedIn(t, 'user');
    const other = await signedIn(t, 'user');
    const mine = await live({ couponCode: 'glow25', couponName: 'Glow 25' });
    const theirs = await live();
    const old = await live();
    expect((await call('POST', `/api/coupons/${mine.id}/reveal`, me.cookie)).status).toBe(200);
    expect((await call('POST', `/api/coupons/${theirs.id}/reveal`, other.cookie)).status).toBe(200);
    // A reveal of 31 days ago, and a click-out (not a reveal).
    const day = 24 * 60 * 60 * 1000;
    await t.db
      .insert(codeReveals)
      .values({ accountId: me.account.id, couponId: old.id, revealedAt: new Date(Date.now() - 31 * day) });
    await t.db.insert(countedActions).values({
      couponId: theirs.id,
      action: 'click_out',
      visitorKey: me.account.id,
      windowStart: new Date(),
    });

    const response = await call('GET', '/api/account/my-codes', me.cookie);
    expect(response.status).toBe(200);
    const codes = (await response.json()) as MyCode[];
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({
      couponId: mine.id,
      couponCode: 'GLOW25',
      couponName: 'Glow 25',
      storeName: 'Nykaa',
      expiryDate: mine.expiryDate,
      expired: false,
    });
    expect(Date.now() - Date.parse(codes[0]!.revealedAt)).toBeLessThan(day);
    const theirCodes = (await (await call('GET', '/api/account/my-codes', other.cookie)).json()) as MyCode[];
    expect(theirCodes.map((code) => code.couponId)).toEqual([theirs.id]);
  });
});

describe('My codes across days (decision 0082)', () => {
  it('keeps a code revealed days ago after the clean-up anonymised its marks; the job drops those past 30 days', async () => {
    const me = await signedIn(t, 'user');
    const earlier = await live({ couponCode: 'older10' });
    const stale = await live();
    for (const coupon of [earlier, stale])
      expect((await call('POST', `/api/coupons/${coupon.id}/reveal`, me.cookie)).status).toBe(200);
    const day = 24 * 60 * 60 * 1000;
    const back = (couponId: string, days: number) =>
      t.db
        .update(codeReveals)
        .set({ revealedAt: new Date(Date.now() - days * day) })
        .where(and(eq(codeReveals.accountId, me.account.id), eq(codeReveals.couponId, couponId)));
    await back(earlier.id, 3);
    await back(stale.id, 31);
    // The marks as the day's clean-up leaves an ended day's: counted, no longer naming the account.
    await t.db
      .update(countedActions)
      .set({ visitorKey: 'b'.repeat(64), windowStart: new Date(Date.now() - 3 * day) })
      .where(eq(countedActions.visitorKey, me.account.id));

    const codes = (await (await call('GET', '/api/account/my-codes', me.cookie)).json()) as MyCode[];
    expect(codes.map((code) => [code.couponId, code.couponCode])).toEqual([[earlier.id, 'OLDER10']]);
    // "Did it work?" three days later is still accepted for the code revealed then.
    const vote = await postJson(t, `/api/coupons/${earlier.id}/feedback`, { worked: true }, me.cookie);
    expect(vote.status).toBe(200);

    const prune = await t.app.request('/api/cron/prune-expired', {
      headers: { Authorization: `Bearer ${TEST_CRON_SECRET}` },
    });
    expect(prune.status).toBe(200);
    expect(((await prune.json()) as { codeReveals: number }).codeReveals).toBeGreaterThanOrEqual(1);
    const kept = await t.db.select().from(codeReveals).where(eq(codeReveals.accountId, me.account.id));
    expect(kept.map((row) => row.couponId)).toEqual([earlier.id]);
  });
});
