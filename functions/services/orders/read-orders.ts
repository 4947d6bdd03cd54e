import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_TRANSITIONS,
  type MerchantOrderRow,
  type OrderReceipt,
  type OrderRow,
  type OrderStatus,
} from '../../contract/orders.ts';
import type { Page, PageQuery } from '../../contract/paging.ts';
import type { Database, DbOrTx } from '../../db/database.ts';
import { accounts, earningsLedger, payments, shopOrderEvents, shopOrders } from '../../db/schema/index.ts';
import { afterCursor, pageKeyOf, rowsToFetch, toPage } from '../paging.ts';

const rowColumns = {
  id: shopOrders.id,
  number: shopOrders.number,
  productName: shopOrders.productName,
  storeName: shopOrders.storeName,
  pricePaise: shopOrders.pricePaise,
  mrpPaise: shopOrders.mrpPaise,
  status: shopOrders.status,
  placedAt: shopOrders.placedAt,
};

const asRow = (row: {
  id: string;
  number: string;
  productName: string;
  storeName: string;
  pricePaise: number;
  mrpPaise: number | null;
  status: OrderStatus;
  placedAt: Date;
}): OrderRow => ({ ...row, placedAt: row.placedAt.toISOString() });

/** The shopper's orders, newest first, in pages (GET /api/orders). */
export async function listMyOrders(
  db: Database,
  accountId: string,
  query: PageQuery,
): Promise<Page<OrderRow>> {
  const rows = await db
    .select({ ...rowColumns, pageKey: pageKeyOf(shopOrders.createdAt) })
    .from(shopOrders)
    .where(
      and(
        eq(shopOrders.accountId, accountId),
        afterCursor(shopOrders.createdAt, shopOrders.id, query, 'desc'),
      ),
    )
    .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id))
    .limit(rowsToFetch(query));
  return toPage(rows, query, asRow);
}

const merchantColumns = {
  ...rowColumns,
  shopperName: accounts.displayName,
  stockShort: shopOrders.stockShort,
  deliveryName: shopOrders.deliveryName,
  deliveryPhone: shopOrders.deliveryPhone,
  deliveryAddress: shopOrders.deliveryAddress,
  deliveryCity: shopOrders.deliveryCity,
  deliveryPin: shopOrders.deliveryPin,
};

type MerchantSelected = Parameters<typeof asRow>[0] & {
  shopperName: string | null;
  stockShort: boolean;
  deliveryName: string;
  deliveryPhone: string;
  deliveryAddress: string;
  deliveryCity: string;
  deliveryPin: string;
};

function asMerchantRow(row: MerchantSelected): MerchantOrderRow {
  const { deliveryName, deliveryPhone, deliveryAddress, deliveryCity, deliveryPin, ...rest } = row;
  return {
    ...asRow(rest),
    shopperName: rest.shopperName,
    stockShort: rest.stockShort,
    delivery: {
      name: deliveryName,
      phone: deliveryPhone,
      address: deliveryAddress,
      city: deliveryCity,
      pin: deliveryPin,
    },
    next: [...ORDER_TRANSITIONS[rest.status]],
  };
}

/** The merchant's orders (the Orders tab), newest first, in pages, optionally of one status. */
export async function listMerchantOrders(
  db: Database,
  merchantId: string,
  status: OrderStatus | undefined,
  query: PageQuery,
): Promise<Page<MerchantOrderRow>> {
  const where: SQL[] = [eq(shopOrders.merchantId, merchantId)];
  if (status) where.push(eq(shopOrders.status, status));
  const rows = await db
    .select({ ...merchantColumns, pageKey: pageKeyOf(shopOrders.createdAt) })
    .from(shopOrders)
    .leftJoin(accounts, eq(accounts.id, shopOrders.accountId))
    .where(and(...where, afterCursor(shopOrders.createdAt, shopOrders.id, query, 'desc')))
    .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id))
    .limit(rowsToFetch(query));
  return toPage(rows, query, asMerchantRow);
}

/** One of the merchant's orders by id; undefined for another merchant's (the caller answers 404). */
export async function readMerchantOrder(
  db: DbOrTx,
  merchantId: string,
  orderId: string,
): Promise<MerchantOrderRow | undefined> {
  const [row] = await db
    .select(merchantColumns)
    .from(shopOrders)
    .leftJoin(accounts, eq(accounts.id, shopOrders.accountId))
    .where(and(eq(shopOrders.id, orderId), eq(shopOrders.merchantId, merchantId)));
  return row ? asMerchantRow(row) : undefined;
}

/**
 * The receipt of an order for its shopper only (GET /api/orders/{number}, /orders/{number}): undefined
 * for an unknown number or another account's order, which the caller answers as 404 alike.
 */
export async function readReceipt(
  db: Database,
  accountId: string,
  number: string,
): Promise<OrderReceipt | undefined> {
  const [row] = await db
    .select({
      ...merchantColumns,
      cancelReason: shopOrders.cancelReason,
      refundedPaise: payments.refundedPaise,
      saleId: payments.saleId,
    })
    .from(shopOrders)
    .innerJoin(payments, eq(payments.id, shopOrders.paymentId))
    .leftJoin(accounts, eq(accounts.id, shopOrders.accountId))
    .where(and(eq(shopOrders.number, number), eq(shopOrders.accountId, accountId)));
  if (!row) return undefined;
  const events = await db
    .select({ status: shopOrderEvents.toStatus, at: shopOrderEvents.createdAt, note: shopOrderEvents.note })
    .from(shopOrderEvents)
    .where(eq(shopOrderEvents.orderId, row.id))
    .orderBy(asc(shopOrderEvents.createdAt), asc(shopOrderEvents.id));
  const { cancelReason, refundedPaise, saleId, ...selected } = row;
  const { shopperName: _s, stockShort: _k, next: _n, ...base } = asMerchantRow(selected);
  return {
    ...base,
    cancelReason,
    refundedPaise,
    events: events.map((event) => ({ ...event, at: event.at.toISOString() })),
    cashback: saleId ? await readCashback(db, saleId) : null,
  };
}

/** The sale's cashback as the ledger has it (decision 0031): the pending credit, confirmed or reversed. */
async function readCashback(db: Database, saleId: string): Promise<OrderReceipt['cashback']> {
  const [row] = await db
    .select({
      pending: sql<
        number | null
      >`sum(${earningsLedger.amountPaise}) filter (where ${earningsLedger.kind} = 'credit_pending')`,
      confirmed: sql<number>`count(*) filter (where ${earningsLedger.kind} = 'credit_confirmed')`,
      reversed: sql<
        number | null
      >`sum(${earningsLedger.amountPaise}) filter (where ${earningsLedger.kind} = 'credit_reversed')`,
    })
    .from(earningsLedger)
    .where(eq(earningsLedger.saleId, saleId));
  const pending = row?.pending === null || row?.pending === undefined ? null : Number(row.pending);
  if (pending === null) return null;
  const reversedPaise = Number(row?.reversed ?? 0);
  const state =
    reversedPaise >= pending ? 'reversed' : Number(row?.confirmed ?? 0) > 0 ? 'confirmed' : 'pending';
  return { amountPaise: pending, state, reversedPaise };
}
