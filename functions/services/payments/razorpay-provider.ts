import Razorpay from 'razorpay';
import type { OrderRequest, PaymentProvider, RefundRequest } from './provider.ts';

/**
 * Razorpay through its SDK: orders in paise and INR with our receipt and notes. `apiUrl`
 * (RAZORPAY_API_URL) points the SDK's request client at another host: the tests' fake Razorpay API.
 */
export function razorpayProvider(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string | null;
  apiUrl?: string | undefined;
}): PaymentProvider {
  let client: Razorpay | undefined;
  const rzp = () => {
    if (!client) {
      client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
      if (options.apiUrl) (client as unknown as RazorpayInternals).api.rq.defaults.baseURL = options.apiUrl;
    }
    return client;
  };
  return {
    name: 'razorpay',
    checkoutKey: options.keyId,
    paymentSecret: options.keySecret,
    webhookSecret: options.webhookSecret,
    async createOrder(input: OrderRequest) {
      const order = await rzp().orders.create({
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt,
        notes: input.notes,
      });
      if (typeof order.id !== 'string' || order.amount !== input.amountPaise) {
        throw new Error('Razorpay answered an order that does not match the request');
      }
      return { orderId: order.id };
    },
    async refund(input: RefundRequest) {
      const refund = await rzp().payments.refund(input.providerPaymentId, {
        amount: input.amountPaise,
        speed: 'normal',
        notes: input.notes,
      });
      if (typeof refund.id !== 'string' || refund.amount !== input.amountPaise) {
        throw new Error('Razorpay answered a refund that does not match the request');
      }
      return { refundId: refund.id, amountPaise: refund.amount };
    },
  };
}

/** The SDK's axios instance (node_modules/razorpay/dist/api.js: `this.rq = axios.create(...)`). */
interface RazorpayInternals {
  api: { rq: { defaults: { baseURL?: string } } };
}
