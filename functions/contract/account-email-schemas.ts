import { z } from './zod.ts';
import { ACCOUNT_TOKEN_PATTERN, passwordResetMessages } from './account-email.ts';
import { emailSchema, passwordSchema } from './accounts.ts';

/** A link's token as the pages pass it on; a malformed one is refused like an unknown one. */
const tokenSchema = z.string().regex(ACCOUNT_TOKEN_PATTERN, passwordResetMessages.linkInvalid);

/** POST /api/auth/verify-email */
export const verifyEmailSchema = z.object({ token: tokenSchema });

/** POST /api/auth/password-reset/request: the /forgot-password form. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The /reset-password form: the new password (8+ characters, the spec's message) typed twice. */
export const resetPasswordFormSchema = z
  .object({
    token: tokenSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1, passwordResetMessages.confirmRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: passwordResetMessages.confirmMismatch,
  });

/** POST /api/auth/password-reset/confirm: what the form sends. */
export const passwordResetConfirmSchema = z.object({ token: tokenSchema, password: passwordSchema });
