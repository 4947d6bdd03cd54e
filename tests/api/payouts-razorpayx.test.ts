import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutCreated } from '../../functions/contract/payouts.ts';
import { earningsLedger, payoutMethods, payouts } from '../../functions/db/schema/index.ts';
import { createAccount } from '../../functions/seed/factories/index.ts';
import { readBalance } from '../../functions/services/earnings/read-balance.ts';
import { hmacHex } from '../../functions/services/payments/signature.ts';
import { startFakeRazorpayX } from '../support/fake-razorpayx.ts';
import { signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, TEST_CRON_SECRET, type TestApp } from '../support/test-app.ts';

/**
 * RazorpayX Payouts over HTTPS (decision 0065), against a fake RazorpayX API at the network boundary
 * (tests/support/fake-razorpayx.ts): the shape of each request (contact, fund account of type vpa,
 * payout in mode UPI for cashback with X-Payout-Idempotency = our payout id), the stored provider id,
 * a failed send picked up by the stuck job, and the stuck job settling what RazorpayX settled.
 */
const KEY_ID = 'rzp_test_payoutsX0001';
const KEY_SECRET = 'fake-razorpayx-key-secret';
const ACCOUNT_NUMBER = '7878780080316316';
const WEBHOOK_SECRET = 'fake-razorpayx-webhook-secret';
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeRazorpayX>>;
beforeAll(async () => {
  fake = await startFakeRazorpayX(KEY_ID, KEY_SECRET);
  t = await createTestApp({
    RAZORPAYX_KEY_ID: KEY_ID,
    RAZORPAYX_KEY_SECRET: KEY_SECRET,
    RAZORPAYX_ACCOUNT_NUMBER: ACCOUNT_NUMBER,
    RAZORPAYX_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAYX_API_URL: fake.url,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function seasonedShopper(balancePaise: number) {
  const me = await signedIn(t, 'user');
  const friend = await createAccount(t.db, { role: 'user' });
  await t.db.insert(earningsLedger).values({
    accountId: me.account.id,
    kind: 'referral_bonus',
    amountPaise: balancePaise + 5000,
    referredAccountId: friend.id,
  });
  await t.db.insert(payoutMethods).values({
    accountId: me.account.id,
    upiId: 'ravi.kumar@okhdfcbank',
    usableFrom: new Date(Date.now() - 86_400_000),
  });
  const [earlier] = await t.db
    .insert(payouts)
    .values({
      accountId: me.account.id,
      amountPaise: 5000,
      upiId: 'ravi.kumar@okhdfcbank',
      status: 'processed',
      provider: 'razorpayx',
      idempotencyKey: `earlier-${randomUUID()}`,
    })
    .returning();
  await t.db
    .insert(earningsLedger)
    .values({ accountId: me.account.id, kind: 'withdrawal', amountPaise: 5000, payoutId: earlier!.id });
  return me;
}

const withdraw = (cookie: string, amountRupees: number) =>
  t.app.request(
    '/api/payouts',
    sameOrigin({
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ amountRupees }),
    }),
  );

const stored = async (id: string) => (await t.db.select().from(payouts).where(eq(payouts.id, id)))[0]!;
const runStuckJob = () =>
  t.app.request('/api/cron/payouts-stuck', { headers: { Authorization: `Bearer ${TEST_CRON_SECRET}` } });
const ageSent = (id: string, minutes: number) =>
  t.db
    .update(payouts)
    .set({
      sentAt: new Date(Date.now() - minutes * 60_000),
      createdAt: new Date(Date.now() - minutes * 60_000),
    })
    .where(eq(payouts.id, id));

describe('RazorpayX payouts', () => {
  it('makes a contact, a vpa fund account and a UPI cashback payout keyed by our payout id', async () => {
    const me = await seasonedShopper(25_000);
    const before = fake.requests.length;
    const response = await withdraw(me.cookie, 250);
    expect(response.status).toBe(201);
    const payout = (await response.json()) as PayoutCreated;
    expect(payout.status).toBe('processing');

    const [contact, fundAccount, created] = fake.requests.slice(before);
    const auth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
    expect(contact).toMatchObject({
      method: 'POST',
      path: '/contacts',
      body: {
        name: me.account.displayName,
        email: me.account.email,
        type: 'customer',
        reference_id: me.account.id,
      },
    });
    expect(contact?.headers.authorization).toBe(auth);
    expect(fundAccount).toMatchObject({
      method: 'POST',
      path: '/fund_accounts',
      body: { account_type: 'vpa', vpa: { address: 'ravi.kumar@okhdfcbank' } },
    });
    expect(String(fundAccount?.body?.contact_id)).toMatch(/^cont_/);
    expect(created).toMatchObject({
      method: 'POST',
      path: '/payouts',
      body: {
        account_number: ACCOUNT_NUMBER,
        amount: 25_000,
        currency: 'INR',
        mode: 'UPI',
        purpose: 'cashback',
        reference_id: payout.id,
      },
    });
    expect(String(created?.body?.fund_account_id)).toMatch(/^fa_/);
    expect(created?.headers['x-payout-idempotency']).toBe(payout.id);

    const row = await stored(payout.id);
    expect(row.provider).toBe('razorpayx');
    expect(row.providerPayoutId).toMatch(/^pout_/);
    expect(fake.payouts.get(row.providerPayoutId!)?.amount).toBe(25_000);
  });

  it('the webhook settles it as RazorpayX says (processed)', async () => {
    const me = await seasonedShopper(10_000);
    const payout = (await (await withdraw(me.cookie, 100)).json()) as PayoutCreated;
    const providerId = (await stored(payout.id)).providerPayoutId!;
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payout.processed',
      payload: { payout: { entity: { id: providerId, status: 'processed', reference_id: payout.id } } },
    });
    const response = await t.app.request('/api/payouts/webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': hmacHex(WEBHOOK_SECRET, raw),
        'X-Razorpay-Event-Id': `evt_${randomUUID()}`,
      },
      body: raw,
    });
    expect(response.status).toBe(200);
    expect((await stored(payout.id)).status).toBe('processed');
  });

  it('the stuck job settles payouts processing for over 30 minutes from what RazorpayX answers', async () => {
    const paid = await seasonedShopper(10_000);
    const failed = await seasonedShopper(10_000);
    const fresh = await seasonedShopper(10_000);
    const a = (await (await withdraw(paid.cookie, 100)).json()) as PayoutCreated;
    const b = (await (await withdraw(failed.cookie, 100)).json()) as PayoutCreated;
    const c = (await (await withdraw(fresh.cookie, 100)).json()) as PayoutCreated;
    fake.setStatus((await stored(a.id)).providerPayoutId!, 'processed');
    fake.setStatus((await stored(b.id)).providerPayoutId!, 'reversed', 'Beneficiary account is closed');
    fake.setStatus((await stored(c.id)).providerPayoutId!, 'processed');
    await ageSent(a.id, 31);
    await ageSent(b.id, 31);
    await ageSent(c.id, 10); // not stuck yet

    const run = await runStuckJob();
    expect(run.status).toBe(200);
    expect(await run.json()).toEqual({ checked: 2, settled: 2 });
    expect((await stored(a.id)).status).toBe('processed');
    expect(await stored(b.id)).toMatchObject({
      status: 'reversed',
      failureReason: 'Beneficiary account is closed',
    });
    expect((await readBalance(t.db, failed.account.id)).balancePaise).toBe(10_000);
    expect((await stored(c.id)).status).toBe('processing');
    const returns = await t.db
      .select()
      .from(earningsLedger)
      .where(and(eq(earningsLedger.payoutId, b.id), eq(earningsLedger.kind, 'withdrawal_returned')));
    expect(returns).toHaveLength(1);
    // Run again: nothing more to settle, nothing returned twice.
    expect(await (await runStuckJob()).json()).toEqual({ checked: 0, settled: 0 });
  });

  it('a payout RazorpayX did not get stays processing and is sent again by the stuck job, once', async () => {
    const me = await seasonedShopper(10_000);
    fake.failNext();
    const response = await withdraw(me.cookie, 100);
    expect(response.status).toBe(201);
    const payout = (await response.json()) as PayoutCreated;
    expect(payout.status).toBe('processing');
    expect((await stored(payout.id)).providerPayoutId).toBeNull();
    await ageSent(payout.id, 31);
    await t.db.update(payouts).set({ sentAt: null }).where(eq(payouts.id, payout.id));

    const run = (await (await runStuckJob()).json()) as { checked: number };
    expect(run.checked).toBe(1);
    const row = await stored(payout.id);
    expect(row.providerPayoutId).toMatch(/^pout_/);
    const made = [...fake.payouts.values()].filter((entry) => entry.reference_id === payout.id);
    expect(made).toHaveLength(1);
  });
});
