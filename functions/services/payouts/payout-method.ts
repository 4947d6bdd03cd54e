import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import { formatIndiaDateTime } from '../../contract/india-time.ts';
import { paiseToRupees } from '../../contract/money.ts';
import {
  FRESH_SIGN_IN_MINUTES,
  OPEN_PAYOUT_STATUSES,
  PAYOUT_METHOD_CHANGE_DELAY_HOURS,
  payoutMessages,
  payoutMethodChangedEmail,
  type PayoutMethodAnswer,
  type PayoutMethodSaved,
  type WithdrawalTerms,
} from '../../contract/payouts.ts';
import type { Account } from '../../auth/sessions.ts';
import { hashToken } from '../../auth/sessions.ts';
import type { Config } from '../../config.ts';
import type { Database, DbOrTx } from '../../db/database.ts';
import { payoutMethods, payouts, sessions } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { checkCurrentPassword } from '../accounts/check-current-password.ts';
import { requireVerifiedEmail } from '../accounts/require-verified-email.ts';
import { formatDateTimeIn } from '../../contract/i18n/format.ts';
import { toLocale } from '../../contract/i18n/locales.ts';
import { composeEmail, mailGreeting, mailText } from '../email/compose-email.ts';
import type { Mailer } from '../email/mailer.ts';
import { readAvailableBalance } from '../earnings/read-balance.ts';
import { payoutProvider } from './payout-provider.ts';

type MethodRow = typeof payoutMethods.$inferSelect;

/** The UPI ID in force now (the newest row already usable), or undefined. */
export async function usablePayoutMethod(db: DbOrTx, accountId: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(payoutMethods)
    .where(and(eq(payoutMethods.accountId, accountId), lte(payoutMethods.usableFrom, now)))
    .orderBy(desc(payoutMethods.usableFrom), desc(payoutMethods.createdAt))
    .limit(1);
  return row;
}

/** A change waiting for its 24 hours (the newest row, when it is not usable yet), or undefined. */
async function pendingPayoutMethod(db: DbOrTx, accountId: string, now: Date) {
  const [newest] = await db
    .select()
    .from(payoutMethods)
    .where(eq(payoutMethods.accountId, accountId))
    .orderBy(desc(payoutMethods.createdAt))
    .limit(1);
  return newest && newest.usableFrom > now ? newest : undefined;
}

export const minimumPayoutPaise = (config: Config) => config.PAYOUT_MIN_RUPEES * 100;

/** GET /api/account/payout-method: the UPI ID in force, a pending change, and what the withdraw form needs. */
export async function readPayoutMethod(
  db: Database,
  config: Config,
  account: Pick<Account, 'id' | 'passwordHash' | 'isEmailConfirmed'>,
  now = new Date(),
): Promise<PayoutMethodAnswer> {
  const usable = await usablePayoutMethod(db, account.id, now);
  const pending = await pendingPayoutMethod(db, account.id, now);
  return {
    upiId: usable?.upiId ?? null,
    usableFrom: usable?.usableFrom.toISOString() ?? null,
    pendingChange: pending ? { upiId: pending.upiId, usableFrom: pending.usableFrom.toISOString() } : null,
    confirmWith: account.passwordHash === null ? 'fresh_sign_in' : 'password',
    withdrawal: await withdrawalTerms(db, config, account),
  };
}

async function withdrawalTerms(
  db: Database,
  config: Config,
  account: Pick<Account, 'id' | 'isEmailConfirmed'>,
): Promise<WithdrawalTerms> {
  const balancePaise = await readAvailableBalance(db, account.id);
  const [open] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.accountId, account.id), inArray(payouts.status, [...OPEN_PAYOUT_STATUSES])))
    .limit(1);
  const minimumPaise = minimumPayoutPaise(config);
  return {
    enabled: payoutProvider(config) !== null,
    minimumPaise,
    minimumRupees: paiseToRupees(minimumPaise),
    availablePaise: balancePaise,
    availableRupees: paiseToRupees(balancePaise),
    openPayoutId: open?.id ?? null,
    emailVerified: account.isEmailConfirmed,
  };
}

/**
 * PUT /api/account/payout-method. A verified shopper confirms with the current password (throttled like
 * sign-in, 400 when wrong); a Google-only account, having none, must have signed in within the last
 * FRESH_SIGN_IN_MINUTES (403 otherwise), so a session left open on a shared computer cannot redirect
 * the cashback. The first UPI ID is usable at once; a change is usable 24 hours later (withdrawals go
 * to the earlier one meanwhile) and is emailed to the account's address in the same transaction: no
 * email, no change. Going back to the UPI ID already in force cancels a pending change at once.
 */
export async function savePayoutMethod(
  deps: { db: Database; config: Config; mailer: Mailer },
  account: Account,
  input: {
    upiId: string;
    currentPassword: string;
    sessionToken: string | undefined;
    clientAddress: string | undefined;
  },
  now = new Date(),
): Promise<PayoutMethodSaved> {
  requireVerifiedEmail(account, payoutMessages.verifyEmailFirst);
  if (account.passwordHash !== null) {
    if (!input.currentPassword)
      throw HttpError.badInput(payoutMessages.currentPasswordRequired, {
        currentPassword: payoutMessages.currentPasswordRequired,
      });
    await checkCurrentPassword(deps.db, account, input.currentPassword, input.clientAddress);
  } else if (!(await signedInRecently(deps.db, input.sessionToken, now))) {
    throw new HttpError(403, 'fresh_sign_in_required', payoutMessages.freshSignInRequired);
  }

  const message = await deps.db.transaction(async (tx) => {
    const usable = await usablePayoutMethod(tx, account.id, now);
    const pending = await pendingPayoutMethod(tx, account.id, now);
    const newest: MethodRow | undefined = pending ?? usable;
    if (newest?.upiId === input.upiId) return payoutMessages.methodSameAsCurrent;
    if (!usable && !pending) {
      await tx.insert(payoutMethods).values({ accountId: account.id, upiId: input.upiId, usableFrom: now });
      return payoutMessages.methodSaved;
    }
    if (usable?.upiId === input.upiId) {
      // Back to the UPI ID in force: the pending change is cancelled, nothing new becomes usable.
      await tx.insert(payoutMethods).values({ accountId: account.id, upiId: input.upiId, usableFrom: now });
      return payoutMessages.methodSaved;
    }
    const usableFrom = new Date(now.getTime() + PAYOUT_METHOD_CHANGE_DELAY_HOURS * 3_600_000);
    await tx.insert(payoutMethods).values({ accountId: account.id, upiId: input.upiId, usableFrom });
    if (account.email) {
      const locale = toLocale(account.language);
      const mail = payoutMethodChangedEmail(input.upiId, formatIndiaDateTime(usableFrom));
      const [changed = '', usable = '', help = ''] = mail.paragraphs;
      const email = composeEmail({
        locale,
        to: account.email,
        subject: mailText(locale, mail.subject, 'email.upiSubject'),
        greeting: mailGreeting(locale, account.displayName),
        paragraphs: [
          mailText(locale, changed, 'email.upiChanged', { upiId: input.upiId }),
          mailText(locale, usable, 'email.upiUsableFrom', { time: formatDateTimeIn(locale, usableFrom) }),
          mailText(locale, help, 'email.upiHelp'),
        ],
      });
      await deps.mailer.sendEmail(email).catch((error: unknown) => {
        throw new HttpError(503, 'mail_failed', payoutMessages.methodMailFailed, undefined, error);
      });
    }
    return payoutMessages.methodChangeSaved;
  });
  return { message, ...(await readPayoutMethod(deps.db, deps.config, account, now)) };
}

/** The request's session began (a sign-in) within the last FRESH_SIGN_IN_MINUTES. */
async function signedInRecently(db: Database, token: string | undefined, now: Date): Promise<boolean> {
  if (!token) return false;
  const since = new Date(now.getTime() - FRESH_SIGN_IN_MINUTES * 60_000);
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.createdAt, since)))
    .limit(1);
  return Boolean(row);
}
