import { emailPreferenceMessages } from './cashback-emails.ts';
import { z } from './zod.ts';

/** PUT /api/account/email-preferences: either switch or both, as true or false; nothing else. */
export const emailPreferencesSchema = z
  .strictObject({
    cashbackUpdates: z.boolean().optional(),
    payoutUpdates: z.boolean().optional(),
  })
  .refine((value) => value.cashbackUpdates !== undefined || value.payoutUpdates !== undefined, {
    message: emailPreferenceMessages.nothingToChange,
  });
