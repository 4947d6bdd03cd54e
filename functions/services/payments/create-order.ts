import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { CHECKOUT_THEME_COLOR, paymentMessages, type CheckoutOptions } from '../../contract/payments.ts';
import type { OrderBody } from '../../contract/payments-schemas.ts';
import type { Database } from '../../db/database.ts';
import { payments } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import type { Charge, Payer, PaymentSubjectHandler } from './payment-subject.ts';
import { paymentProvider, type PaymentLog } from './provider.ts';
import { paymentSubjects } from './subjects/index.ts';

/** The merchant display name Checkout shows (src/components/site-info.ts BRAND). */
export const CHECKOUT_NAME = 'DealSphere';

/**
 * Creates an order for what the body names (decision 0034): the subject's handler decides the
 * amount from stored rows, the provider creates its order, and the payment row (status created) is
 * stored before Checkout's options are answered. Nothing is stored when the provider fails.
 */
export async function createOrder(
  deps: { db: Database; config: Config; log: PaymentLog },
  body: OrderBody,
  payer: Payer,
): Promise<CheckoutOptions> {
  const handler = paymentSubjects[body.purpose] as PaymentSubjectHandler<OrderBody>;
  const charge: Charge = await handler.charge(deps.db, body, payer, { config: deps.config });
  if (!Number.isSafeInteger(charge.amountPaise) || charge.amountPaise < 100) {
    throw new Error(`a ${body.purpose} handler answered an impossible amount`);
  }
  const provider = paymentProvider(deps.config);
  const receipt = `rcpt_${randomBytes(15).toString('base64url')}`;
  let orderId: string;
  try {
    ({ orderId } = await provider.createOrder({
      amountPaise: charge.amountPaise,
      receipt,
      notes: { purpose: body.purpose, description: charge.description.slice(0, 256) },
    }));
  } catch (error) {
    deps.log.error('payment order failed at the provider', {
      provider: provider.name,
      error: error instanceof Error ? error.message : JSON.stringify(error),
    });
    throw new HttpError(502, 'provider_failed', paymentMessages.providerFailed);
  }
  await deps.db.insert(payments).values({
    accountId: payer.accountId,
    purpose: body.purpose,
    provider: provider.name,
    providerOrderId: orderId,
    receipt,
    amountPaise: charge.amountPaise,
    description: charge.description,
    ...charge.columns,
  });
  return {
    provider: provider.name,
    key: provider.checkoutKey,
    orderId,
    amount: charge.amountPaise,
    currency: 'INR',
    name: CHECKOUT_NAME,
    description: charge.description,
    prefill: { name: payer.name ?? '', email: payer.email ?? '', contact: payer.mobile ?? '' },
    theme: { color: CHECKOUT_THEME_COLOR },
  };
}
