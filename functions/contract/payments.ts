/**
 * Payments (issue #12; spec sections 2 "Payment page", 3, 4, 7): the texts, bounds and shapes the
 * payment pages and the API share. Zod-free: the payment island imports it.
 */
import { formatPaise, paiseToRupeesText, parseRupees } from './money.ts';

/**
 * What one payment may be, in paise, whatever it pays for: an open amount (/payment/{amount}) and an
 * administrator's payment link alike (a link is an open amount chosen by an admin). From ₹1 (Razorpay's
 * own minimum) to ₹5,00,000 (Razorpay's default per-payment limit).
 */
export const PAYMENT_MIN_PAISE = 100;
export const PAYMENT_MAX_PAISE = 50_000_000;

export const paymentMessages = {
  paymentSuccessful: 'Payment Successful!',
  sdkFailed: 'Razorpay SDK failed to load. Please try again later.',
  mobileMissing: 'Mobile number is missing.',
  badAmount: `The amount must be in rupees, whole or with paise (e.g. 499 or 499.50), from ${formatPaise(PAYMENT_MIN_PAISE)} to ${formatPaise(PAYMENT_MAX_PAISE)}.`,
  badMobile: 'The mobile number must be a 10-digit Indian mobile number (+91, 91 or a leading 0 is fine).',
  productNotFound: 'This product is not for sale.',
  orderNotFound: 'This payment order does not exist.',
  badSignature: 'The payment could not be verified. No money was taken by this site; please try again.',
  otherPaymentId: 'This order was already paid with another payment.',
  notPayable: 'This order can no longer be paid. Please start a new payment.',
  providerFailed: 'The payment could not be started. Please try again in a moment.',
  paymentFailed: 'The payment did not go through. No money was taken; you can try again.',
  verifying: 'Checking your payment…',
  tryAgain: 'Try again',
  testCheckoutTitle: 'Test payment — no real money moves',
  testCheckoutOnly: 'The test checkout is only available when the site runs without Razorpay keys.',
  badWebhookSignature: 'Invalid webhook signature.',
  /** An administrator's payment link (functions/services/payments/subjects/link.ts). */
  linkNotFound: 'This payment link does not exist.',
  linkAlreadyPaid: 'This payment link has already been paid.',
} as const;

/**
 * An amount in the address of /payment/{amount}: whole rupees or rupees.paise, from PAYMENT_MIN_PAISE
 * up to PAYMENT_MAX_PAISE, as integer paise; null otherwise.
 */
export function paymentAmountToPaise(text: string): number | null {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text.trim())) return null;
  const paise = parseRupees(text);
  if (paise === null || paise < PAYMENT_MIN_PAISE || paise > PAYMENT_MAX_PAISE) return null;
  return paise;
}

/** '/payment/499/9876543210' (the link the Share button sends), or '/payment/499.50'. */
export function paymentLinkPath(paise: number, mobile?: string | null): string {
  const rupees = paiseToRupeesText(paise);
  return mobile ? `/payment/${rupees}/${mobile}` : `/payment/${rupees}`;
}

/** What Buy Now links carry beside the price: which of a storefront's two product kinds. */
export const PRODUCT_KINDS = ['catalogue', 'pick'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** What the payment island sends to POST /api/payments/orders: what is paid for, never a product's amount. */
export type PaymentOrderBody =
  | {
      purpose: 'product';
      kind: ProductKind;
      productId: string;
      /** Added by the address step (issue 24 item 6) before Pay. */
      delivery?: { name: string; phone: string; address: string; city: string; pin: string };
    }
  | { purpose: 'open_amount'; amount: string; mobile?: string }
  | { purpose: 'link'; requestId: string }
  | { purpose: 'premium_slot'; couponId: string };

export type PaymentView =
  | {
      ok: true;
      amountPaise: number;
      /** Ten digits, or null when the address has none. */
      mobile: string | null;
      /** What is being bought, when it is a product. */
      title: string | null;
      order: PaymentOrderBody;
      provider: 'razorpay' | 'test';
      /**
       * A Buy Now (issue 24 item 6): the MRP beside the price, whether any is left, and whether the
       * page's visitor is signed in (Buy Now needs an account); null for anything else.
       */
      product?: {
        mrpPaise: number | null;
        outOfStock: boolean;
        stockLeft: number | null;
        signedIn: boolean;
        /** The address step's first values: the account's name. */
        buyerName: string;
        /** The product and its store, as stored (the title in the page's own words names them). */
        productName: string;
        storeName: string;
      } | null;
      /**
       * A premium slot's or a payment link's stored parts (decision 0095): a Hindi or Telugu page says
       * the title in its own words from them; the English page keeps `title` (the stored description).
       */
      subject?: PaymentSubjectParts | null;
    }
  | { ok: false; status: 400 | 404 | 409; heading: string; message: string };

/** What a premium slot or an administrator's payment link is for, as stored (the description's parts). */
export type PaymentSubjectParts =
  | { purpose: 'premium_slot'; slotId: number; couponName: string }
  | { purpose: 'link'; source: string; position: string | null };

/** The answer of POST /api/payments/orders: what Checkout (or the test checkout) opens with. */
export interface CheckoutOptions {
  provider: 'razorpay' | 'test';
  /** Razorpay's key id; 'test' for the built-in test provider. */
  key: string;
  orderId: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
}

/** The answer of POST /api/payments/verify and GET /api/payments/orders/{orderId}/status. */
export interface PaymentStatusAnswer {
  orderId: string;
  status: 'created' | 'paid' | 'failed' | 'refunded';
  amount: number;
  message?: string;
  /** A Buy Now's order once paid (issue 24 item 6): its receipt is /orders/{orderNumber}. */
  orderNumber?: string;
}

/** The answer of POST /api/payments/test-checkout: what Razorpay's Checkout hands its handler. */
export interface TestCheckoutAnswer {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** The theme colour Checkout is drawn in (the site's brand colour, --brand). */
export const CHECKOUT_THEME_COLOR = '#d6336c';
