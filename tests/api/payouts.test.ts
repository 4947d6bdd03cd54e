import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, hashToken } from '../../functions/auth/sessions.ts';
import { NEXT_CURSOR_HEADER } from '../../functions/contract/paging.ts';
import type {
  AdminPayoutRow,
  PayoutActionAnswer,
  PayoutCreated,
  PayoutMethodAnswer,
  PayoutMethodSaved,
  PayoutRow,
} from '../../functions/contract/payouts.ts';
import { payoutMessages } from '../../functions/contract/payouts.ts';
import { settingsMessages } from '../../functions/contract/account-settings.ts';
import {
  accounts,
  auditLog,
  earningsLedger,
  payoutEvents,
  payoutMethods,
  payouts,
  sessions,
} from '../../functions/db/schema/index.ts';
import { createAccount } from '../../functions/seed/factories/index.ts';
import { readBalance } from '../../functions/services/earnings/read-balance.ts';
import { hmacHex } from '../../functions/services/payments/signature.ts';
import { latestMailTo } from '../support/mail.ts';
import { postJson, signedIn, TEST_PASSWORD } from '../support/sessions.ts';
import { createTestApp, sameOrigin, TEST_CRON_SECRET, type TestApp } from '../support/test-app.ts';

/**
 * Payouts to UPI (issue 22 item 4, decision 0065) with the built-in test provider: the payout method,
 * withdrawals (validation, minimum, balance, one open payout, ten parallel requests, the idempotency
 * key), holds, release and reject, the signed webhook, the test page's settle, the list, the admin tab
 * and the data rights. RazorpayX itself is in payouts-razorpayx.test.ts.
 */
const WEBHOOK_SECRET = 'payout-webhook-secret-0001';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RAZORPAYX_WEBHOOK_SECRET: WEBHOOK_SECRET });
});
afterAll(async () => {
  await t.close();
});

type Session = Awaited<ReturnType<typeof signedIn>>;

async function request(
  path: string,
  init: { method?: string; cookie?: string; body?: unknown; key?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.key) headers['Idempotency-Key'] = init.key;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  return t.app.request(
    path,
    sameOrigin({
      method: init.method ?? 'GET',
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    }),
  );
}

/** Confirmed cashback for the account: a referral bonus (a confirmed credit), whole paise. */
async function fund(accountId: string, amountPaise: number) {
  const friend = await createAccount(t.db, { role: 'user' });
  await t.db
    .insert(earningsLedger)
    .values({ accountId, kind: 'referral_bonus', amountPaise, referredAccountId: friend.id });
}

/** A usable UPI ID, set a day ago. */
async function usableUpi(accountId: string, upiId = 'asha.k@okaxis') {
  await t.db
    .insert(payoutMethods)
    .values({ accountId, upiId, usableFrom: new Date(Date.now() - 86_400_000) });
}

/** A payout paid earlier (so the next one is not the account's first), with its withdrawal. */
async function paidBefore(accountId: string, amountPaise = 5000) {
  const [row] = await t.db
    .insert(payouts)
    .values({
      accountId,
      amountPaise,
      upiId: 'asha.k@okaxis',
      status: 'processed',
      provider: 'test',
      idempotencyKey: `earlier-${randomUUID()}`,
      settledAt: new Date(),
    })
    .returning();
  await t.db.insert(earningsLedger).values({ accountId, kind: 'withdrawal', amountPaise, payoutId: row!.id });
  return row!;
}

/** A signed-in shopper with a usable UPI ID and `balancePaise` to withdraw; `seasoned`: paid out before. */
async function shopper(balancePaise: number, options: { seasoned?: boolean } = {}): Promise<Session> {
  const me = await signedIn(t, 'user');
  await usableUpi(me.account.id);
  if (options.seasoned) {
    await fund(me.account.id, 5000);
    await paidBefore(me.account.id, 5000);
  }
  await fund(me.account.id, balancePaise);
  return me;
}

const withdraw = (me: Session, amountRupees: unknown, key = randomUUID()) =>
  request('/api/payouts', { method: 'POST', cookie: me.cookie, body: { amountRupees }, key });

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string; fields?: Record<string, string> } }).error;
const messageOf = async (response: Response) => (await errorOf(response)).message;

const balanceOf = async (accountId: string) => (await readBalance(t.db, accountId)).balancePaise;

const sendWebhook = (event: unknown, eventId = `evt_${randomUUID()}`, signature?: string) => {
  const raw = JSON.stringify(event);
  return t.app.request('/api/payouts/webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': signature ?? hmacHex(WEBHOOK_SECRET, raw),
      'X-Razorpay-Event-Id': eventId,
    },
    body: raw,
  });
};

const payoutEvent = (event: string, providerPayoutId: string, extra: Record<string, unknown> = {}) => ({
  entity: 'event',
  event,
  payload: {
    payout: { entity: { id: providerPayoutId, entity: 'payout', status: event.slice(7), ...extra } },
  },
});

const storedPayout = async (id: string) => (await t.db.select().from(payouts).where(eq(payouts.id, id)))[0]!;
const returnsOf = (payoutId: string) =>
  t.db
    .select()
    .from(earningsLedger)
    .where(and(eq(earningsLedger.payoutId, payoutId), eq(earningsLedger.kind, 'withdrawal_returned')));

describe('the payout method (GET/PUT /api/account/payout-method)', () => {
  it('sets the first UPI ID at once, lower-cased, with the current password', async () => {
    const me = await signedIn(t, 'user');
    const empty = (await (
      await request('/api/account/payout-method', { cookie: me.cookie })
    ).json()) as PayoutMethodAnswer;
    expect(empty).toMatchObject({
      upiId: null,
      usableFrom: null,
      pendingChange: null,
      confirmWith: 'password',
    });
    expect(empty.withdrawal).toMatchObject({
      enabled: true,
      minimumRupees: 50,
      availablePaise: 0,
      openPayoutId: null,
    });

    const response = await request('/api/account/payout-method', {
      method: 'PUT',
      cookie: me.cookie,
      body: { upiId: ' Asha.K@OkAxis ', currentPassword: TEST_PASSWORD },
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as PayoutMethodSaved;
    expect(saved.message).toBe(payoutMessages.methodSaved);
    expect(saved.upiId).toBe('asha.k@okaxis');
    expect(saved.pendingChange).toBeNull();
    expect(Date.parse(saved.usableFrom!)).toBeLessThanOrEqual(Date.now());
    // No change email for the first one.
    expect((await t.outbox()).filter((mail) => mail.to === me.account.email)).toHaveLength(0);
  });

  it('says the UPI ID is saved in the page’s language, as the form shows it (decision 0092)', async () => {
    const me = await signedIn(t, 'user');
    const save = (language: string) =>
      request('/api/account/payout-method', {
        method: 'PUT',
        cookie: `${me.cookie}; lang=${language}`,
        body: { upiId: 'asha.k@okaxis', currentPassword: TEST_PASSWORD },
      });
    const first = await save('te');
    expect(first.status).toBe(200);
    expect(((await first.json()) as PayoutMethodSaved).message).toBe(
      'మీ UPI ID సేవ్ అయింది. ఇప్పుడు మీరు దానికి డబ్బు తీసుకోవచ్చు.',
    );
    const again = await save('hi');
    expect(again.status).toBe(200);
    const same = (await again.json()) as PayoutMethodSaved;
    expect(same.message).toBe('यह पहले से आपकी UPI ID है।');
    expect(same.upiId).toBe('asha.k@okaxis');
  });

  it('makes a change usable 24 hours later and emails the account about it', async () => {
    const me = await signedIn(t, 'user');
    await usableUpi(me.account.id, 'old.id@okaxis');
    const response = await request('/api/account/payout-method', {
      method: 'PUT',
      cookie: me.cookie,
      body: { upiId: 'new.id@ybl', currentPassword: TEST_PASSWORD },
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as PayoutMethodSaved;
    expect(saved.message).toBe(payoutMessages.methodChangeSaved);
    expect(saved.upiId).toBe('old.id@okaxis');
    expect(saved.pendingChange?.upiId).toBe('new.id@ybl');
    const hours = (Date.parse(saved.pendingChange!.usableFrom) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const mail = await latestMailTo(t, me.account.email!);
    expect(mail.subject).toContain('UPI ID');
    expect(mail.text).toContain('new.id@ybl');

    // Withdrawals still go to the UPI ID in force until then.
    await fund(me.account.id, 10_000);
    const payout = (await (await withdraw(me, 60)).json()) as PayoutCreated;
    expect(payout.upiId).toBe('old.id@okaxis');

    // Going back to the UPI ID in force cancels the pending change.
    const back = (await (
      await request('/api/account/payout-method', {
        method: 'PUT',
        cookie: me.cookie,
        body: { upiId: 'old.id@okaxis', currentPassword: TEST_PASSWORD },
      })
    ).json()) as PayoutMethodSaved;
    expect(back.pendingChange).toBeNull();
    expect(back.upiId).toBe('old.id@okaxis');
  });

  it('refuses a malformed UPI ID, a missing or wrong password, and an unverified email', async () => {
    const me = await signedIn(t, 'user');
    for (const upiId of [
      'asha',
      'a@okaxis',
      'asha@ok-axis',
      'as ha@okaxis',
      `${'x'.repeat(257)}@okaxis`,
      '@okaxis',
    ]) {
      const response = await request('/api/account/payout-method', {
        method: 'PUT',
        cookie: me.cookie,
        body: { upiId, currentPassword: TEST_PASSWORD },
      });
      expect(response.status, upiId).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(payoutMessages.upiIdInvalid);
    }
    const missing = await request('/api/account/payout-method', {
      method: 'PUT',
      cookie: me.cookie,
      body: { upiId: 'asha@okaxis' },
    });
    expect(missing.status).toBe(400);
    const wrong = await request('/api/account/payout-method', {
      method: 'PUT',
      cookie: me.cookie,
      body: { upiId: 'asha@okaxis', currentPassword: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fields?.currentPassword).toBe(settingsMessages.wrongPassword);
    await t.db.update(accounts).set({ isEmailConfirmed: false }).where(eq(accounts.id, me.account.id));
    const unverified = await request('/api/account/payout-method', {
      method: 'PUT',
      cookie: me.cookie,
      body: { upiId: 'asha@okaxis', currentPassword: TEST_PASSWORD },
    });
    expect(unverified.status).toBe(403);
    expect(await t.db.select().from(payoutMethods).where(eq(payoutMethods.accountId, me.account.id))).toEqual(
      [],
    );
  });

  it('asks a Google-only account for a sign-in in the last 10 minutes instead of a password', async () => {
    const account = await createAccount(t.db, { role: 'user', googleSubject: `google-${randomUUID()}` });
    const { token } = await createSession(t.db, account.id);
    const fresh = `session=${token}`;
    const saved = await request('/api/account/payout-method', {
      method: 'PUT',
      cookie: fresh,
      body: { upiId: 'google.user@okicici' },
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as PayoutMethodSaved).confirmWith).toBe('fresh_sign_in');

    const old = await createSession(t.db, account.id);
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.id, hashToken(old.token)));
    const stale = await request('/api/account/payout-method', {
      method: 'PUT',
      cookie: `session=${old.token}`,
      body: { upiId: 'thief@okicici' },
    });
    expect(stale.status).toBe(403);
    expect(await messageOf(stale)).toBe(payoutMessages.freshSignInRequired);
    const rows = await t.db.select().from(payoutMethods).where(eq(payoutMethods.accountId, account.id));
    expect(rows.map((row) => row.upiId)).toEqual(['google.user@okicici']);
  });
});

describe('POST /api/payouts', () => {
  it('refuses a missing key, a malformed amount, less than the minimum, more than the balance', async () => {
    const me = await shopper(10_000);
    const noKey = await request('/api/payouts', {
      method: 'POST',
      cookie: me.cookie,
      body: { amountRupees: 60 },
    });
    expect(noKey.status).toBe(400);
    expect(await messageOf(noKey)).toBe(payoutMessages.idempotencyKeyRequired);
    for (const amount of ['abc', 60.555, -60, 0, '1e3', null, '']) {
      expect((await withdraw(me, amount)).status, String(amount)).toBe(400);
    }
    const below = await withdraw(me, 49.99);
    expect(below.status).toBe(400);
    expect(await messageOf(below)).toBe('The smallest withdrawal is ₹50.');
    const above = await withdraw(me, '100.01');
    expect(above.status).toBe(400);
    expect(await messageOf(above)).toBe(payoutMessages.balanceTooLow);
    expect(await t.db.select().from(payouts).where(eq(payouts.accountId, me.account.id))).toEqual([]);
    expect(await balanceOf(me.account.id)).toBe(10_000);
  });

  it('needs a verified email and a usable UPI ID', async () => {
    const noMethod = await signedIn(t, 'user');
    await fund(noMethod.account.id, 10_000);
    const refused = await withdraw(noMethod, 60);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(payoutMessages.noMethod);
    await t.db.insert(payoutMethods).values({
      accountId: noMethod.account.id,
      upiId: 'later@ybl',
      usableFrom: new Date(Date.now() + 3_600_000),
    });
    expect(await messageOf(await withdraw(noMethod, 60))).toBe(payoutMessages.methodNotYetUsable);

    const unverified = await shopper(10_000);
    await t.db
      .update(accounts)
      .set({ isEmailConfirmed: false })
      .where(eq(accounts.id, unverified.account.id));
    expect((await withdraw(unverified, 60)).status).toBe(403);
  });

  it('holds the first payout, answers the same key with the same payout, refuses a second open one', async () => {
    const me = await shopper(20_000);
    const key = randomUUID();
    const first = await withdraw(me, '75.50', key);
    expect(first.status).toBe(201);
    const created = (await first.json()) as PayoutCreated;
    expect(created).toMatchObject({
      amountPaise: 7550,
      amountRupees: 75.5,
      upiId: 'asha.k@okaxis',
      status: 'held',
      failureReason: null,
      settledAt: null,
      message: payoutMessages.createdHeld,
    });
    expect((await storedPayout(created.id)).holdReason).toBe('first_payout');
    expect(await balanceOf(me.account.id)).toBe(20_000 - 7550);

    const again = await withdraw(me, '75.50', key);
    expect(again.status).toBe(200);
    expect(((await again.json()) as PayoutCreated).id).toBe(created.id);
    expect((await withdraw(me, 80, key)).status).toBe(409); // the key reused for another amount
    const second = await withdraw(me, 60);
    expect(second.status).toBe(409);
    expect(await messageOf(second)).toBe(payoutMessages.openPayoutExists);
    expect(await balanceOf(me.account.id)).toBe(20_000 - 7550);
  });

  it('sends a later payout at once (processing) and holds one above PAYOUT_HOLD_ABOVE_RUPEES', async () => {
    const me = await shopper(2_000_000, { seasoned: true });
    const sent = (await (await withdraw(me, 5000)).json()) as PayoutCreated;
    expect(sent.status).toBe('processing');
    expect(sent.message).toBe(payoutMessages.created);
    const stored = await storedPayout(sent.id);
    expect(stored.providerPayoutId).toMatch(/^pout_test_/);
    expect(stored.sentAt).not.toBeNull();
    expect(stored.holdReason).toBeNull();
    await t.db.update(payouts).set({ status: 'processed' }).where(eq(payouts.id, sent.id));
    const big = (await (await withdraw(me, '5000.01')).json()) as PayoutCreated;
    expect(big.status).toBe('held');
    expect((await storedPayout(big.id)).holdReason).toBe('above_threshold');
  });

  it('ten parallel requests with different keys: exactly one succeeds and the balance never goes below zero', async () => {
    const me = await shopper(10_000, { seasoned: true });
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(me, 100)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const withdrawals = await t.db
      .select()
      .from(earningsLedger)
      .where(and(eq(earningsLedger.accountId, me.account.id), eq(earningsLedger.kind, 'withdrawal')));
    expect(withdrawals).toHaveLength(2); // the earlier paid one and this one
    expect(await balanceOf(me.account.id)).toBe(0);
  });

  it('the same key ten times in parallel makes one payout and answers it every time', async () => {
    const me = await shopper(50_000, { seasoned: true });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(me, 200, key)));
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as PayoutCreated[];
    expect(new Set(bodies.map((body) => body.id)).size).toBe(1);
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(await balanceOf(me.account.id)).toBe(30_000);
  });

  it('is for shoppers: merchants and administrators are refused', async () => {
    for (const role of ['merchant', 'admin'] as const) {
      const other = await signedIn(t, role);
      expect((await withdraw(other, 60)).status).toBe(403);
    }
    expect(
      (await request('/api/payouts', { method: 'POST', body: { amountRupees: 60 }, key: randomUUID() }))
        .status,
    ).toBe(401);
  });
});

describe('GET /api/payouts', () => {
  it('lists my payouts newest first, paged, and nobody else’s', async () => {
    const me = await shopper(1_000_000, { seasoned: true });
    const first = (await (await withdraw(me, 100)).json()) as PayoutCreated;
    await t.db
      .update(payouts)
      .set({ status: 'processed', settledAt: new Date() })
      .where(eq(payouts.id, first.id));
    const second = (await (await withdraw(me, 200)).json()) as PayoutCreated;
    const other = await shopper(10_000, { seasoned: true });
    await withdraw(other, 60);

    const page1 = await request('/api/payouts?limit=2', { cookie: me.cookie });
    const rows1 = (await page1.json()) as PayoutRow[];
    expect(rows1.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(rows1[0]).toEqual({
      id: second.id,
      amountPaise: 20_000,
      amountRupees: 200,
      upiId: 'asha.k@okaxis',
      status: 'processing',
      statusLabel: 'Processing',
      failureReason: null,
      createdAt: expect.any(String),
      settledAt: null,
    });
    expect(rows1[1]?.statusLabel).toBe('Paid');
    const cursor = page1.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    const rows2 = (await (
      await request(`/api/payouts?limit=2&cursor=${encodeURIComponent(cursor!)}`, { cookie: me.cookie })
    ).json()) as PayoutRow[];
    expect(rows2).toHaveLength(1); // the seasoned account's earlier payout
    expect(rows2[0]?.id).not.toBe(first.id);
  });
});

describe('administrators: hold, release, reject (/api/admin/payouts)', () => {
  it('lists held payouts with the account, its age and velocity; release sends it; audit-logged', async () => {
    const admin = await signedIn(t, 'admin');
    const me = await shopper(50_000);
    await t.db
      .update(accounts)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000 - 60_000) })
      .where(eq(accounts.id, me.account.id));
    const held = (await (await withdraw(me, 120)).json()) as PayoutCreated;

    const list = (await (
      await request('/api/admin/payouts?status=held&limit=200', { cookie: admin.cookie })
    ).json()) as AdminPayoutRow[];
    const row = list.find((entry) => entry.id === held.id);
    expect(row).toMatchObject({
      accountId: me.account.id,
      accountName: me.account.displayName,
      accountEmail: me.account.email,
      accountAgeDays: 3,
      status: 'held',
      holdReason: 'first_payout',
      holdReasonLabel: 'First payout of this account',
      provider: 'test',
      velocity: { last7Days: { count: 1, totalPaise: 12_000 }, last30Days: { count: 1, totalPaise: 12_000 } },
    });
    expect(list.every((entry) => entry.status === 'held')).toBe(true);
    expect((await request('/api/admin/payouts?status=nonsense', { cookie: admin.cookie })).status).toBe(400);

    const released = await request(`/api/admin/payouts/${held.id}/release`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(released.status).toBe(200);
    const answer = (await released.json()) as PayoutActionAnswer;
    expect(answer.payout.status).toBe('processing');
    const stored = await storedPayout(held.id);
    expect(stored.releasedByAccountId).toBe(admin.account.id);
    expect(stored.providerPayoutId).toMatch(/^pout_test_/);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, held.id));
    expect(audit).toMatchObject({ action: 'payout.release', actorAccountId: admin.account.id });
    // Released once: a second release is refused.
    expect(
      (await request(`/api/admin/payouts/${held.id}/release`, { method: 'POST', cookie: admin.cookie }))
        .status,
    ).toBe(409);
    expect(
      (await request(`/api/admin/payouts/${randomUUID()}/release`, { method: 'POST', cookie: admin.cookie }))
        .status,
    ).toBe(404);
  });

  it('reject returns the tokens with one entry carrying the reason; audit-logged', async () => {
    const admin = await signedIn(t, 'admin');
    const me = await shopper(30_000);
    const held = (await (await withdraw(me, 300)).json()) as PayoutCreated;
    expect(await balanceOf(me.account.id)).toBe(0);
    const noReason = await request(`/api/admin/payouts/${held.id}/reject`, {
      method: 'POST',
      cookie: admin.cookie,
      body: { reason: '  ' },
    });
    expect(noReason.status).toBe(400);
    const rejected = await request(`/api/admin/payouts/${held.id}/reject`, {
      method: 'POST',
      cookie: admin.cookie,
      body: { reason: 'The UPI ID belongs to someone else.' },
    });
    expect(rejected.status).toBe(200);
    const answer = (await rejected.json()) as PayoutActionAnswer;
    expect(answer.payout).toMatchObject({
      status: 'rejected',
      failureReason: 'The UPI ID belongs to someone else.',
    });
    expect(await balanceOf(me.account.id)).toBe(30_000);
    expect(await returnsOf(held.id)).toHaveLength(1);
    expect(
      (
        await request(`/api/admin/payouts/${held.id}/reject`, {
          method: 'POST',
          cookie: admin.cookie,
          body: { reason: 'again' },
        })
      ).status,
    ).toBe(409);
    expect(await returnsOf(held.id)).toHaveLength(1);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, held.id));
    expect(audit).toMatchObject({ action: 'payout.reject', actorAccountId: admin.account.id });
    // The shopper may withdraw again.
    expect((await withdraw(me, 60)).status).toBe(201);
  });
});

describe('POST /api/payouts/webhook', () => {
  async function sentPayout(rupees = 100) {
    const me = await shopper(rupees * 100, { seasoned: true });
    const created = (await (await withdraw(me, rupees)).json()) as PayoutCreated;
    const stored = await storedPayout(created.id);
    return { me, payout: stored, providerId: stored.providerPayoutId! };
  }

  it('payout.processed marks it paid, once', async () => {
    const { payout, providerId } = await sentPayout();
    const eventId = `evt_${randomUUID()}`;
    const response = await sendWebhook(payoutEvent('payout.processed', providerId), eventId);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const stored = await storedPayout(payout.id);
    expect(stored.status).toBe('processed');
    expect(stored.settledAt).not.toBeNull();
    const repeat = await sendWebhook(payoutEvent('payout.processed', providerId), eventId);
    expect(await repeat.json()).toEqual({ ok: true, ignored: 'repeated' });
  });

  it('payout.failed returns the tokens with ONE entry and the reason, however often it comes', async () => {
    const { me, payout, providerId } = await sentPayout(150);
    expect(await balanceOf(me.account.id)).toBe(0);
    const event = payoutEvent('payout.failed', providerId, {
      failure_reason: 'Beneficiary bank was offline',
    });
    await sendWebhook(event, 'evt_failed_1');
    await sendWebhook(event, 'evt_failed_1');
    await sendWebhook(event, 'evt_failed_2'); // another delivery id, same news
    const stored = await storedPayout(payout.id);
    expect(stored).toMatchObject({ status: 'failed', failureReason: 'Beneficiary bank was offline' });
    expect(await returnsOf(payout.id)).toHaveLength(1);
    expect(await balanceOf(me.account.id)).toBe(15_000);
  });

  it('payout.reversed after processed gives the tokens back', async () => {
    const { me, payout, providerId } = await sentPayout(100);
    await sendWebhook(payoutEvent('payout.processed', providerId));
    const reversed = await sendWebhook(
      payoutEvent('payout.reversed', providerId, { status_details: { description: 'Account closed' } }),
    );
    expect(reversed.status).toBe(200);
    expect(await storedPayout(payout.id)).toMatchObject({
      status: 'reversed',
      failureReason: 'Account closed',
    });
    expect(await balanceOf(me.account.id)).toBe(10_000);
    expect(await returnsOf(payout.id)).toHaveLength(1);
  });

  it('a forged or unsigned event changes nothing; an unknown payout is acknowledged and ignored', async () => {
    const { me, payout, providerId } = await sentPayout(100);
    const event = payoutEvent('payout.failed', providerId);
    const forged = await sendWebhook(event, 'evt_forged', hmacHex('not-the-secret', JSON.stringify(event)));
    expect(forged.status).toBe(400);
    const unsigned = await t.app.request('/api/payouts/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Razorpay-Event-Id': 'evt_unsigned' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect((await storedPayout(payout.id)).status).toBe('processing');
    expect(await balanceOf(me.account.id)).toBe(0);
    expect(await t.db.select().from(payoutEvents).where(eq(payoutEvents.eventId, 'evt_forged'))).toEqual([]);

    const unknown = await sendWebhook(payoutEvent('payout.processed', 'pout_nobody'));
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ ok: true, ignored: 'unknown_payout' });
  });

  it('refuses every event when no webhook secret is set', async () => {
    const bare = await createTestApp();
    try {
      const raw = JSON.stringify(payoutEvent('payout.processed', 'pout_x'));
      const response = await bare.app.request('/api/payouts/webhook', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': hmacHex('', raw),
          'X-Razorpay-Event-Id': 'e1',
        },
        body: raw,
      });
      expect(response.status).toBe(400);
    } finally {
      await bare.close();
    }
  });
});

describe('the test provider’s settle (POST /api/payouts/test/{id}/settle, page /payouts/test/{id})', () => {
  it('lets the owner mark it paid, or failed (tokens back); others get 404; settled once', async () => {
    const me = await shopper(20_000, { seasoned: true });
    const a = (await (await withdraw(me, 100)).json()) as PayoutCreated;
    const stranger = await signedIn(t, 'user');
    const settle = (id: string, cookie: string, outcome: string) =>
      request(`/api/payouts/test/${id}/settle`, { method: 'POST', cookie, body: { outcome } });
    expect((await settle(a.id, stranger.cookie, 'processed')).status).toBe(404);
    expect((await settle(a.id, me.cookie, 'maybe')).status).toBe(400);
    const paid = await settle(a.id, me.cookie, 'processed');
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as PayoutActionAnswer).payout).toMatchObject({
      status: 'processed',
      statusLabel: 'Paid',
    });
    expect((await settle(a.id, me.cookie, 'failed')).status).toBe(409);
    expect(await returnsOf(a.id)).toEqual([]);

    const b = (await (await withdraw(me, 100)).json()) as PayoutCreated;
    const admin = await signedIn(t, 'admin');
    const failed = await settle(b.id, admin.cookie, 'failed');
    expect(failed.status).toBe(200);
    expect(((await failed.json()) as PayoutActionAnswer).payout.failureReason).toBe(
      payoutMessages.testFailureReason,
    );
    expect(await returnsOf(b.id)).toHaveLength(1);
    expect(await balanceOf(me.account.id)).toBe(10_000);

    // Each settlement mails the shopper once (issue 22 item 6), newest first.
    const subjects = (await t.outbox())
      .filter((mail) => mail.to === me.account.email)
      .map((mail) => mail.subject)
      .filter((subject) => subject.startsWith('Payout'));
    expect(subjects).toEqual(['Payout failed: ₹100 | DealSphere', 'Payout paid: ₹100 | DealSphere']);
  });
});

describe('production without RazorpayX keys', () => {
  it('disables payouts (503) and never uses the test provider', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const me = await signedIn(production, 'user');
      const response = await production.app.request(
        '/api/payouts',
        sameOrigin({
          method: 'POST',
          headers: { Cookie: me.cookie, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
          body: JSON.stringify({ amountRupees: 60 }),
        }),
      );
      expect(response.status).toBe(503);
      expect(await messageOf(response)).toBe(payoutMessages.payoutsDisabled);
      const method = (await (
        await production.app.request('/api/account/payout-method', { headers: { Cookie: me.cookie } })
      ).json()) as PayoutMethodAnswer;
      expect(method.withdrawal.enabled).toBe(false);
      const settle = await postJson(
        production,
        `/api/payouts/test/${randomUUID()}/settle`,
        { outcome: 'processed' },
        me.cookie,
      );
      expect(settle.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('the stuck job (GET /api/cron/payouts-stuck) with the test provider', () => {
  it('needs the cron secret, and leaves test payouts processing (they settle on their page)', async () => {
    expect((await t.app.request('/api/cron/payouts-stuck')).status).toBe(401);
    const me = await shopper(10_000, { seasoned: true });
    const a = (await (await withdraw(me, 100)).json()) as PayoutCreated;
    await t.db
      .update(payouts)
      .set({ sentAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(payouts.id, a.id));
    const run = await t.app.request('/api/cron/payouts-stuck', {
      headers: { Authorization: `Bearer ${TEST_CRON_SECRET}` },
    });
    expect(run.status).toBe(200);
    expect(((await run.json()) as { checked: number }).checked).toBeGreaterThanOrEqual(1);
    expect((await storedPayout(a.id)).status).toBe('processing');
  });
});

describe('data rights', () => {
  it('the export holds my payouts and UPI IDs; deleting waits for an open payout, then keeps the money records', async () => {
    const me = await shopper(20_000, { seasoned: true });
    const a = (await (await withdraw(me, 100)).json()) as PayoutCreated;
    const exported = (await (await request('/api/account/export', { cookie: me.cookie })).json()) as {
      payouts: { id: string; releasedByAccountId?: unknown }[];
      payoutMethods: { upiId: string }[];
    };
    expect(exported.payouts.map((row) => row.id)).toContain(a.id);
    expect(exported.payouts[0]).not.toHaveProperty('releasedByAccountId');
    expect(exported.payoutMethods.map((row) => row.upiId)).toEqual(['asha.k@okaxis']);

    const refused = await postJson(t, '/api/account/delete', { password: TEST_PASSWORD }, me.cookie);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(settingsMessages.payoutOpen);

    await request(`/api/payouts/test/${a.id}/settle`, {
      method: 'POST',
      cookie: me.cookie,
      body: { outcome: 'processed' },
    });
    const deleted = await postJson(t, '/api/account/delete', { password: TEST_PASSWORD }, me.cookie);
    expect(deleted.status).toBe(200);
    expect(await t.db.select().from(payoutMethods).where(eq(payoutMethods.accountId, me.account.id))).toEqual(
      [],
    );
    expect((await storedPayout(a.id)).status).toBe('processed');
  });
});
