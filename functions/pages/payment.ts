import { recordIdSchema } from '../contract/ids.ts';
import {
  paymentAmountToPaise,
  paymentMessages,
  PRODUCT_KINDS,
  type PaymentView,
} from '../contract/payments.ts';
import { toIndianMobile } from '../contract/rules.ts';
import { getRuntime } from '../runtime.ts';
import { paymentProvider } from '../services/payments/provider.ts';
import { findProductForSale } from '../services/payments/subjects/product.ts';
import { readTestOrder } from '../services/payments/test-checkout.ts';
import type { Profile } from '../contract/account-display.ts';
import { linkForPage, premiumSlotForPage } from './payment-subjects.ts';

const bad = (message: string): PaymentView => ({
  ok: false,
  status: 400,
  heading: 'This payment link is not valid',
  message,
});

/**
 * The payment page's first view (/payment, /payment/{amount}, /payment/{amount}/{mobile}; spec
 * section 2): the amount and mobile from the address, or, when the address names a product
 * (`?product=<id>&kind=catalogue|pick`, storefront Buy Now), the product's stored price, which is what
 * the order will charge. A bad amount or mobile is a clear 400 page; an unknown product a 404.
 */
export async function paymentForPage(
  params: { amount?: string | undefined; mobile?: string | undefined },
  query: URLSearchParams,
  profile: Profile | null = null,
): Promise<PaymentView> {
  const { config, database } = await getRuntime();
  const provider = paymentProvider(config).name;

  let mobile: string | null = null;
  if (params.mobile !== undefined) {
    mobile = toIndianMobile(params.mobile);
    if (!mobile) return bad(paymentMessages.badMobile);
  }

  const productId = query.get('product');
  if (productId !== null) {
    const kind = PRODUCT_KINDS.find((k) => k === (query.get('kind') ?? 'catalogue'));
    const id = recordIdSchema.safeParse(productId);
    const product = kind && id.success ? await findProductForSale(database.db, kind, id.data) : null;
    if (!kind || !product) {
      return {
        ok: false,
        status: 404,
        heading: 'Product not available',
        message: paymentMessages.productNotFound,
      };
    }
    return {
      ok: true,
      amountPaise: product.pricePaise,
      mobile,
      title: `${product.productName} from ${product.storeName}`,
      order: { purpose: 'product', kind: product.kind, productId: product.id },
      provider,
      product: {
        mrpPaise:
          product.mrpPaise !== null && product.mrpPaise > product.pricePaise ? product.mrpPaise : null,
        outOfStock: product.stockCount === 0,
        stockLeft: product.stockCount,
        signedIn: profile !== null,
        buyerName: profile?.name ?? '',
        productName: product.productName,
        storeName: product.storeName,
      },
    };
  }

  // request=<id>: an administrator's payment link; coupon=<id>: a premium slot (issue #12 items 5, 6).
  const subject =
    (await linkForPage(database.db, query, provider)) ??
    (await premiumSlotForPage(database.db, config, query, profile, provider));
  if (subject) return subject;

  if (params.amount === undefined) {
    return {
      ok: false,
      status: 400,
      heading: 'Nothing to pay',
      message: 'This page needs an amount, e.g. /payment/499.',
    };
  }
  const amountText = params.amount;
  const amountPaise = paymentAmountToPaise(amountText);
  if (amountPaise === null) return bad(paymentMessages.badAmount);
  return {
    ok: true,
    amountPaise,
    mobile,
    title: null,
    order: { purpose: 'open_amount', amount: amountText, ...(mobile ? { mobile } : {}) },
    provider,
  };
}

/** The test checkout page (/payment/test-checkout?order=…): the order, or null (unknown, or Razorpay mode). */
export async function testCheckoutForPage(orderId: string | null) {
  const { config, database } = await getRuntime();
  if (paymentProvider(config).name !== 'test' || !orderId || orderId.length > 100) return null;
  return readTestOrder(database.db, orderId);
}
