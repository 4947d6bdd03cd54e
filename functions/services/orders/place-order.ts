import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { orderMessages } from '../../contract/orders.ts';
import {
  catalogueProducts,
  merchantProducts,
  merchants,
  paymentRefunds,
  shopOrderEvents,
  shopOrders,
  stores,
} from '../../db/schema/index.ts';
import type { PaymentRow, Tx } from '../payments/payment-subject.ts';
import { storeName } from '../stores/store-identity.ts';

/** No 0/O or 1/I: a number read out over the phone is not misheard. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'DS' and ten random characters (50 bits): unguessable, and the receipt is its shopper's only anyway. */
export function newOrderNumber(): string {
  const bytes = randomBytes(10);
  return `DS${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

/**
 * The order of a paid Buy Now (decision 0074), in the transaction that marked the payment paid: once
 * per payment (payment_id is unique, and markPaid runs onPaid once), with the product's name, store and
 * MRP as they were, the price paid and the address given before paying. The product's stock, when
 * counted, goes down by one in one conditional UPDATE (never below 0); a payment that lands after the
 * last one sold still makes its order (the money is taken), marked stock_short for the merchant to
 * ship or cancel with a refund. A payment without an address (made before orders existed) makes none.
 */
export async function placeOrder(tx: Tx, payment: PaymentRow): Promise<void> {
  if (payment.purpose !== 'product' || !payment.delivery || !payment.providerPaymentId) return;
  const product = await readProduct(tx, payment);
  const delivery = payment.delivery;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [order] = await tx
      .insert(shopOrders)
      .values({
        number: newOrderNumber(),
        paymentId: payment.id,
        accountId: payment.accountId,
        merchantId: payment.merchantId,
        catalogueProductId: payment.catalogueProductId,
        merchantProductId: payment.merchantProductId,
        productName: product?.productName ?? payment.description,
        storeName: product?.storeName ?? '',
        pricePaise: payment.amountPaise,
        mrpPaise: product?.mrpPaise && product.mrpPaise > payment.amountPaise ? product.mrpPaise : null,
        deliveryName: delivery.name,
        deliveryPhone: delivery.phone,
        deliveryAddress: delivery.address,
        deliveryCity: delivery.city,
        deliveryPin: delivery.pin,
        placedAt: payment.paidAt ?? new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: shopOrders.id });
    if (!order) {
      const [existing] = await tx
        .select({ id: shopOrders.id })
        .from(shopOrders)
        .where(eq(shopOrders.paymentId, payment.id));
      if (existing) return;
      continue; // the number was taken: draw another
    }
    await tx.insert(shopOrderEvents).values({ orderId: order.id, fromStatus: null, toStatus: 'placed' });
    if (!(await takeOneFromStock(tx, payment))) {
      await tx.update(shopOrders).set({ stockShort: true }).where(eq(shopOrders.id, order.id));
    }
    return;
  }
  throw new Error('no free order number after three draws');
}

async function readProduct(tx: Tx, payment: PaymentRow) {
  if (payment.catalogueProductId) {
    const [row] = await tx
      .select({ productName: catalogueProducts.productName, mrpPaise: catalogueProducts.mrpPaise, storeName })
      .from(catalogueProducts)
      .innerJoin(merchants, eq(merchants.id, catalogueProducts.merchantId))
      .leftJoin(stores, eq(stores.merchantId, merchants.id))
      .where(eq(catalogueProducts.id, payment.catalogueProductId));
    return row;
  }
  if (payment.merchantProductId) {
    const [row] = await tx
      .select({ productName: merchantProducts.productName, mrpPaise: merchantProducts.mrpPaise, storeName })
      .from(merchantProducts)
      .innerJoin(merchants, eq(merchants.id, merchantProducts.merchantId))
      .leftJoin(stores, eq(stores.merchantId, merchants.id))
      .where(eq(merchantProducts.id, payment.merchantProductId));
    return row;
  }
  return undefined;
}

/** One off the product's stock when it is counted; false when it was counted and had none left. */
async function takeOneFromStock(tx: Tx, payment: PaymentRow): Promise<boolean> {
  const table = payment.catalogueProductId
    ? catalogueProducts
    : payment.merchantProductId
      ? merchantProducts
      : null;
  const productId = payment.catalogueProductId ?? payment.merchantProductId;
  if (!table || !productId) return true;
  const [taken] = await tx
    .update(table)
    .set({ stockCount: sql`${table.stockCount} - 1` })
    .where(and(eq(table.id, productId), gt(table.stockCount, 0)))
    .returning({ id: table.id });
  if (taken) return true;
  const [uncounted] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, productId), isNull(table.stockCount)));
  // Not counted (or the product is gone): nothing to take.
  return uncounted !== undefined || !(await exists(tx, table, productId));
}

async function exists(tx: Tx, table: typeof catalogueProducts | typeof merchantProducts, productId: string) {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, productId));
  return row !== undefined;
}

/**
 * A payment refunded in full cancels its order (a merchant's cancel comes here through the refund;
 * so do an administrator's refund and a refund made in Razorpay's dashboard): one conditional UPDATE
 * from any status but cancelled, and the event names who refunded and why.
 */
export async function cancelOrderOfRefund(tx: Tx, payment: PaymentRow, refundId: string): Promise<void> {
  const [refund] = await tx
    .select({ actor: paymentRefunds.actorAccountId, reason: paymentRefunds.reason })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.id, refundId));
  const now = new Date();
  const [order] = await tx
    .select({ id: shopOrders.id, status: shopOrders.status, stockShort: shopOrders.stockShort })
    .from(shopOrders)
    .where(eq(shopOrders.paymentId, payment.id))
    .for('update');
  if (!order || order.status === 'cancelled') return;
  const note = refund?.reason ?? orderMessages.refundedBy;
  const [moved] = await tx
    .update(shopOrders)
    .set({ status: 'cancelled', cancelledAt: now, cancelReason: note, updatedAt: now })
    .where(and(eq(shopOrders.id, order.id), inArray(shopOrders.status, ['placed', 'shipped', 'delivered'])))
    .returning({ id: shopOrders.id });
  if (!moved) return;
  await tx.insert(shopOrderEvents).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: 'cancelled',
    actorAccountId: refund?.actor ?? null,
    note,
    createdAt: now,
  });
  // Not sent yet: the one it took goes back on the shelf.
  if (order.status === 'placed' && !order.stockShort) await putBackInStock(tx, payment);
}

async function putBackInStock(tx: Tx, payment: PaymentRow) {
  const table = payment.catalogueProductId
    ? catalogueProducts
    : payment.merchantProductId
      ? merchantProducts
      : null;
  const productId = payment.catalogueProductId ?? payment.merchantProductId;
  if (!table || !productId) return;
  await tx
    .update(table)
    .set({ stockCount: sql`${table.stockCount} + 1` })
    .where(and(eq(table.id, productId), isNotNull(table.stockCount)));
}
