import { emailPreferenceMessages } from './cashback-emails.ts';
import { z } from './zod.ts';

/** PUT /api/account/email-preferences: any of the switches (at least one), as true or false; nothing else. */
export const emailPreferencesSchema = z
  .strictObject({
    cashbackUpdates: z.boolean().optional(),
    payoutUpdates: z.boolean().optional(),
    savedReminders: z.boolean().optional(),
    followDigest: z.boolean().optional(),
  })
  .refine((value) => Object.values(value).some((choice) => choice !== undefined), {
    message: emailPreferenceMessages.nothingToChange,
  });
