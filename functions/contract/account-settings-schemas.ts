import { emailSchema, mobileSchema, passwordSchema } from './accounts.ts';
import { accountMessages } from './account-display.ts';
import { settingsMessages } from './account-settings.ts';
import { PASSWORD_MAX_LENGTH } from './limits.ts';
import { LOCALES } from './i18n/locales.ts';
import { TEXT_LIMITS } from './rules.ts';
import { z } from './zod.ts';

/** The current password as typed: required where the schema asks for it, never checked for length. */
const currentPassword = z.string().min(1, settingsMessages.currentPasswordRequired).max(PASSWORD_MAX_LENGTH);

/** PUT /api/account/name: the name shown on the site (and the merchant record's name). */
export const changeNameSchema = z.object({
  name: z.string().trim().min(1, accountMessages.required).max(TEXT_LIMITS.name),
});

/** PUT /api/account/mobile: the spec's ten-digit mobile rule (rules.ts isMobile). */
export const changeMobileSchema = z.object({ mobile: mobileSchema });

/** PUT /api/account/password: the current password, and a new one of 8+ characters (spec section 5). */
export const changePasswordSchema = z
  .object({ currentPassword, newPassword: passwordSchema })
  .refine((body) => body.currentPassword !== body.newPassword, {
    message: settingsMessages.samePassword,
    path: ['newPassword'],
  });

/** PUT /api/account/email: the current password is required of accounts that have one (checked by the service). */
export const changeEmailSchema = z.object({
  email: emailSchema,
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).default(''),
});

/** POST /api/account/delete: the password (password accounts) or the word DELETE (Google-only accounts). */
export const deleteAccountSchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH).default(''),
  confirm: z.string().trim().max(20).default(''),
});

/** PUT /api/account/language: one of the site's languages (issue 26, decision 0084). */
export const languageSchema = z.object({
  language: z.enum(LOCALES, { error: settingsMessages.languageChoice }),
});
