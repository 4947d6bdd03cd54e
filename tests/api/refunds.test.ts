import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paymentAdminMessages,
  refundAmountMessage,
  type RefundAnswer,
} from '../../functions/contract/payment-admin.ts';
import type { SlotAvailability } from '../../functions/contract/slots.ts';
import {
  auditLog,
  coupons,
  earningsLedger,
  paymentRefunds,
  payments,
} from '../../functions/db/schema/index.ts';
import {
  createCatalogueProduct,
  createCoupon,
  createStore,
  isoDateInDays,
} from '../../functions/seed/factories/index.ts';
import { DEFAULT_CASHBACK_SETTINGS } from '../../functions/services/earnings/cashback-settings.ts';
import { confirmCashback } from '../../functions/services/earnings/confirm-cashback.ts';
import { readAvailableBalance, readBalance } from '../../functions/services/earnings/read-balance.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { refundEvent, sendWebhook } from '../support/payment-webhook.ts';
import { TEST_DELIVERY } from '../support/delivery.ts';

/**
 * The administrator refunds a payment (issue 20 item 4, decision 0045) through the test provider: in
 * full or in part, with a reason, audit-logged. A premium slot refunded in full puts its coupon back
 * to awaiting payment and frees its slot; a Buy Now refunded in part takes back that share of the
 * cashback, rounded in the shopper's favour, and the whole never exceeds what was credited. The
 * webhook reporting a refund already recorded changes nothing.
 */

const SECRET = 'refunds-test-secret-0123456789';
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let merchant: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp({ TEST_PAYMENTS_SECRET: SECRET });
  admin = await signedIn(t, 'admin');
  merchant = await signedIn(t, 'merchant');
});
afterAll(() => t.close());

async function pay(orderId: string, cookie?: string) {
  const checkout = await postJson(t, '/api/payments/test-checkout', { orderId, outcome: 'paid' }, cookie);
  const signed = (await checkout.json()) as Record<string, string>;
  const verified = await postJson(
    t,
    '/api/payments/verify',
    { orderId, paymentId: signed.razorpay_payment_id, signature: signed.razorpay_signature },
    cookie,
  );
  expect(verified.status).toBe(200);
  return paymentOf(orderId);
}

async function paymentOf(orderId: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
  if (!row) throw new Error(`no payment ${orderId}`);
  return row;
}

async function ordered(body: unknown, cookie?: string) {
  const response = await postJson(t, '/api/payments/orders', body, cookie);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { orderId: string }).orderId;
}

const refund = (paymentId: string, body: unknown, cookie = admin.cookie) =>
  postJson(t, `/api/admin/payments/${paymentId}/refund`, body, cookie);

async function refunded(paymentId: string, body: unknown) {
  const response = await refund(paymentId, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as RefundAnswer;
}

const webhook = (event: unknown, eventId: string) => sendWebhook(t.app, SECRET, event, eventId);

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string; fields?: Record<string, string> } }).error;

describe('a premium slot refund', () => {
  it('in full: audit-logged, the coupon awaits payment again and its live slot is free', async () => {
    const coupon = await createCoupon(t.db, {
      merchantId: merchant.merchant!.id,
      couponName: 'Refunded premium',
      requestedSlotId: 4,
      slotKind: 'premium',
      status: 'awaiting_payment',
    });
    const payment = await pay(
      await ordered({ purpose: 'premium_slot', couponId: coupon.id }, merchant.cookie),
      merchant.cookie,
    );
    expect(
      (await postJson(t, '/api/Admin/ApproveCoupon', { couponId: coupon.id }, admin.cookie)).status,
    ).toBe(200);

    // A reason is required; the amount cannot exceed what was paid; nothing is recorded meanwhile.
    const noReason = await refund(payment.id, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect((await errorOf(noReason)).fields?.reason).toBe(paymentAdminMessages.refundReasonRequired);
    const tooMuch = await refund(payment.id, { reason: 'Too much', amountPaise: 49_901 });
    expect(tooMuch.status).toBe(400);
    expect((await errorOf(tooMuch)).message).toBe(refundAmountMessage(49_900));
    expect((await refund(payment.id, { reason: 'Not mine' }, merchant.cookie)).status).toBe(403);
    expect(await t.db.select().from(paymentRefunds)).toHaveLength(0);

    const answer = await refunded(payment.id, { reason: 'Merchant cancelled the campaign' });
    expect(answer).toMatchObject({
      paymentId: payment.id,
      amountPaise: 49_900,
      refundedPaise: 49_900,
      status: 'refunded',
      message: 'Refunded ₹499.',
    });
    expect(answer.refundId).toMatch(/^rfnd_test_/);
    expect(await paymentOf(payment.providerOrderId)).toMatchObject({
      status: 'refunded',
      refundedPaise: 49_900,
    });
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({ status: 'awaiting_payment', assignedSlotId: null, reservedSlotId: null });
    const slots = (await (
      await t.app.request('/api/merchant/slots', { headers: { Cookie: merchant.cookie } })
    ).json()) as SlotAvailability[];
    expect(slots[3]).toMatchObject({ status: 'free', available: true });

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, payment.id)));
    expect(audit).toMatchObject({
      actorAccountId: admin.account.id,
      action: 'refund',
      details: {
        purpose: 'premium_slot',
        amountPaise: 49_900,
        full: true,
        reason: 'Merchant cancelled the campaign',
        providerRefundId: answer.refundId,
      },
    });

    // Refunded in full: a second refund is refused; the webhook reporting it changes nothing.
    const again = await refund(payment.id, { reason: 'Twice' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(paymentAdminMessages.refundedInFull);
    const payId = payment.providerPaymentId!;
    expect((await webhook(refundEvent(payId, answer.refundId, 49_900), 'evt_slot_refund')).status).toBe(200);
    expect(
      await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id)),
    ).toHaveLength(1);
  });

  it('in part: the payment stays paid and the request keeps its reservation', async () => {
    const coupon = await createCoupon(t.db, {
      merchantId: merchant.merchant!.id,
      requestedSlotId: 14,
      slotKind: 'premium',
      status: 'awaiting_payment',
    });
    const payment = await pay(
      await ordered({ purpose: 'premium_slot', couponId: coupon.id }, merchant.cookie),
      merchant.cookie,
    );
    const answer = await refunded(payment.id, { reason: 'Goodwill', amountPaise: 10_000 });
    expect(answer).toMatchObject({ amountPaise: 10_000, refundedPaise: 10_000, status: 'paid' });
    expect(await paymentOf(payment.providerOrderId)).toMatchObject({ status: 'paid', refundedPaise: 10_000 });
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({ status: 'pending', reservedSlotId: 14 });
  });
});

describe('a payment link refund', () => {
  it('in part, then the rest by default; nothing left is a 409', async () => {
    const link = await postJson(
      t,
      '/api/admin/payment-requests',
      { source: 'hero', amount: '1000', mobile: '9876543210' },
      admin.cookie,
    );
    const { id: requestId } = (await link.json()) as { id: string };
    const payment = await pay(await ordered({ purpose: 'link', requestId }));

    expect(await refunded(payment.id, { reason: 'Ran two days short', amountPaise: 30_000 })).toMatchObject({
      refundedPaise: 30_000,
      status: 'paid',
    });
    expect(await refunded(payment.id, { reason: 'Campaign cancelled' })).toMatchObject({
      amountPaise: 70_000,
      refundedPaise: 100_000,
      status: 'refunded',
    });
    expect(await paymentOf(payment.providerOrderId)).toMatchObject({
      status: 'refunded',
      refundedPaise: 100_000,
    });
    expect((await refund(payment.id, { reason: 'More' })).status).toBe(409);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'refund'), eq(auditLog.entityId, payment.id))),
    ).toHaveLength(2);
  });

  it('a payment.refunded event without a refund entity records what Razorpay refunded beyond ours, once', async () => {
    const payment = await pay(await ordered({ purpose: 'open_amount', amount: '800' }));
    const event = (amountRefunded: number) => ({
      entity: 'event',
      event: 'payment.refunded',
      payload: {
        payment: {
          entity: {
            id: payment.providerPaymentId,
            order_id: payment.providerOrderId,
            amount: 80_000,
            amount_refunded: amountRefunded,
          },
        },
      },
    });
    expect((await webhook(event(30_000), 'evt_cumulative_1')).status).toBe(200);
    expect(await paymentOf(payment.providerOrderId)).toMatchObject({ status: 'paid', refundedPaise: 30_000 });
    // The same total again (another delivery id) adds nothing; a larger total adds the difference.
    expect((await webhook(event(30_000), 'evt_cumulative_2')).status).toBe(200);
    expect((await paymentOf(payment.providerOrderId)).refundedPaise).toBe(30_000);
    expect((await webhook(event(80_000), 'evt_cumulative_3')).status).toBe(200);
    expect(await paymentOf(payment.providerOrderId)).toMatchObject({
      status: 'refunded',
      refundedPaise: 80_000,
    });
    const rows = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id));
    expect(rows.map((row) => row.amountPaise).sort()).toEqual([30_000, 50_000]);
    expect(rows.every((row) => row.reason === null && row.actorAccountId === null)).toBe(true);
  });

  it('an unpaid order or an unknown payment cannot be refunded', async () => {
    const orderId = await ordered({ purpose: 'open_amount', amount: '250' });
    const unpaid = await paymentOf(orderId);
    const response = await refund(unpaid.id, { reason: 'Nothing to give back' });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe(paymentAdminMessages.refundNotPaid);
    expect((await refund('00000000-0000-4000-8000-000000000000', { reason: 'x' })).status).toBe(404);
  });
});

describe('a Buy Now refund', () => {
  it('in parts takes back each share of the cashback in the shopper’s favour, never more than credited', async () => {
    await createStore(t, { merchantId: merchant.merchant!.id });
    const product = await createCatalogueProduct(t, {
      merchantId: merchant.merchant!.id,
      pricePaise: 249_900,
    });
    const shopper = await signedIn(t, 'user');
    const payment = await pay(
      await ordered(
        { purpose: 'product', kind: 'catalogue', productId: product.id, delivery: TEST_DELIVERY },
        shopper.cookie,
      ),
      shopper.cookie,
    );
    const ledger = () =>
      t.db
        .select({ kind: earningsLedger.kind, amountPaise: earningsLedger.amountPaise })
        .from(earningsLedger)
        .where(eq(earningsLedger.accountId, shopper.account.id))
        .orderBy(earningsLedger.createdAt);
    // 5% of ₹2,499.
    expect(await ledger()).toEqual([{ kind: 'credit_pending', amountPaise: 12_495 }]);

    // ₹1,000.10 of ₹2,499: 12,495 × 1,00,010 / 2,49,900 = 5,000.5 → 5,000 taken back; the half paisa stays.
    const first = await refunded(payment.id, { reason: 'One item returned', amountPaise: 100_010 });
    expect(await ledger()).toEqual([
      { kind: 'credit_pending', amountPaise: 12_495 },
      { kind: 'credit_reversed', amountPaise: 5_000 },
    ]);
    expect(await readBalance(t.db, shopper.account.id)).toEqual({
      balancePaise: 0,
      pendingPaise: 7_495,
      confirmedPaise: 0,
    });
    expect(await readAvailableBalance(t.db, shopper.account.id)).toBe(
      (await readBalance(t.db, shopper.account.id)).balancePaise,
    );

    // The webhook reporting that very refund (by its id) changes nothing.
    const payId = payment.providerPaymentId!;
    expect((await webhook(refundEvent(payId, first.refundId, 100_010), 'evt_buy_now_r1')).status).toBe(200);
    expect(await ledger()).toHaveLength(2);
    expect((await paymentOf(payment.providerOrderId)).refundedPaise).toBe(100_010);

    // The return window passes: the sale confirms whole, and its share taken back counts against it.
    await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, isoDateInDays(60));
    expect(await readBalance(t.db, shopper.account.id)).toEqual({
      balancePaise: 7_495,
      pendingPaise: 0,
      confirmedPaise: 7_495,
    });
    expect(await readAvailableBalance(t.db, shopper.account.id)).toBe(
      (await readBalance(t.db, shopper.account.id)).balancePaise,
    );

    // A refund made in Razorpay's dashboard arrives by webhook: its share, by the cumulative rule
    // (floor(12,495 × 2,00,010 / 2,49,900) = 10,000, so 5,000 more); the same event again does nothing.
    expect((await webhook(refundEvent(payId, 'rfnd_dashboard_1', 100_000), 'evt_dash_1')).status).toBe(200);
    expect((await webhook(refundEvent(payId, 'rfnd_dashboard_1', 100_000), 'evt_dash_1b')).status).toBe(200);
    expect((await ledger()).at(-1)).toEqual({ kind: 'credit_reversed', amountPaise: 5_000 });
    expect((await paymentOf(payment.providerOrderId)).refundedPaise).toBe(200_010);

    // The rest, in full: what is left of the cashback goes, and no more than was credited.
    expect(await refunded(payment.id, { reason: 'Order cancelled' })).toMatchObject({
      amountPaise: 49_890,
      status: 'refunded',
    });
    const entries = await ledger();
    expect(entries.at(-1)).toEqual({ kind: 'credit_reversed', amountPaise: 2_495 });
    const reversed = entries
      .filter((entry) => entry.kind === 'credit_reversed')
      .reduce((sum, entry) => sum + entry.amountPaise, 0);
    expect(reversed).toBe(12_495);
    expect(await readBalance(t.db, shopper.account.id)).toEqual({
      balancePaise: 0,
      pendingPaise: 0,
      confirmedPaise: 0,
    });
    expect(await readAvailableBalance(t.db, shopper.account.id)).toBe(
      (await readBalance(t.db, shopper.account.id)).balancePaise,
    );
  });
});
