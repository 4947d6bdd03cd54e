import { describe, expect, it } from 'vitest';
import { paymentAdminMessages } from '../../functions/contract/payment-admin.ts';

describe('the refund confirmation says what the refund does', () => {
  it('a whole premium slot refund frees the slot', () => {
    expect(paymentAdminMessages.refundConfirm(49_900, 49_900, true, 'premium_slot')).toBe(
      'Refund ₹499 of ₹499 to the payer, all that is left? It cannot be undone. The coupon goes back to awaiting payment and its slot is freed.',
    );
  });

  it('a part of a product payment reverses cashback in proportion, a link says nothing more', () => {
    expect(paymentAdminMessages.refundConfirm(10_000, 49_900, false, 'product')).toBe(
      'Refund ₹100 of ₹499 to the payer? It cannot be undone. The shopper’s cashback for it is reversed in proportion.',
    );
    expect(paymentAdminMessages.refundConfirm(10_000, 49_900, false, 'link')).toBe(
      'Refund ₹100 of ₹499 to the payer? It cannot be undone.',
    );
  });
});
