import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider.ts';

/**
 * The built-in test provider (no Razorpay keys: `npm start`, the e2e suite). Orders are made here
 * (`order_test_…`); the local checkout page (/payment/test-checkout) answers a payment id and a
 * signature made with the local secret, which go through the very same verification as Razorpay's.
 * No money moves. config.ts refuses to start in production without Razorpay keys.
 */
export function testProvider(secret: string): PaymentProvider {
  return {
    name: 'test',
    checkoutKey: 'test',
    paymentSecret: secret,
    webhookSecret: secret,
    async createOrder() {
      return { orderId: `order_test_${randomBytes(9).toString('base64url')}` };
    },
    async refund(input) {
      // No money moved, so none goes back: the refund is recorded as Razorpay's would be.
      return {
        refundId: `rfnd_test_${randomBytes(9).toString('base64url')}`,
        amountPaise: input.amountPaise,
      };
    },
  };
}

/** A payment id of the test provider (Razorpay's look: `pay_…`). */
export function testPaymentId(): string {
  return `pay_test_${randomBytes(9).toString('base64url')}`;
}
