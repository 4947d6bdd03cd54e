import type { Config } from '../../config.ts';
import { razorpayProvider } from './razorpay-provider.ts';
import { testProvider } from './test-provider.ts';

/**
 * Who takes the money (decision 0034): Razorpay when its keys are set, else the built-in test
 * provider (no real money; config.ts refuses it in production). The core (create-order, verify-payment,
 * handle-webhook) talks only to this interface.
 */
export interface PaymentProvider {
  name: 'razorpay' | 'test';
  /** What Checkout opens with: Razorpay's key id, or 'test'. */
  checkoutKey: string;
  /** Creates the provider's order for this amount; throws when the provider cannot. */
  createOrder(input: OrderRequest): Promise<{ orderId: string }>;
  /**
   * Refunds `amountPaise` of a captured payment (decision 0045); answers the provider's refund id and
   * amount. Throws when the provider refuses (the error's message is the provider's description).
   */
  refund(input: RefundRequest): Promise<{ refundId: string; amountPaise: number }>;
  /** Checkout's payment signature: HMAC-SHA256(`${orderId}|${paymentId}`) with the key secret. */
  paymentSecret: string;
  /** The webhook's secret; null when none is set (every webhook is then refused). */
  webhookSecret: string | null;
}

export interface OrderRequest {
  amountPaise: number;
  /** Ours, unique, at most 40 characters. */
  receipt: string;
  notes: Record<string, string>;
}

export interface RefundRequest {
  providerPaymentId: string;
  amountPaise: number;
  /** Ours: the payment's id, the reason. */
  notes: Record<string, string>;
}

export function paymentProvider(config: Config): PaymentProvider {
  return config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET
    ? razorpayProvider({
        keyId: config.RAZORPAY_KEY_ID,
        keySecret: config.RAZORPAY_KEY_SECRET,
        webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? null,
        apiUrl: config.RAZORPAY_API_URL,
      })
    : testProvider(config.TEST_PAYMENTS_SECRET ?? noSecret());
}

/** A config that did not go through withTestPaymentsSecret (runtime.ts does): a mistake of ours. */
function noSecret(): never {
  throw new Error(
    'The test payment provider has no secret: set TEST_PAYMENTS_SECRET or start through the runtime (DATA_DIR/test-payments.secret)',
  );
}

/** The log lines payments write (the app's logger fits; services do not import http/). */
export interface PaymentLog {
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}
