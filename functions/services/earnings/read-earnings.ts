import { and, desc, eq, isNull } from 'drizzle-orm';
import { paiseToTokens, type EarningsEntry, type EarningsResponse } from '../../contract/earnings.ts';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { coupons, earningsLedger, merchants, merchantSales, stores } from '../../db/schema/index.ts';
import { storeName, storefrontOfMerchant } from '../stores/store-identity.ts';
import { readBalance, refundedShareOf } from './read-balance.ts';
import { indiaDateOf } from '../../contract/india-time.ts';
import { paiseToRupees } from '../../contract/money.ts';

/** How many of an account's newest sales and bonuses My Earnings lists (the totals count them all). */
export const EARNINGS_HISTORY_LIMIT = 200;

const confirmation = alias(earningsLedger, 'confirmation');
const reversal = alias(earningsLedger, 'reversal');
const bonusReversal = alias(earningsLedger, 'bonus_reversal');

/**
 * My Earnings (spec: Earnings response): the balance as totalPoints, pending and confirmed tokens,
 * and one row per sale (its status from the ledger: reversed, else confirmed, else pending) and per
 * referral bonus (confirmed, or reversed with the reason when the friend's cashback was taken back),
 * newest purchase first. Amounts in rupees and tokens, never floats of paise.
 */
export async function readEarnings(db: Database, accountId: string): Promise<EarningsResponse> {
  const sales = await db
    .select({
      id: merchantSales.id,
      couponName: coupons.couponName,
      storeName,
      saleAmountPaise: merchantSales.saleAmountPaise,
      saleDate: merchantSales.saleDate,
      cashbackPaise: earningsLedger.amountPaise,
      refundedSharePaise: refundedShareOf(earningsLedger.saleId),
      confirmAfter: earningsLedger.confirmAfter,
      confirmedId: confirmation.id,
      reason: reversal.reason,
    })
    .from(earningsLedger)
    .innerJoin(merchantSales, eq(merchantSales.id, earningsLedger.saleId))
    .innerJoin(merchants, eq(merchants.id, merchantSales.merchantId))
    .leftJoin(stores, storefrontOfMerchant)
    .leftJoin(coupons, eq(coupons.id, merchantSales.couponId))
    .leftJoin(
      confirmation,
      and(eq(confirmation.saleId, earningsLedger.saleId), eq(confirmation.kind, 'credit_confirmed')),
    )
    // The sale's one whole reversal; a partial refund's share (decision 0045) only lowers the cashback.
    .leftJoin(
      reversal,
      and(
        eq(reversal.saleId, earningsLedger.saleId),
        eq(reversal.kind, 'credit_reversed'),
        isNull(reversal.paymentRefundId),
      ),
    )
    .where(and(eq(earningsLedger.accountId, accountId), eq(earningsLedger.kind, 'credit_pending')))
    .orderBy(desc(merchantSales.saleDate), desc(earningsLedger.createdAt))
    .limit(EARNINGS_HISTORY_LIMIT);

  const bonuses = await db
    .select({
      id: earningsLedger.id,
      amountPaise: earningsLedger.amountPaise,
      saleAmountPaise: merchantSales.saleAmountPaise,
      createdAt: earningsLedger.createdAt,
      reason: bonusReversal.reason,
    })
    .from(earningsLedger)
    .leftJoin(merchantSales, eq(merchantSales.id, earningsLedger.saleId))
    .leftJoin(bonusReversal, eq(bonusReversal.reversedEntryId, earningsLedger.id))
    .where(and(eq(earningsLedger.accountId, accountId), eq(earningsLedger.kind, 'referral_bonus')))
    .orderBy(desc(earningsLedger.createdAt))
    .limit(EARNINGS_HISTORY_LIMIT);

  const history: EarningsEntry[] = [
    ...sales.map((sale) => ({
      id: sale.id,
      purchaseType: sale.couponName ?? sale.storeName,
      storeName: sale.storeName,
      purchaseAmount: paiseToRupees(sale.saleAmountPaise),
      purchaseDate: sale.saleDate,
      tokens: paiseToTokens(
        sale.reason !== null ? sale.cashbackPaise : sale.cashbackPaise - sale.refundedSharePaise,
      ),
      status:
        sale.reason !== null
          ? ('reversed' as const)
          : sale.confirmedId
            ? ('confirmed' as const)
            : ('pending' as const),
      reason: sale.reason,
      expectedConfirmationDate: sale.confirmAfter,
    })),
    ...bonuses.map((bonus) => ({
      id: bonus.id,
      purchaseType: 'Referral bonus',
      storeName: null,
      purchaseAmount: paiseToRupees(bonus.saleAmountPaise ?? 0),
      purchaseDate: indiaDateOf(bonus.createdAt),
      tokens: paiseToTokens(bonus.amountPaise),
      status: bonus.reason !== null ? ('reversed' as const) : ('confirmed' as const),
      reason: bonus.reason,
      expectedConfirmationDate: null,
    })),
  ]
    .sort((a, b) => b.purchaseDate.localeCompare(a.purchaseDate))
    .slice(0, EARNINGS_HISTORY_LIMIT);

  const balance = await readBalance(db, accountId);
  return {
    totalPoints: paiseToTokens(balance.balancePaise),
    pendingPoints: paiseToTokens(balance.pendingPaise),
    confirmedPoints: paiseToTokens(balance.confirmedPaise),
    purchaseHistory: history,
  };
}
