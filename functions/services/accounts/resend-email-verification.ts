import { eq } from 'drizzle-orm';
import { emailVerificationMessages } from '../../contract/account-email.ts';
import { toLocale } from '../../contract/i18n/locales.ts';
import type { Database } from '../../db/database.ts';
import { accounts } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import type { Mailer } from '../email/mailer.ts';
import { issueEmailVerification } from './issue-email-verification.ts';

/** "Send again": a new link for the signed-in account's current address (the route throttles it). */
export async function resendEmailVerification(
  db: Database,
  mailer: Mailer,
  input: { accountId: string; siteOrigin: string },
): Promise<void> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, input.accountId)).limit(1);
  if (!account) throw HttpError.unauthorized();
  if (account.isEmailConfirmed) throw HttpError.conflict(emailVerificationMessages.alreadyVerified);
  if (!account.email) throw HttpError.badInput(emailVerificationMessages.noEmail);
  await issueEmailVerification(db, mailer, {
    accountId: account.id,
    email: account.email,
    name: account.displayName,
    locale: toLocale(account.language),
    siteOrigin: input.siteOrigin,
  });
}
