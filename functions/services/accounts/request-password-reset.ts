import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  PASSWORD_RESET_LIFETIME_MS,
  PASSWORD_RESET_PER_EMAIL,
  RESET_PASSWORD_PATH,
} from '../../contract/account-email.ts';
import { BRAND } from '../../contract/brand.ts';
import type { Database } from '../../db/database.ts';
import { accounts } from '../../db/schema/index.ts';
import { localePath, toLocale } from '../../contract/i18n/locales.ts';
import { composeEmail, mailGreeting, mailText } from '../email/compose-email.ts';
import type { Mailer } from '../email/mailer.ts';
import { countHit } from '../throttle/count-hit.ts';
import { issueAccountToken } from './account-tokens.ts';

const ROLE_NAMES = { user: 'shopper', merchant: 'merchant', admin: 'administrator' } as const;
const ACCOUNT_OF_ROLE = {
  user: 'email.accountOfUser',
  merchant: 'email.accountOfMerchant',
  admin: 'email.accountOfAdmin',
} as const;

/**
 * "Forgot password?": for each account that uses `email` (one per role at most), a single-use link
 * valid 30 minutes; a Google-only account gets a message saying to sign in with Google instead. The
 * caller answers the same whatever happens here, so nothing tells whether the address is known; a few
 * requests per address per hour send mail, later ones are dropped silently.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  input: { email: string; siteOrigin: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const email = input.email.trim().toLowerCase();
  const emailKey = createHash('sha256').update(email).digest('hex');
  const { hits } = await countHit(
    db,
    `password-reset-email:${emailKey}`,
    PASSWORD_RESET_PER_EMAIL.windowMs,
    now,
  );
  if (hits > PASSWORD_RESET_PER_EMAIL.max) return;
  const found = await db
    .select()
    .from(accounts)
    .where(and(eq(sql`lower(${accounts.email})`, email), isNull(accounts.deletedAt)));
  for (const account of found) {
    const locale = toLocale(account.language);
    const accountName = mailText(
      locale,
      `your ${BRAND} ${ROLE_NAMES[account.role]} account "${account.username}"`,
      ACCOUNT_OF_ROLE[account.role],
      { brand: BRAND, username: account.username },
    );
    if (!account.passwordHash) {
      await mailer.sendEmail(
        composeEmail({
          locale,
          to: email,
          subject: mailText(locale, 'About your password', 'email.googleSubject'),
          greeting: mailGreeting(locale, account.displayName),
          paragraphs: [
            mailText(
              locale,
              `Someone asked to reset the password of ${accountName}. This account has no password: it signs in with Google.`,
              'email.googleBody',
              { account: accountName },
            ),
            mailText(locale, 'Please use "Sign in with Google" on the sign-in page.', 'email.googleHint'),
          ],
          footnote: mailText(
            locale,
            'If you did not ask for this, you can ignore this message.',
            'email.googleFootnote',
          ),
        }),
      );
      continue;
    }
    const token = await issueAccountToken(db, {
      accountId: account.id,
      purpose: 'reset_password',
      email,
      lifetimeMs: PASSWORD_RESET_LIFETIME_MS,
      now,
    });
    // The link opens the page in the message's language (/hi/reset-password).
    const url = new URL(localePath(locale, RESET_PASSWORD_PATH), input.siteOrigin);
    url.searchParams.set('token', token);
    await mailer.sendEmail(
      composeEmail({
        locale,
        to: email,
        subject: mailText(locale, 'Reset your password', 'email.resetSubject'),
        greeting: mailGreeting(locale, account.displayName),
        paragraphs: [
          mailText(
            locale,
            `Someone (we hope you) asked to reset the password of ${accountName}.`,
            'email.resetBody',
            { account: accountName },
          ),
          mailText(
            locale,
            'The link works once, for 30 minutes. Setting a new password signs the account out on every device.',
            'email.resetLifetime',
          ),
        ],
        action: { label: mailText(locale, 'Choose a new password', 'email.resetAction'), url: url.href },
        footnote: mailText(
          locale,
          'If you did not ask for this, you can ignore this message: your password stays as it is.',
          'email.resetFootnote',
        ),
      }),
    );
  }
}
