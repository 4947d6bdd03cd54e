import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { paiseToTokens, type AdminSaleRow, type MerchantSaleRow } from '../../contract/earnings.ts';
import { alias } from 'drizzle-orm/pg-core';
import type { Page, PageQuery } from '../../contract/paging.ts';
import { refundedShareOf } from './read-balance.ts';
import type { Database } from '../../db/database.ts';
import { afterCursor, pageKeyOf, rowsToFetch, toPage } from '../paging.ts';
import {
  accounts,
  coupons,
  earningsLedger,
  merchants,
  merchantSales,
  payments,
} from '../../db/schema/index.ts';
import { paiseToRupees } from '../../contract/money.ts';

const confirmation = alias(earningsLedger, 'confirmation');
const reversal = alias(earningsLedger, 'reversal');

async function listSales(db: Database, where: SQL, query: PageQuery): Promise<Page<AdminSaleRow>> {
  const rows = await db
    .select({
      id: merchantSales.id,
      couponName: coupons.couponName,
      shopperName: accounts.displayName,
      merchantName: merchants.merchantName,
      saleAmountPaise: merchantSales.saleAmountPaise,
      saleDate: merchantSales.saleDate,
      cashbackPaise: earningsLedger.amountPaise,
      refundedSharePaise: refundedShareOf(earningsLedger.saleId),
      confirmAfter: earningsLedger.confirmAfter,
      confirmedId: confirmation.id,
      reason: reversal.reason,
      paymentId: payments.id,
      pageKey: pageKeyOf(merchantSales.createdAt),
    })
    .from(merchantSales)
    .leftJoin(
      earningsLedger,
      and(eq(earningsLedger.saleId, merchantSales.id), eq(earningsLedger.kind, 'credit_pending')),
    )
    .innerJoin(merchants, eq(merchants.id, merchantSales.merchantId))
    .leftJoin(coupons, eq(coupons.id, merchantSales.couponId))
    .leftJoin(
      confirmation,
      and(eq(confirmation.saleId, merchantSales.id), eq(confirmation.kind, 'credit_confirmed')),
    )
    // The sale's one whole reversal; a partial refund's share (decision 0045) only lowers the cashback.
    .leftJoin(
      reversal,
      and(
        eq(reversal.saleId, merchantSales.id),
        eq(reversal.kind, 'credit_reversed'),
        isNull(reversal.paymentRefundId),
      ),
    )
    .innerJoin(accounts, eq(accounts.id, merchantSales.accountId))
    // A Buy Now sale is the one sale of its payment (payments_one_sale_per_payment).
    .leftJoin(payments, eq(payments.saleId, merchantSales.id))
    .where(and(where, afterCursor(merchantSales.createdAt, merchantSales.id, query, 'desc')))
    .orderBy(desc(merchantSales.createdAt), desc(merchantSales.id))
    .limit(rowsToFetch(query));
  return toPage(rows, query, (row) => ({
    id: row.id,
    couponName: row.couponName,
    shopperName: row.shopperName,
    merchantName: row.merchantName,
    saleAmount: paiseToRupees(row.saleAmountPaise),
    saleDate: row.saleDate,
    cashbackTokens: paiseToTokens(
      row.cashbackPaise === null
        ? 0
        : row.reason !== null
          ? row.cashbackPaise
          : row.cashbackPaise - row.refundedSharePaise,
    ),
    // A sale kept without a cashback entry (decision 0044) is listed too: it is still the merchant's sale.
    status:
      row.cashbackPaise === null
        ? 'no_cashback'
        : row.reason !== null
          ? 'reversed'
          : row.confirmedId
            ? 'confirmed'
            : 'pending',
    reversalReason: row.reason,
    expectedConfirmationDate: row.confirmAfter ?? row.saleDate,
    buyNow: row.paymentId !== null,
  }));
}

/** A merchant's newest sales with their cashback status (the Review screen's Sales section), paged. */
export async function listMerchantSales(
  db: Database,
  merchantId: string,
  query: PageQuery,
): Promise<Page<MerchantSaleRow>> {
  const page = await listSales(db, eq(merchantSales.merchantId, merchantId), query);
  return { ...page, items: page.items.map(({ merchantName: _merchantName, ...row }) => row) };
}

/** Every merchant's newest sales, for an administrator marking fraud, paged. */
export async function listAllSales(db: Database, query: PageQuery): Promise<Page<AdminSaleRow>> {
  return listSales(db, sql`true`, query);
}
