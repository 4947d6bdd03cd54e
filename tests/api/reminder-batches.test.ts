import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../functions/contract/india-time.ts';
import { savedReminderTexts } from '../../functions/contract/saved-coupons.ts';
import { emailPreferences, savedCoupons, storeFollows } from '../../functions/db/schema/index.ts';
import { createAccount, createCoupon, createMerchant } from '../../functions/seed/factories/index.ts';
import { sendFollowDigests } from '../../functions/services/follow/follow-digest.ts';
import type { EmailMessage } from '../../functions/services/email/mailer.ts';
import { sendSavedReminders } from '../../functions/services/saved/saved-reminders.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The saved-coupon reminder and the follow digest a page at a time with set-based recipients and
 * claims, each page mailed while the next is read (decision 0093): on the real database, through the
 * outbox mailer; only the mail server is made to fail, for one address.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailsTo = async (to: string) => (await t.outbox()).filter((mail) => mail.to === to);

type Shopper = Awaited<ReturnType<typeof createAccount>>;

/** Shoppers of every kind: `n` who may get mail, and one unverified, one switched off, one deleted. */
async function shoppers(n: number, category: 'savedReminders' | 'followDigest') {
  const mailed: Shopper[] = [];
  for (let i = 0; i < n; i++) mailed.push(await createAccount(t.db, { role: 'user' }));
  const unverified = await createAccount(t.db, { role: 'user', isEmailConfirmed: false });
  const switchedOff = await createAccount(t.db, { role: 'user' });
  await t.db.insert(emailPreferences).values({ accountId: switchedOff.id, [category]: false });
  const deleted = await createAccount(t.db, { role: 'user', deletedAt: new Date() });
  return { mailed, skipped: [unverified, switchedOff, deleted] };
}

/** The test mailer, failing for one address as a mail server that refuses it would. */
const failingFor = (address: string) => ({
  ...t.deps,
  mailer: {
    describe: 'failing for one address',
    sendEmail: async (message: EmailMessage) => {
      if (message.to === address) throw new Error('mailbox unavailable');
      await t.deps.mailer.sendEmail(message);
    },
  },
});

describe('the saved-coupon reminder in pages', () => {
  // A window of its own per test (coupons due only within 2 days of `today`), so runs do not meet.
  const windowOf = (offset: number) => addDays(todayInIndia(), offset);

  async function saving(day: string, count: number) {
    const merchant = await createMerchant(t.db, { brandName: `Reminder store ${day}` });
    const due = await createCoupon(t.db, {
      merchantId: merchant.id,
      status: 'approved',
      couponName: `Due ${day}`,
      expiryDate: addDays(day, 1),
    });
    const first = await createCoupon(t.db, {
      merchantId: merchant.id,
      status: 'approved',
      couponName: `First ${day}`,
      expiryDate: day,
    });
    const people = await shoppers(count, 'savedReminders');
    for (const shopper of [...people.mailed, ...people.skipped])
      await t.db.insert(savedCoupons).values([
        { accountId: shopper.id, couponId: due.id },
        { accountId: shopper.id, couponId: first.id },
      ]);
    return people;
  }

  it('mails each account once over several pages; a second run, and one beside it, send nothing more', async () => {
    const today = windowOf(10);
    const { mailed, skipped } = await saving(today, 7);

    const run = await sendSavedReminders(t.deps, { today, batchSize: 2 });
    expect(run).toEqual({ day: today, accounts: 8, sent: 7 });
    for (const shopper of mailed) {
      const mails = await mailsTo(shopper.email!);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain(savedReminderTexts.subject(2));
      // The lines in the email's order: the earlier expiry first.
      expect(mails[0]!.text.indexOf(`First ${today}`)).toBeLessThan(mails[0]!.text.indexOf(`Due ${today}`));
    }
    for (const shopper of skipped) expect(await mailsTo(shopper.email!)).toHaveLength(0);

    const again = await Promise.all([
      sendSavedReminders(t.deps, { today, batchSize: 2 }),
      sendSavedReminders(t.deps, { today, batchSize: 3 }),
    ]);
    expect(again.map((rerun) => rerun.sent)).toEqual([0, 0]);
    for (const shopper of mailed) expect(await mailsTo(shopper.email!)).toHaveLength(1);
  });

  it('runs beside each other mail each account once between them', async () => {
    const today = windowOf(20);
    const { mailed } = await saving(today, 5);
    const runs = await Promise.all([
      sendSavedReminders(t.deps, { today, batchSize: 2 }),
      sendSavedReminders(t.deps, { today, batchSize: 1 }),
    ]);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(5);
    for (const shopper of mailed) expect(await mailsTo(shopper.email!)).toHaveLength(1);
  });

  it('walks the coupons due a stretch at a time: each account once, on the page of its first coupon due, with all its lines (decision 0098)', async () => {
    const today = windowOf(40);
    const merchant = await createMerchant(t.db, { brandName: `Stretch store ${today}` });
    const coupon = (name: string, expiryDate: string) =>
      createCoupon(t.db, { merchantId: merchant.id, status: 'approved', couponName: name, expiryDate });
    // In the email's order: A (3 saves) and B (1) make one stretch of 4, C (2) the next.
    const a = await coupon(`A ${today}`, today);
    const b = await coupon(`B ${today}`, addDays(today, 1));
    const c = await coupon(`C ${today}`, addDays(today, 2));
    const ended = await coupon(`Ended ${today}`, '2024-01-31'); // kept on the Saved tab, never reminded
    const [ac, bc, onlyC, onlyA, onlyA2] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createAccount(t.db, { role: 'user' })),
    );
    const saves: [Shopper, { id: string }[]][] = [
      [ac!, [a, c, ended]],
      [bc!, [b, c, ended]],
      [onlyC!, [ended]],
      [onlyA!, [a]],
      [onlyA2!, [a, ended]],
    ];
    for (const [shopper, list] of saves)
      await t.db.insert(savedCoupons).values(list.map((x) => ({ accountId: shopper.id, couponId: x.id })));
    await t.db.insert(savedCoupons).values({ accountId: onlyC!.id, couponId: c.id });

    const run = await sendSavedReminders(t.deps, { today, batchSize: 4 });
    expect(run).toEqual({ day: today, accounts: 5, sent: 5 });
    const lines = async (shopper: Shopper) => {
      const mails = await mailsTo(shopper.email!);
      expect(mails).toHaveLength(1);
      return [...mails[0]!.text.matchAll(new RegExp(`([ABC]|Ended) ${today}`, 'g'))].map((m) => m[1]);
    };
    expect(await lines(ac!)).toEqual(['A', 'C']);
    expect(await lines(bc!)).toEqual(['B', 'C']);
    expect(await lines(onlyC!)).toEqual(['C']);
    expect(await lines(onlyA!)).toEqual(['A']);
    expect(await lines(onlyA2!)).toEqual(['A']);
    // A page of one save: every coupon its own stretch, C's accounts by keyset; the same emails, once.
    expect(await sendSavedReminders(t.deps, { today, batchSize: 1 })).toEqual({
      day: today,
      accounts: 5,
      sent: 0,
    });
  });

  it('a mail server refusing one account still mails the others', async () => {
    const today = windowOf(30);
    const { mailed } = await saving(today, 5);
    const refused = mailed[2]!;
    const run = await sendSavedReminders(failingFor(refused.email!), { today, batchSize: 2 });
    expect(run).toEqual({ day: today, accounts: 6, sent: 4 });
    for (const shopper of mailed)
      expect(await mailsTo(shopper.email!)).toHaveLength(shopper === refused ? 0 : 1);
  });
});

describe('the follow digest in pages', () => {
  const DAY_MS = 86_400_000;

  async function following(now: Date, count: number) {
    const merchant = await createMerchant(t.db, { brandName: `Digest store ${now.toISOString()}` });
    for (const title of ['Older deal', 'Newer deal'])
      await createCoupon(t.db, {
        merchantId: merchant.id,
        status: 'approved',
        title: `${title} ${now.toISOString()}`,
        approvedAt: new Date(now.getTime() - (title === 'Older deal' ? 7_200_000 : 3_600_000)),
        expiryDate: '2027-12-31',
        expiresAt: new Date('2027-12-31T18:29:59Z'),
      });
    const people = await shoppers(count, 'followDigest');
    for (const shopper of [...people.mailed, ...people.skipped])
      await t.db.insert(storeFollows).values({ merchantId: merchant.id, accountId: shopper.id });
    return people;
  }

  it('mails each follower once over several pages; a second run, and one beside it, send nothing more', async () => {
    const now = new Date(Date.now() + 3 * DAY_MS);
    const { mailed, skipped } = await following(now, 7);

    const run = await sendFollowDigests(t.deps, now, 2);
    // Every follower with news is counted (as before); only those who may get mail are mailed.
    expect(run).toEqual({ accounts: 10, sent: 7 });
    for (const shopper of mailed) {
      const mails = await mailsTo(shopper.email!);
      expect(mails).toHaveLength(1);
      const text = mails[0]!.text;
      expect(text.indexOf(`Older deal ${now.toISOString()}`)).toBeLessThan(
        text.indexOf(`Newer deal ${now.toISOString()}`),
      );
    }
    for (const shopper of skipped) expect(await mailsTo(shopper.email!)).toHaveLength(0);

    const again = await Promise.all([sendFollowDigests(t.deps, now, 2), sendFollowDigests(t.deps, now, 3)]);
    expect(again.map((rerun) => rerun.sent)).toEqual([0, 0]);
    for (const shopper of mailed) expect(await mailsTo(shopper.email!)).toHaveLength(1);
  });

  it('a mail server refusing one follower still mails the others', async () => {
    const now = new Date(Date.now() + 6 * DAY_MS);
    const { mailed } = await following(now, 5);
    const refused = mailed[1]!;
    const run = await sendFollowDigests(failingFor(refused.email!), now, 2);
    expect(run).toEqual({ accounts: 8, sent: 4 });
    for (const shopper of mailed)
      expect(await mailsTo(shopper.email!)).toHaveLength(shopper === refused ? 0 : 1);
  });
});
