import { checkDelivery, ORDER_STATUS_VALUES, orderMessages } from './orders.ts';
import { z } from './zod.ts';

/**
 * A Buy Now's delivery address (issue 24 item 6): each field's message from checkDelivery
 * (contract/orders.ts), which the address step runs too. Answers the stored form.
 */
export const deliverySchema = z
  .strictObject({
    name: z.string().max(200),
    phone: z.string().max(20),
    address: z.string().max(600),
    city: z.string().max(200),
    pin: z.string().max(20),
  })
  .transform((input, ctx) => {
    const checked = checkDelivery(input);
    if (checked.ok) return checked.value;
    for (const [field, message] of Object.entries(checked.errors)) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
    return z.NEVER;
  });

/** POST /api/merchant/orders/{id}/status: where to move it; cancelling needs the reason the shopper reads. */
export const orderMoveSchema = z
  .strictObject({
    status: z.enum(ORDER_STATUS_VALUES),
    note: z.string().trim().max(300, orderMessages.noteTooLong).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'cancelled' && !input.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: orderMessages.cancelReasonNeeded });
    }
  });

/** GET /api/merchant/orders?status=: one status, or all. */
export const orderStatusFilterSchema = z.enum(ORDER_STATUS_VALUES).optional();
