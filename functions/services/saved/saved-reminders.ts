import { and, asc, eq, gt, gte, inArray, isNull, lte } from 'drizzle-orm';
import { addDays, endOfIndianDay, formatCalendarDate, todayInIndia } from '../../contract/india-time.ts';
import { formatCalendarDateIn } from '../../contract/i18n/format.ts';
import { mailText } from '../email/compose-email.ts';
import {
  REMINDER_DAYS_AHEAD,
  SAVED_TAB_PATH,
  savedReminderTexts as T,
  type SavedRemindersRun,
} from '../../contract/saved-coupons.ts';
import { accounts, coupons, merchants, savedCoupons, stores } from '../../db/schema/index.ts';
import {
  claim,
  recipientFor,
  safely,
  send,
  type NotifyDeps,
} from '../notifications/cashback-notifications.ts';
import { merchantOfCoupon, storeName, storefrontOfMerchant } from '../stores/store-identity.ts';

/**
 * The saved-coupon reminder (issue 23 item 4, decision 0070): once a day (09:00 India time), one email
 * per account listing its saved coupons that are still approved and whose expiry date is today or within
 * the next 2 India days. Safe to run again: each account's day is claimed in sent_notifications
 * (`saved-reminder:{accountId}:{day}`) before its email goes. Only verified addresses, and not to an
 * account that turned the saved_reminders switch off. `today` (an India day) sets the clock in tests.
 */
export async function sendSavedReminders(
  deps: NotifyDeps,
  { today = todayInIndia(), batchSize = REMINDER_BATCH_SIZE }: { today?: string; batchSize?: number } = {},
): Promise<SavedRemindersRun> {
  const until = addDays(today, REMINDER_DAYS_AHEAD);
  const due = and(
    eq(coupons.status, 'approved'),
    isNull(coupons.suspendedAt),
    // By expires_at (the end of the expiry date's India day), so coupons_live_idx (status, expires_at)
    // finds the few coupons expiring soon instead of reading every coupon (issue 25, decision 0077).
    gte(coupons.expiresAt, endOfIndianDay(today)),
    lte(coupons.expiresAt, endOfIndianDay(until)),
    eq(accounts.role, 'user'),
    eq(accounts.isEmailConfirmed, true),
    isNull(accounts.deletedAt),
  );
  let accountsDue = 0;
  let sent = 0;
  // Decision 0078: a page of accounts at a time (keyset on the account id), so memory and each query
  // stay bounded however many shoppers saved coupons; the claim per account and day makes a stopped
  // run safe to repeat.
  let after: string | null = null;
  for (;;) {
    const page = await deps.db
      .selectDistinct({ accountId: savedCoupons.accountId })
      .from(savedCoupons)
      .innerJoin(coupons, eq(coupons.id, savedCoupons.couponId))
      .innerJoin(accounts, eq(accounts.id, savedCoupons.accountId))
      .where(and(due, after ? gt(savedCoupons.accountId, after) : undefined))
      .orderBy(asc(savedCoupons.accountId))
      .limit(batchSize);
    if (page.length === 0) break;
    const rows = await deps.db
      .select({
        accountId: savedCoupons.accountId,
        couponName: coupons.couponName,
        expiryDate: coupons.expiryDate,
        storeName,
      })
      .from(savedCoupons)
      .innerJoin(coupons, eq(coupons.id, savedCoupons.couponId))
      .innerJoin(merchants, merchantOfCoupon)
      .leftJoin(stores, storefrontOfMerchant)
      .innerJoin(accounts, eq(accounts.id, savedCoupons.accountId))
      .where(
        and(
          due,
          inArray(
            savedCoupons.accountId,
            page.map((row) => row.accountId),
          ),
        ),
      )
      .orderBy(asc(savedCoupons.accountId), asc(coupons.expiryDate), asc(coupons.couponName));
    const byAccount = Map.groupBy(rows, (row) => row.accountId);
    accountsDue += byAccount.size;
    sent += await remind(deps, today, byAccount);
    after = page[page.length - 1]!.accountId;
    if (page.length < batchSize) break;
  }
  return { day: today, accounts: accountsDue, sent };
}

/** Accounts looked at per batch by the saved-coupon reminder and the follow digest (decision 0078). */
export const REMINDER_BATCH_SIZE = 500;

async function remind(
  deps: NotifyDeps,
  today: string,
  byAccount: Map<string, { couponName: string; expiryDate: string; storeName: string }[]>,
): Promise<number> {
  let sent = 0;
  for (const [accountId, due] of byAccount) {
    await safely(deps, 'saved coupon reminder', async () => {
      const to = await recipientFor(deps, accountId, 'saved_reminders');
      if (!to) return;
      if (!(await claim(deps, `saved-reminder:${accountId}:${today}`, accountId))) return;
      const { locale } = to;
      await send(deps, to, 'saved_reminders', {
        subject: mailText(
          locale,
          T.subject(due.length),
          due.length === 1 ? 'email.savedSubjectOne' : 'email.savedSubject',
          { count: due.length },
        ),
        paragraphs: [
          mailText(locale, T.intro, 'email.savedIntro'),
          ...due.map((row) =>
            mailText(
              locale,
              T.line(row.couponName, row.storeName, formatCalendarDate(row.expiryDate)),
              'email.savedLine',
              {
                name: row.couponName,
                store: row.storeName,
                date: formatCalendarDateIn(locale, row.expiryDate),
              },
            ),
          ),
        ],
        action: { label: mailText(locale, T.action, 'email.savedAction'), path: SAVED_TAB_PATH },
      });
      sent += 1;
    });
  }
  return sent;
}
