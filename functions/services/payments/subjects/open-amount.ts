import type { z } from 'zod';
import { paymentAmountToPaise, paymentMessages } from '../../../contract/payments.ts';
import type { openAmountOrderSchema } from '../../../contract/payments-schemas.ts';
import { toIndianMobile } from '../../../contract/rules.ts';
import { HttpError } from '../../../http/http-error.ts';
import type { PaymentSubjectHandler } from '../payment-subject.ts';

/**
 * A bare /payment/{amount}[/{mobile}] page: the payer chooses the amount within the site's bounds
 * (PAYMENT_MIN_PAISE to PAYMENT_MAX_PAISE), and nothing is granted by it, so nothing is gained by changing it.
 */
export const openAmountSubject: PaymentSubjectHandler<z.infer<typeof openAmountOrderSchema>> = {
  async charge(_db, input) {
    const amountPaise = paymentAmountToPaise(input.amount);
    if (amountPaise === null)
      throw HttpError.badInput(paymentMessages.badAmount, { amount: paymentMessages.badAmount });
    let mobile: string | null = null;
    if (input.mobile !== undefined && input.mobile.trim() !== '') {
      mobile = toIndianMobile(input.mobile);
      if (!mobile) throw HttpError.badInput(paymentMessages.badMobile, { mobile: paymentMessages.badMobile });
    }
    return { amountPaise, description: 'Payment', columns: { mobile } };
  },
};
