import { Hono } from 'hono';
import { emailVerificationMessages } from '../contract/account-email.ts';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { rateLimit } from './rate-limit.ts';
import { siteOrigin } from '../http/site-origin.ts';
import { resendEmailVerification } from '../services/accounts/resend-email-verification.ts';

/** /api/auth/verify-email/resend: any signed-in account. */
export const verifyEmailResendRoutes = new Hono<AppEnv>();

// POST /api/auth/verify-email/resend – "Send again": a new link to the signed-in account's address (3 an hour)
verifyEmailResendRoutes.post(
  '/',
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
