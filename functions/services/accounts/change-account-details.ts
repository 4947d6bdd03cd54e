import { and, eq, ne, sql } from 'drizzle-orm';
import { settingsMessages } from '../../contract/account-settings.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { hashToken } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { accounts, merchants, sessions, userProfiles } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { checkCurrentPassword } from './check-current-password.ts';
import { readAccount } from './read-account.ts';
import { localePath, toLocale, type Locale } from '../../contract/i18n/locales.ts';
import { BRAND } from '../../contract/brand.ts';
import { maskEmail } from '../../contract/account-email.ts';
import { composeEmail, mailGreeting, mailText } from '../email/compose-email.ts';
import type { Mailer } from '../email/mailer.ts';
import { issueEmailVerification } from './issue-email-verification.ts';
import { revokeResetLinks } from './account-tokens.ts';
import { isUniqueViolation } from './unique-violation.ts';

/**
 * Settings' changes to the signed-in account (issue 13). Each keeps the account and the role's record
 * (user_profiles, merchants) saying the same thing, in one transaction.
 */

/** The name shown on the site; a merchant's record holds it as merchant_name. */
/** The account's language (issue 26): its dashboards and emails follow it. */
export async function changeLanguage(db: Database, accountId: string, language: Locale): Promise<void> {
  await db.update(accounts).set({ language }).where(eq(accounts.id, accountId));
}

export async function changeName(db: Database, accountId: string, name: string): Promise<void> {
  const account = await readAccount(db, accountId);
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ displayName: name }).where(eq(accounts.id, account.id));
    if (account.role === 'merchant')
      await tx.update(merchants).set({ merchantName: name }).where(eq(merchants.accountId, account.id));
  });
}

/** The ten-digit mobile number (already checked by the contract's rule). */
export async function changeMobile(db: Database, accountId: string, mobile: string): Promise<void> {
  const account = await readAccount(db, accountId);
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ mobile }).where(eq(accounts.id, account.id));
    if (account.role === 'user')
      await tx
        .update(userProfiles)
        .set({ mobileNumber: mobile })
        .where(eq(userProfiles.accountId, account.id));
    if (account.role === 'merchant')
      await tx.update(merchants).set({ mobile }).where(eq(merchants.accountId, account.id));
  });
}

/**
 * A new password after the current one is checked (throttled like sign-in). Every other session of
 * the account ends; the one that asked stays signed in; every unused reset link stops working.
 */
export async function changePassword(
  db: Database,
  input: {
    accountId: string;
    currentPassword: string;
    newPassword: string;
    sessionToken: string | undefined;
    clientAddress: string | undefined;
  },
): Promise<void> {
  const account = await readAccount(db, input.accountId);
  await checkCurrentPassword(db, account, input.currentPassword, input.clientAddress);
  const passwordHash = await hashPassword(input.newPassword);
  const keep = input.sessionToken ? hashToken(input.sessionToken) : '';
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, account.id));
    await revokeResetLinks(tx, account.id);
    await tx.delete(sessions).where(and(eq(sessions.accountId, account.id), ne(sessions.id, keep)));
  });
}

/**
 * A new email address, changed at once and marked unconfirmed until its emailed link is opened
 * (decision 0037). Password accounts give their current password;
 * the address must be free among accounts of the same role. The verification link goes to the new
 * address after the change is stored; answers whether it could be sent (if not, the header's "send
 * again" sends another), so a mail server being down never loses the change or shows a 500.
 */
export async function changeEmail(
  db: Database,
  mailer: Mailer,
  input: {
    accountId: string;
    email: string;
    currentPassword: string;
    clientAddress: string | undefined;
    siteOrigin: string;
  },
): Promise<{ linkSent: boolean }> {
  const account = await readAccount(db, input.accountId);
  if (account.email?.toLowerCase() === input.email) throw HttpError.badInput(settingsMessages.sameEmail);
  if (account.passwordHash !== null) {
    if (!input.currentPassword)
      throw HttpError.badInput(settingsMessages.currentPasswordRequired, {
        currentPassword: settingsMessages.currentPasswordRequired,
      });
    await checkCurrentPassword(db, account, input.currentPassword, input.clientAddress);
  }
  const taken = () =>
    new HttpError(409, 'conflict', settingsMessages.emailTaken, { email: settingsMessages.emailTaken });
  const [other] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.role, account.role),
        eq(sql`lower(${accounts.email})`, input.email),
        ne(accounts.id, account.id),
      ),
    )
    .limit(1);
  if (other) throw taken();
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({ email: input.email, isEmailConfirmed: false })
        .where(eq(accounts.id, account.id));
      // A reset link mailed to the old address dies with it (decision 0043).
      await revokeResetLinks(tx, account.id);
      if (account.role === 'user')
        await tx
          .update(userProfiles)
          .set({ email: input.email })
          .where(eq(userProfiles.accountId, account.id));
      if (account.role === 'merchant')
        await tx.update(merchants).set({ email: input.email }).where(eq(merchants.accountId, account.id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  const locale = toLocale(account.language);
  if (account.email) await tellOldAddress(mailer, account.email, account.displayName, locale, input);
  try {
    await issueEmailVerification(db, mailer, {
      accountId: account.id,
      email: input.email,
      name: account.displayName,
      siteOrigin: input.siteOrigin,
      locale,
    });
    return { linkSent: true };
  } catch {
    return { linkSent: false };
  }
}

/**
 * A note to the address the account had, so an owner whose session was taken over hears of it. Best
 * effort: a mail server being down does not undo the change.
 */
async function tellOldAddress(
  mailer: Mailer,
  oldEmail: string,
  name: string,
  locale: Locale,
  input: { email: string; siteOrigin: string },
): Promise<void> {
  try {
    await mailer.sendEmail(
      composeEmail({
        locale,
        to: oldEmail,
        subject: mailText(locale, `Your ${BRAND} email address was changed`, 'email.changedSubject', {
          brand: BRAND,
        }),
        greeting: mailGreeting(locale, name),
        paragraphs: [
          mailText(
            locale,
            `The email address of your ${BRAND} account was changed to ${maskEmail(input.email)}. Messages now go to that address.`,
            'email.changedBody',
            { brand: BRAND, email: maskEmail(input.email) },
          ),
          mailText(
            locale,
            'If you did not make this change, please sign in, change your password and choose "Sign out everywhere" in Settings, and tell us through the Contact Us page.',
            'email.changedHelp',
          ),
        ],
        action: {
          label: mailText(locale, 'Contact us', 'email.changedAction'),
          url: new URL(localePath(locale, '/contactus'), input.siteOrigin).href,
        },
      }),
    );
  } catch {
    // Best effort only (see above).
  }
}
