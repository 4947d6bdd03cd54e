import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
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
    // From the coupons due (coupons_live_idx) to their saves (saved_coupons_coupon_idx, one probe per
    // coupon: the lateral subquery's OFFSET 0 keeps Postgres from turning it into a join that reads
    // every saved coupon; issue 25, decision 0077), the next page of accounts.
    const page = rowsOf(
      await deps.db.execute(sql`
        select distinct saved.account_id as "accountId"
          from ${coupons}
          cross join lateral (
            select ${savedCoupons.accountId} as account_id from ${savedCoupons}
             where ${savedCoupons.couponId} = ${coupons.id}
                   ${after ? sql`and ${savedCoupons.accountId} > ${after}::uuid` : sql``}
            offset 0) saved
          join ${accounts} on ${accounts.id} = saved.account_id
         where ${due}
         order by saved.account_id
         limit ${batchSize}`),
    ) as { accountId: string }[];
    if (page.length === 0) break;
    const rows = rowsOf(
      await deps.db.execute(sql`
        select saved.account_id::text as "accountId", ${coupons.couponName} as "couponName",
               ${coupons.expiryDate}::text as "expiryDate", ${storeName} as "storeName"
          from ${coupons}
          cross join lateral (
            select ${savedCoupons.accountId} as account_id from ${savedCoupons}
             where ${savedCoupons.couponId} = ${coupons.id}
               and ${inArray(
                 savedCoupons.accountId,
                 page.map((row) => row.accountId),
               )}
            offset 0) saved
          join ${merchants} on ${merchantOfCoupon}
          left join ${stores} on ${storefrontOfMerchant}
          join ${accounts} on ${accounts.id} = saved.account_id
         where ${due}
         order by saved.account_id, ${coupons.expiryDate}, ${coupons.couponName}`),
    ) as { accountId: string; couponName: string; expiryDate: string; storeName: string }[];
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

function rowsOf(result: unknown): unknown[] {
  const rows = (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
  return Array.isArray(rows) ? rows : [];
}
