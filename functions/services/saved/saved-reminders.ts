import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import { addDays, formatCalendarDate, todayInIndia } from '../../contract/india-time.ts';
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
  { today = todayInIndia() }: { today?: string } = {},
): Promise<SavedRemindersRun> {
  const until = addDays(today, REMINDER_DAYS_AHEAD);
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
        eq(coupons.status, 'approved'),
        isNull(coupons.suspendedAt),
        gte(coupons.expiryDate, today),
        lte(coupons.expiryDate, until),
        eq(accounts.role, 'user'),
        eq(accounts.isEmailConfirmed, true),
        isNull(accounts.deletedAt),
      ),
    )
    .orderBy(asc(savedCoupons.accountId), asc(coupons.expiryDate), asc(coupons.couponName));

  const byAccount = new Map<string, typeof rows>();
  for (const row of rows) byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), row]);

  let sent = 0;
  for (const [accountId, due] of byAccount) {
    await safely(deps, 'saved coupon reminder', async () => {
      const to = await recipientFor(deps, accountId, 'saved_reminders');
      if (!to) return;
      if (!(await claim(deps, `saved-reminder:${accountId}:${today}`, accountId))) return;
      await send(deps, to, 'saved_reminders', {
        subject: T.subject(due.length),
        paragraphs: [
          T.intro,
          ...due.map((row) => T.line(row.couponName, row.storeName, formatCalendarDate(row.expiryDate))),
        ],
        action: { label: T.action, path: SAVED_TAB_PATH },
      });
      sent += 1;
    });
  }
  return { day: today, accounts: byAccount.size, sent };
}
