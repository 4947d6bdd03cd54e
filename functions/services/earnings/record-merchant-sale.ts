import { and, eq } from 'drizzle-orm';
import { saleMessages } from '../../contract/earnings.ts';
import type { Database, DbOrTx } from '../../db/database.ts';
import { coupons, earningsLedger, merchantSales } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { confirmationDate, shareOfPaise, type CashbackSettings } from './cashback-settings.ts';

export interface MerchantSaleInput {
  merchantId: string;
  /** The shopper credited (an account of role user). */
  accountId: string;
  /** One of this merchant's coupons, or null (e.g. a claim filed without a coupon). */
  couponId: string | null;
  saleAmountPaise: number;
  /** YYYY-MM-DD; the return window counts from it. */
  saleDate: string;
  remarks: string | null;
  /** Unique per merchant: the same key twice is the same sale. */
  idempotencyKey: string;
}

export interface RecordedMerchantSale {
  saleId: string;
  /** False when the key was already used: nothing new was written, the first sale is answered. */
  created: boolean;
  cashbackPaise: number;
  confirmAfter: string;
}

/**
 * Records a merchant's sale and the shopper's PENDING cashback (CASHBACK_RATE_PERCENT of the amount,
 * rounded down to whole paise), due to confirm on sale date + CASHBACK_RETURN_WINDOW_DAYS. The
 * idempotency key makes it safe to repeat: a second call with the same key (a double tap, a retry,
 * a parallel request) writes nothing and answers the first sale; the same key with other details is
 * a 409. The coupon must be the merchant's own (404 otherwise). Only inserts (decision 0031).
 */
export async function recordMerchantSale(
  db: DbOrTx,
  input: MerchantSaleInput,
  settings: CashbackSettings,
): Promise<RecordedMerchantSale> {
  if (input.couponId) {
    const [own] = await db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.id, input.couponId), eq(coupons.merchantId, input.merchantId)));
    if (!own) throw HttpError.notFound(saleMessages.couponNotFound);
  }
  const cashbackPaise = shareOfPaise(input.saleAmountPaise, settings.cashbackRateBasisPoints);
  const confirmAfter = confirmationDate(input.saleDate, settings.returnWindowDays);

  return db.transaction(async (tx) => {
    const [sale] = await tx
      .insert(merchantSales)
      .values({
        merchantId: input.merchantId,
        accountId: input.accountId,
        couponId: input.couponId,
        saleAmountPaise: input.saleAmountPaise,
        saleDate: input.saleDate,
        remarks: input.remarks,
        idempotencyKey: input.idempotencyKey,
      })
      .onConflictDoNothing({ target: [merchantSales.merchantId, merchantSales.idempotencyKey] })
      .returning({ id: merchantSales.id });
    if (sale) {
      await tx.insert(earningsLedger).values({
        accountId: input.accountId,
        kind: 'credit_pending',
        amountPaise: cashbackPaise,
        saleId: sale.id,
        confirmAfter,
      });
      return { saleId: sale.id, created: true, cashbackPaise, confirmAfter };
    }
    return answerFirstSale(tx, input);
  });
}

/** The sale an earlier call with the same key recorded, if it is the same sale. */
async function answerFirstSale(db: Database, input: MerchantSaleInput): Promise<RecordedMerchantSale> {
  const [first] = await db
    .select({
      id: merchantSales.id,
      accountId: merchantSales.accountId,
      couponId: merchantSales.couponId,
      saleAmountPaise: merchantSales.saleAmountPaise,
      saleDate: merchantSales.saleDate,
      cashbackPaise: earningsLedger.amountPaise,
      confirmAfter: earningsLedger.confirmAfter,
    })
    .from(merchantSales)
    .innerJoin(
      earningsLedger,
      and(eq(earningsLedger.saleId, merchantSales.id), eq(earningsLedger.kind, 'credit_pending')),
    )
    .where(
      and(
        eq(merchantSales.merchantId, input.merchantId),
        eq(merchantSales.idempotencyKey, input.idempotencyKey),
      ),
    );
  if (!first) throw new Error('a sale with this idempotency key exists but was not found');
  const same =
    first.accountId === input.accountId &&
    first.couponId === input.couponId &&
    first.saleAmountPaise === input.saleAmountPaise &&
    first.saleDate === input.saleDate;
  if (!same) throw HttpError.conflict(saleMessages.keyReused);
  return {
    saleId: first.id,
    created: false,
    cashbackPaise: first.cashbackPaise,
    confirmAfter: first.confirmAfter ?? confirmationDate(first.saleDate, 0),
  };
}
