import { emailVerificationMessages } from '../contract/account-email.ts';
import { roleRoutes, signedInAccountId } from '../auth/guards.ts';
import { rateLimit } from './rate-limit.ts';
import { siteOrigin } from '../http/site-origin.ts';
import { resendEmailVerification } from '../services/accounts/resend-email-verification.ts';

/** /api/auth/verify-email/resend: its own mount, so its guard covers no other /api/auth route. */
export const verifyEmailResendRoutes = roleRoutes('user', 'merchant', 'admin');

// POST /api/auth/verify-email/resend – "Send again": a new link to the signed-in account's address (3 an hour)
verifyEmailResendRoutes.post(
  '/',
  rateLimit('verify-email-resend', { per: 'account', message: emailVerificationMessages.resendThrottled }),
  async (c) => {
    await resendEmailVerification(c.var.db, c.var.mailer, {
      accountId: signedInAccountId(c),
      siteOrigin: siteOrigin(c),
    });
    return c.json({ message: emailVerificationMessages.sent });
  },
);
