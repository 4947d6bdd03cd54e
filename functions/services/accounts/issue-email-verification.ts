import { EMAIL_VERIFICATION_LIFETIME_MS, VERIFY_EMAIL_PATH } from '../../contract/account-email.ts';
import { BRAND } from '../../contract/brand.ts';
import type { Database } from '../../db/database.ts';
import { localePath, type Locale } from '../../contract/i18n/locales.ts';
import { composeEmail, mailGreeting, mailText } from '../email/compose-email.ts';
import type { Mailer } from '../email/mailer.ts';
import { issueAccountToken } from './account-tokens.ts';

/**
 * Sends a single-use verification link (24 hours) for `email` to that address. Opening it confirms
 * the account's email (verify-email.ts) — when the address is still the account's, so a link for an
 * address since changed confirms nothing. Used at sign-up, by "Send again" and by "change email".
 * `siteOrigin` is SITE_URL (or the request's origin when it is unset).
 */
export async function issueEmailVerification(
  db: Database,
  mailer: Mailer,
  input: {
    accountId: string;
    email: string;
    name: string;
    siteOrigin: string;
    now?: Date;
    /** The account's language (accounts.language): the message is written in it. */
    locale?: Locale;
  },
): Promise<void> {
  const token = await issueAccountToken(db, {
    accountId: input.accountId,
    purpose: 'verify_email',
    email: input.email,
    lifetimeMs: EMAIL_VERIFICATION_LIFETIME_MS,
    ...(input.now ? { now: input.now } : {}),
  });
  const locale = input.locale ?? 'en';
  // The link opens the page in the message's language (/te/verify-email): the person is not signed in there.
  const url = new URL(localePath(locale, VERIFY_EMAIL_PATH), input.siteOrigin);
  url.searchParams.set('token', token);
  const brand = { brand: BRAND };
  await mailer.sendEmail(
    composeEmail({
      locale,
      to: input.email,
      subject: mailText(locale, 'Verify your email address', 'email.verifySubject'),
      greeting: mailGreeting(locale, input.name),
      paragraphs: [
        mailText(
          locale,
          `Please confirm that this is your email address for your ${BRAND} account. Once it is verified you can reveal coupon codes, review coupons and earn cashback.`,
          'email.verifyBody',
          brand,
        ),
        mailText(locale, 'The link works once, for 24 hours.', 'email.verifyLifetime'),
      ],
      action: { label: mailText(locale, 'Verify my email', 'email.verifyAction'), url: url.href },
      footnote: mailText(
        locale,
        `If you did not create a ${BRAND} account, you can ignore this message.`,
        'email.verifyFootnote',
        brand,
      ),
    }),
  );
}
