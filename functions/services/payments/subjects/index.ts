import type { OrderBody } from '../../../contract/payments-schemas.ts';
import type { PaymentSubjectHandler } from '../payment-subject.ts';
import { openAmountSubject } from './open-amount.ts';
import { productSubject } from './product.ts';
import { linkSubject } from './link.ts';
import { premiumSlotSubject } from './premium-slot.ts';

/** The handler of each purpose, typed by its member of the order body (contract/payments-schemas.ts). */
type Registry = {
  [P in OrderBody['purpose']]: PaymentSubjectHandler<Extract<OrderBody, { purpose: P }>>;
};

/**
 * What a payment can be for: purpose → handler. The core looks a handler up here to price an order
 * (charge) and to apply its effect once paid or refunded. Issue #12 items 5 and 6 add `link` and
 * `premium_slot` at the end.
 */
export const paymentSubjects: Registry = {
  product: productSubject,
  open_amount: openAmountSubject,
  link: linkSubject,
  premium_slot: premiumSlotSubject,
};

/** The handler of a stored payment's purpose (the webhook and verify know only the row), if any. */
export function subjectOf(purpose: string): PaymentSubjectHandler<never> | undefined {
  return (paymentSubjects as Record<string, PaymentSubjectHandler<never> | undefined>)[purpose];
}
