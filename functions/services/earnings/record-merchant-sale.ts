import { and, eq } from 'drizzle-orm';
import { emailVerificationMessages } from '../../contract/account-email.ts';
import { saleMessages, type SaleSource } from '../../contract/earnings.ts';
import type { Database, DbOrTx } from '../../db/database.ts';
import { coupons, earningsLedger, merchantSales } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { storeCashbackRateBp } from '../stores/store-cashback.ts';
import { attributeClick } from './attribute-click.ts';
import { cashbackEligibility } from './can-earn.ts';
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
  /**
   * Unique per merchant: the same key twice is the same sale. Ignored when an order reference is given:
   * the order is then the sale's identity (`order:{reference}`), whichever way it is reported.
   */
  idempotencyKey: string;
  /** The merchant's order number (issue 22): the same order is credited once, by form, CSV or postback. */
  orderReference?: string | null;
  /**
   * The tracked click the sale names (issue 22): it must be a click by this shopper at this store within
   * CLICK_ATTRIBUTION_DAYS (attributeClick), else 400 and nothing is written. A sale without a coupon
   * takes the click's coupon.
   */
  clickId?: string | null;
  /** How the sale reached the site; kept for the shopper's timeline and the merchant's statement. */
  source?: SaleSource;
  /**
   * What happens when the shopper cannot earn (unverified email, deleted account, not a shopper):
   * `refuse` (the default: a merchant's or a claim's sale exists only to credit cashback, so it is a
   * 400 with a clear message and nothing is written) or `record_without_cashback` (a Buy Now: the
   * shopper has paid, so the merchant's sale is kept, with no ledger entry). Decision 0044.
   */
  whenShopperCannotEarn?: 'refuse' | 'record_without_cashback';
}

export interface RecordedMerchantSale {
  saleId: string;
  /** False when the key was already used: nothing new was written, the first sale is answered. */
  created: boolean;
  /** 0 when the sale has no cashback entry. */
  cashbackPaise: number;
  /** When the pending cashback confirms; null for a sale kept without cashback. */
  confirmAfter: string | null;
  /** The store's rate the sale was recorded at, in basis points. */
  cashbackRateBp: number;
}

/**
 * Records a merchant's sale and the shopper's PENDING cashback (the store's rate in force, issue 22:
 * CASHBACK_RATE_PERCENT unless the store has its own, of the amount, rounded down to whole paise), due to confirm on sale date + CASHBACK_RETURN_WINDOW_DAYS. The
 * idempotency key makes it safe to repeat: a second call with the same key (a double tap, a retry,
 * a parallel request) writes nothing and answers the first sale; the same key with other details is
 * a 409. The coupon must be the merchant's own (404 otherwise). Only inserts (decision 0031).
 *
 * Cashback goes only to a verified, living shopper (see `whenShopperCannotEarn`), and a cashback that
 * rounds down to 0 paise is not written: the sale is kept without a ledger entry (decision 0044).
 */
export async function recordMerchantSale(
  db: DbOrTx,
  given: MerchantSaleInput,
  settings: CashbackSettings,
): Promise<RecordedMerchantSale> {
  let input = given;
  if (input.orderReference) input = { ...input, idempotencyKey: `order:${input.orderReference}` };
  if (input.clickId) {
    const click = await attributeClick(db, {
      merchantId: input.merchantId,
      clickId: input.clickId,
      accountId: input.accountId,
      saleDate: input.saleDate,
      attributionDays: settings.clickAttributionDays,
    });
    input = { ...input, clickId: click.clickId, couponId: input.couponId ?? click.couponId };
  }
  if (input.couponId) {
    const [own] = await db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.id, input.couponId), eq(coupons.merchantId, input.merchantId)));
    if (!own) throw HttpError.notFound(saleMessages.couponNotFound);
  }
  const eligibility = await cashbackEligibility(db, input.accountId);
  if (eligibility !== 'eligible' && input.whenShopperCannotEarn !== 'record_without_cashback') {
    // A retry of a sale recorded before the shopper changed their email still answers that sale.
    const first = await findFirstSale(db, input);
    if (first) return sameSaleOrConflict(first, input);
    const message =
      eligibility === 'unverified'
        ? emailVerificationMessages.shopperUnverified
        : saleMessages.shopperNotFound;
    throw HttpError.badInput(message, { shopper: message });
  }
  // The store's rate in force now: the sale keeps it, whatever the store's rate becomes later.
  const cashbackRateBp = await storeCashbackRateBp(db, input.merchantId, settings.cashbackRateBasisPoints);
  const cashbackPaise = eligibility === 'eligible' ? shareOfPaise(input.saleAmountPaise, cashbackRateBp) : 0;
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
        orderReference: input.orderReference ?? null,
        clickId: input.clickId ?? null,
        cashbackRateBp,
        source: input.source ?? null,
      })
      .onConflictDoNothing({ target: [merchantSales.merchantId, merchantSales.idempotencyKey] })
      .returning({ id: merchantSales.id });
    if (sale) {
      if (cashbackPaise === 0) {
        return { saleId: sale.id, created: true, cashbackPaise, confirmAfter: null, cashbackRateBp };
      }
      await tx.insert(earningsLedger).values({
        accountId: input.accountId,
        kind: 'credit_pending',
        amountPaise: cashbackPaise,
        saleId: sale.id,
        confirmAfter,
      });
      return { saleId: sale.id, created: true, cashbackPaise, confirmAfter, cashbackRateBp };
    }
    const first = await findFirstSale(tx, input);
    if (!first) throw new Error('a sale with this idempotency key exists but was not found');
    return sameSaleOrConflict(first, input);
  });
}

type FirstSale = NonNullable<Awaited<ReturnType<typeof findFirstSale>>>;

/** The sale an earlier call with the same key recorded, with its cashback entry if it has one. */
async function findFirstSale(db: Database, input: MerchantSaleInput) {
  const [first] = await db
    .select({
      id: merchantSales.id,
      accountId: merchantSales.accountId,
      couponId: merchantSales.couponId,
      saleAmountPaise: merchantSales.saleAmountPaise,
      saleDate: merchantSales.saleDate,
      cashbackRateBp: merchantSales.cashbackRateBp,
      cashbackPaise: earningsLedger.amountPaise,
      confirmAfter: earningsLedger.confirmAfter,
    })
    .from(merchantSales)
    .leftJoin(
      earningsLedger,
      and(eq(earningsLedger.saleId, merchantSales.id), eq(earningsLedger.kind, 'credit_pending')),
    )
    .where(
      and(
        eq(merchantSales.merchantId, input.merchantId),
        eq(merchantSales.idempotencyKey, input.idempotencyKey),
      ),
    );
  return first;
}

/** The first sale answered again (200), if it is the same sale; other details with the key are a 409. */
function sameSaleOrConflict(first: FirstSale, input: MerchantSaleInput): RecordedMerchantSale {
  const same =
    first.accountId === input.accountId &&
    first.couponId === input.couponId &&
    first.saleAmountPaise === input.saleAmountPaise &&
    first.saleDate === input.saleDate;
  if (!same) throw HttpError.conflict(saleMessages.keyReused);
  return {
    saleId: first.id,
    created: false,
    cashbackPaise: first.cashbackPaise ?? 0,
    confirmAfter: first.cashbackPaise === null ? null : (first.confirmAfter ?? first.saleDate),
    cashbackRateBp: first.cashbackRateBp ?? 0,
  };
}
