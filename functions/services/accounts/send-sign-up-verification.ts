import type { Account } from '../../auth/sessions.ts';
import { toLocale } from '../../contract/i18n/locales.ts';
import type { Database } from '../../db/database.ts';
import type { Mailer } from '../email/mailer.ts';
import { issueEmailVerification } from './issue-email-verification.ts';

/**
 * The verification link of a new form sign-up. A mail that cannot be sent does not undo the sign-up:
 * the account exists and "Send again" in the header sends a new link; the failure is answered as
 * `false` for the caller to log.
 */
export async function sendSignUpVerification(
  db: Database,
  mailer: Mailer,
  account: Account,
  siteOrigin: string,
): Promise<{ sent: true } | { sent: false; error: unknown }> {
  if (!account.email || account.isEmailConfirmed) return { sent: true };
  try {
    await issueEmailVerification(db, mailer, {
      accountId: account.id,
      email: account.email,
      name: account.displayName,
      locale: toLocale(account.language),
      siteOrigin,
    });
    return { sent: true };
  } catch (error) {
    return { sent: false, error };
  }
}
