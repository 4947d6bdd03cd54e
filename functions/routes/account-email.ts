import { Hono } from 'hono';
import {
  emailVerificationMessages,
  PASSWORD_RESET_ANSWER_MS,
  passwordResetMessages,
} from '../contract/account-email.ts';
import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  verifyEmailSchema,
} from '../contract/account-email-schemas.ts';
import { personal, requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { describeError } from '../http/logger.ts';
import { rateLimit } from './rate-limit.ts';
import { readJson } from '../http/read-json.ts';
import { siteOrigin } from '../http/site-origin.ts';
import { requestPasswordReset } from '../services/accounts/request-password-reset.ts';
import { resendEmailVerification } from '../services/accounts/resend-email-verification.ts';
import { resetPassword } from '../services/accounts/reset-password.ts';
import { verifyEmail } from '../services/accounts/verify-email.ts';

/**
 * Mounted at /api/auth: the emailed links. Opening a verification link and password reset work
 * without a session; "Send again" needs a signed-in account.
 */
export const accountEmailRoutes = new Hono<AppEnv>();

const VERIFY_FAILURES = {
  used: emailVerificationMessages.linkUsed,
  expired: emailVerificationMessages.linkExpired,
  unknown: emailVerificationMessages.linkUnknown,
} as const;

// POST /api/auth/verify-email – opens a verification link once (the /verify-email page does the same on the server)
accountEmailRoutes.post('/verify-email', personal, rateLimit('verify-email'), async (c) => {
  const { token } = await readJson(c, verifyEmailSchema);
  const result = await verifyEmail(c.var.db, token);
  if (result !== 'verified')
    throw HttpError.badInput(VERIFY_FAILURES[result], { token: VERIFY_FAILURES[result] });
  return c.json({ message: emailVerificationMessages.verified });
});

// POST /api/auth/verify-email/resend – "Send again": a new link to the signed-in account's address (3 an hour)
accountEmailRoutes.post(
  '/verify-email/resend',
  requireRole('user', 'merchant', 'admin'),
  rateLimit('verify-email-resend', { per: 'account', message: emailVerificationMessages.resendThrottled }),
  async (c) => {
    await resendEmailVerification(c.var.db, c.var.mailer, {
      accountId: signedInAccountId(c),
      siteOrigin: siteOrigin(c),
    });
    return c.json({ message: emailVerificationMessages.sent });
  },
);

// POST /api/auth/password-reset/request – one answer, after one minimum time, whether or not the address is known
accountEmailRoutes.post(
  '/password-reset/request',
  personal,
  rateLimit('password-reset-request', { message: passwordResetMessages.tooMany }),
  async (c) => {
    const { email } = await readJson(c, passwordResetRequestSchema);
    const floor = new Promise((resolve) => setTimeout(resolve, PASSWORD_RESET_ANSWER_MS));
    const work = requestPasswordReset(c.var.db, c.var.mailer, { email, siteOrigin: siteOrigin(c) }).catch(
      (error: unknown) => c.var.log.error('password reset: could not send', describeError(error)),
    );
    await Promise.all([work, floor]);
    return c.json({ message: passwordResetMessages.requested });
  },
);

// POST /api/auth/password-reset/confirm – sets the new password and ends every session of the account
accountEmailRoutes.post(
  '/password-reset/confirm',
  personal,
  rateLimit('password-reset-confirm', { message: passwordResetMessages.tooMany }),
  async (c) => {
    const { token, password } = await readJson(c, passwordResetConfirmSchema);
    const { role } = await resetPassword(c.var.db, { token, password });
    return c.json({ message: passwordResetMessages.done, role });
  },
);
