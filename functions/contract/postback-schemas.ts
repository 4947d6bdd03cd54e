import { saleMessages } from './earnings.ts';
import { todayInIndia } from './india-time.ts';
import { parseRupees } from './money.ts';
import { postbackMessages } from './postback.ts';
import { ORDER_REFERENCE_PATTERN, readIsoDate } from './rules.ts';
import { z } from './zod.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const textOrNumber = z.union([z.string().max(64), z.number().transform(String)]);

/**
 * POST /api/merchant/postback's JSON body, read after the signature is checked: {clickId, orderReference,
 * amount (rupees, number or string), saleDate? (YYYY-MM-DD, default today in India), couponId?,
 * timestamp?}. Each refusal names its field.
 */
export const postbackBodySchema = z
  .object({
    clickId: z
      .string({ message: postbackMessages.clickIdRequired })
      .trim()
      .regex(uuid, saleMessages.clickIdInvalid),
    orderReference: z
      .string({ message: postbackMessages.orderReferenceRequired })
      .trim()
      .regex(ORDER_REFERENCE_PATTERN, saleMessages.orderReference),
    amount: textOrNumber
      .refine((text) => (parseRupees(text) ?? 0) > 0, postbackMessages.amountInvalid)
      .transform((text) => parseRupees(text) ?? 0),
    saleDate: z
      .string({ message: postbackMessages.saleDateInvalid })
      .trim()
      .refine(
        (text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && readIsoDate(text) === text,
        postbackMessages.saleDateInvalid,
      )
      .optional(),
    couponId: z
      .string({ message: postbackMessages.couponIdInvalid })
      .trim()
      .regex(uuid, postbackMessages.couponIdInvalid)
      .optional(),
    timestamp: textOrNumber
      .refine((text) => /^\d{1,12}$/.test(text), postbackMessages.timestampInvalid)
      .optional(),
  })
  .superRefine((values, ctx) => {
    if (values.saleDate && values.saleDate > todayInIndia())
      ctx.addIssue({ code: 'custom', path: ['saleDate'], message: postbackMessages.saleDateInvalid });
  });

export type PostbackBody = z.infer<typeof postbackBodySchema>;
