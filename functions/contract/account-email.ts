import { BRAND } from './brand.ts';

/**
 * Email verification and password reset (issue 13): lifetimes, texts and the small rules the pages
 * and the API share. Zod-free, so the islands and the header script may import it.
 */
export const EMAIL_VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_LIFETIME_MS = 30 * 60 * 1000;
/** Reset mails one address may receive per hour; later requests get the same answer and send nothing. */
export const PASSWORD_RESET_PER_EMAIL = { max: 3, windowMs: 60 * 60 * 1000 } as const;
/** The reset request answers after at least this long, known address or not, so its time tells nothing. */
export const PASSWORD_RESET_ANSWER_MS = 600;
/** A link token: 32 random bytes, base64url (43 characters). */
export const ACCOUNT_TOKEN_PATTERN = /^[\w-]{43}$/;

export const VERIFY_EMAIL_PATH = '/verify-email';
export const RESET_PASSWORD_PATH = '/reset-password';
export const FORGOT_PASSWORD_PATH = '/forgot-password';

export const emailVerificationMessages = {
  revealRefused: 'Please verify your email address to reveal coupon codes.',
  reviewRefused: 'Please verify your email address to review coupons.',
  earnRefused: 'Please verify your email address to earn cashback.',
  /** The merchant's side: a sale cannot credit a shopper who has not verified their email yet. */
  shopperUnverified:
    'This shopper has not verified their email address yet, so the sale cannot earn cashback.',
  sent: 'We sent a new link. Please check your inbox.',
  alreadyVerified: 'Your email address is already verified.',
  noEmail: 'Your account has no email address to verify.',
  resendThrottled: 'You asked for several links already. Please try again in an hour.',
  verified: 'Thank you, your email address is verified. You can now reveal codes, review and earn cashback.',
  linkUsed: 'This link has already been used.',
  linkExpired: 'This link has expired.',
  linkUnknown: 'This link is not valid.',
  sendAgainHint: 'Sign in and choose "Send again" to get a new link.',
  sendFailed: 'The link could not be sent. Please try again.',
} as const;

/**
 * Issue 24 item 9: after a form sign-up the sign-in step says to open the emailed link, and keeps
 * saying it until dismissed; the verified page speaks to the account's role.
 */
export const signUpNoticeMessages = {
  heading: 'Check your email',
  user: (email: string | null) =>
    `We sent a link to ${email ? maskEmail(email) : 'your email address'}. Open it to verify your email: until then you can sign in, but not reveal codes, review coupons or earn cashback. The link works for 24 hours.`,
  merchant: (email: string | null) =>
    `We sent a link to ${email ? maskEmail(email) : 'your email address'}. Open it to verify your merchant account's email. The link works for 24 hours.`,
  dismiss: 'Dismiss',
  /** The dismiss button's accessible name (a bare "Dismiss" would not say what goes). */
  dismissLabel: 'Dismiss the email notice',
} as const;

export const passwordResetMessages = {
  /** The one answer to every request, whether or not an account uses the address. */
  requested:
    "If an account uses that email, we've sent a link to reset its password. The link works for 30 minutes.",
  done: 'Your password has been changed. Please sign in with your new password.',
  linkInvalid:
    'This reset link is not valid, has expired or has already been used. Please ask for a new one.',
  /** The link went to an address the account no longer uses (its email changed after it was sent). */
  linkEmailChanged:
    'This reset link was sent to an email address the account no longer uses. Please ask for a new one.',
  /** The password was changed (in Settings or by another reset link) after this link was sent. */
  linkPasswordChanged:
    'This reset link no longer works because the password was changed after it was sent. Please ask for a new one if you still need it.',
  confirmMismatch: 'The passwords do not match',
  confirmRequired: 'Please type the new password again',
  tooMany: 'Too many reset requests. Please try again later.',
  forgotLink: 'Forgot password?',
  failed: 'That did not work. Please check your connection and try again.',
} as const;

/** "a…@example.com": enough for the owner to recognise the address, not to read it off a screen. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '…';
  return `${email[0]}…${email.slice(at)}`;
}

/** The header's notice for a signed-in account whose email is not verified yet. */
export const verifyNotice = (email: string | null) =>
  email
    ? `Verify your email to reveal codes — we sent a link to ${maskEmail(email)}`
    : 'Verify your email to reveal codes';

export const MAIL_SIGNATURE = `— The ${BRAND} team`;
