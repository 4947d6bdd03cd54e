import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { REFUND_REVERSAL_NOTE } from '../../../contract/earnings.ts';
import { paymentMessages } from '../../../contract/payments.ts';
import type { productOrderSchema } from '../../../contract/payments-schemas.ts';
import { todayInIndia } from '../../../contract/india-time.ts';
import type { Database } from '../../../db/database.ts';
import {
  catalogueProducts,
  merchantCategories,
  merchantProducts,
  merchants,
  payments,
  stores,
} from '../../../db/schema/index.ts';
import { catalogueProductShown } from '../../storefront/catalogue-shown.ts';
import { storeName } from '../../stores/store-identity.ts';
import { HttpError } from '../../../http/http-error.ts';
import { cashbackEligibility } from '../../earnings/can-earn.ts';
import { cashbackSettings } from '../../earnings/cashback-settings.ts';
import { recordMerchantSale } from '../../earnings/record-merchant-sale.ts';
import { reverseRefundShare, reverseSale } from '../../earnings/reverse-sale.ts';
import { visibleStoreOf } from '../../storefront/read-store.ts';
import { cancelOrderOfRefund, placeOrder } from '../../orders/place-order.ts';
import { orderMessages } from '../../../contract/orders.ts';
import type { PaymentSubjectHandler } from '../payment-subject.ts';

export interface ProductForSale {
  id: string;
  kind: 'catalogue' | 'pick';
  merchantId: string;
  productName: string;
  pricePaise: number;
  mrpPaise: number | null;
  /** Null: not counted; 0: out of stock (Buy Now refused). */
  stockCount: number | null;
  storeName: string;
}

/**
 * A product the storefront shows, as the storefront reads it (read-storefront.ts): a catalogue product
 * in an active category, or an approved "Pick Your Products" item, not hidden, on a store the public
 * may see. Null otherwise (also for a malformed id).
 */
export async function findProductForSale(
  db: Database,
  kind: 'catalogue' | 'pick',
  productId: string,
): Promise<ProductForSale | null> {
  if (kind === 'catalogue') {
    const [row] = await db
      .select({
        id: catalogueProducts.id,
        merchantId: catalogueProducts.merchantId,
        productName: catalogueProducts.productName,
        pricePaise: catalogueProducts.pricePaise,
        mrpPaise: catalogueProducts.mrpPaise,
        stockCount: catalogueProducts.stockCount,
        storeName,
      })
      .from(catalogueProducts)
      .innerJoin(merchantCategories, eq(merchantCategories.id, catalogueProducts.categoryId))
      .innerJoin(stores, visibleStoreOf(catalogueProducts.merchantId))
      .innerJoin(merchants, eq(merchants.id, stores.merchantId))
      .where(
        and(
          eq(catalogueProducts.id, productId),
          catalogueProductShown,
          eq(merchantCategories.isActive, true),
        ),
      )
      .limit(1);
    return row ? { ...row, kind } : null;
  }
  const [row] = await db
    .select({
      id: merchantProducts.id,
      merchantId: merchantProducts.merchantId,
      productName: merchantProducts.productName,
      pricePaise: merchantProducts.pricePaise,
      mrpPaise: merchantProducts.mrpPaise,
      stockCount: merchantProducts.stockCount,
      storeName,
    })
    .from(merchantProducts)
    .innerJoin(stores, visibleStoreOf(merchantProducts.merchantId))
    .innerJoin(merchants, eq(merchants.id, stores.merchantId))
    .where(
      and(
        eq(merchantProducts.id, productId),
        eq(merchantProducts.isApproved, true),
        isNull(merchantProducts.hiddenAt),
      ),
    )
    .limit(1);
  return row ? { ...row, kind } : null;
}

/**
 * Storefront Buy Now: the charge is the product's stored price and the merchant its own. Once paid by
 * a signed-in shopper (role user), the purchase is recorded as that merchant's sale (idempotency key
 * `payment:<provider payment id>`) with pending cashback when the shopper may earn; a shopper who has
 * not verified their email, or who deleted the account before the payment landed, gets the sale
 * recorded for the merchant without cashback (decision 0044). A full refund reverses that cashback
 * (what is left of it) and the referral bonus it paid (reverseSale); a partial one its share
 * (decision 0045).
 */
export const productSubject: PaymentSubjectHandler<z.infer<typeof productOrderSchema>> = {
  async charge(db, input, payer) {
    // An order is kept in the buyer's account (receipt, status, refund): Buy Now needs a sign-in.
    if (!payer.accountId) throw HttpError.unauthorized(orderMessages.signInToBuy);
    const product = await findProductForSale(db, input.kind, input.productId);
    if (!product) throw HttpError.notFound(paymentMessages.productNotFound);
    if (product.stockCount === 0) throw HttpError.conflict(orderMessages.outOfStock);
    return {
      amountPaise: product.pricePaise,
      description: `${product.productName} from ${product.storeName}`.slice(0, 200),
      columns: {
        merchantId: product.merchantId,
        catalogueProductId: product.kind === 'catalogue' ? product.id : null,
        merchantProductId: product.kind === 'pick' ? product.id : null,
        delivery: input.delivery,
      },
    };
  },
  async onPaid(tx, payment, { config }) {
    // The order first: whoever bought, it is the merchant's to ship (decision 0074).
    await placeOrder(tx, payment);
    if (!payment.accountId || !payment.merchantId || !payment.providerPaymentId) return;
    // Sales are for shoppers: a merchant or an administrator buying is a plain payment. A shopper's
    // account counts even when unverified or deleted: the sale is the merchant's, only the cashback is not.
    if ((await cashbackEligibility(tx, payment.accountId)) === 'not_shopper') return;
    const sale = await recordMerchantSale(
      tx,
      {
        merchantId: payment.merchantId,
        accountId: payment.accountId,
        couponId: null,
        saleAmountPaise: payment.amountPaise,
        saleDate: todayInIndia(payment.paidAt ?? new Date()),
        remarks: `Buy Now: ${payment.description}`.slice(0, 500),
        idempotencyKey: `payment:${payment.providerPaymentId}`,
        source: 'buy_now',
        whenShopperCannotEarn: 'record_without_cashback',
      },
      cashbackSettings(config),
    );
    await tx.update(payments).set({ saleId: sale.saleId }).where(eq(payments.id, payment.id));
  },
  async onRefunded(tx, payment, _context, refund) {
    // Refunded in full, by a merchant's cancel, an admin's refund or Razorpay's dashboard: the order is cancelled.
    if (refund.full) await cancelOrderOfRefund(tx, payment, refund.refundId);
    if (!payment.saleId) return;
    if (!refund.full) {
      // A partial refund takes back that share of the cashback (decision 0045).
      await reverseRefundShare(tx, {
        saleId: payment.saleId,
        paymentRefundId: refund.refundId,
        refundedPaise: refund.totalRefundedPaise,
        paymentPaise: payment.amountPaise,
      });
      return;
    }
    try {
      await reverseSale(tx, {
        saleId: payment.saleId,
        merchantId: null,
        reason: 'cancelled',
        note: REFUND_REVERSAL_NOTE,
      });
    } catch (error) {
      // The merchant reversed it already (a return), or the sale earned no cashback: the cashback is out
      // once, which is what a refund needs.
      if (!(error instanceof HttpError && error.status === 409)) throw error;
    }
  },
};
