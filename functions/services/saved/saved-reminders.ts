import { sql } from 'drizzle-orm';
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
import { safely, send, type NotifyDeps } from '../notifications/cashback-notifications.ts';
import { rowsOf, uuidArray } from '../../db/rows.ts';
import { claimedRecipients, mailWhileReading } from '../notifications/batch-mailing.ts';
import { merchantOfCoupon, storeName, storefrontOfMerchant } from '../stores/store-identity.ts';

/**
 * The saved-coupon reminder (issue 23 item 4, decision 0070): once a day (09:00 India time), one email
 * per account listing its saved coupons that are still approved and whose expiry date is today or within
 * the next 2 India days. Safe to run again: each account's day is claimed in sent_notifications
 * (`saved-reminder:{accountId}:{day}`) before its email goes. Only verified addresses, and not to an
 * account that turned the saved_reminders switch off. `today` (an India day) sets the clock in tests.
 *
 * Decision 0093 (after 0088): the coupons due are read once (coupons_live_idx: the few expiring soon);
 * then a page of accounts at a time (keyset on the account id, decision 0078) costs three statements –
 * the page's saves of those coupons (one walk of saved_coupons' primary key in account order over the
 * whole run, never the whole due set again per page), its recipients (recipientsFor) and its claims
 * (claimAll in batch-mailing.ts, one INSERT … ON CONFLICT DO NOTHING RETURNING: only a day this run
 * claimed is mailed) –
 * and a page's emails go while the next page is read.
 * Decision 0098: the pages walk the saves of the coupons due only, coupon by coupon in the email's order
 * (saved_coupons_coupon_idx), not every save in account order: a run costs the saves due and one probe
 * per account, whatever the history of saves of ended coupons (kept: the Saved tab lists them). An
 * account is mailed on the page of its first coupon due, so once a run as before.
 */
export async function sendSavedReminders(
  deps: NotifyDeps,
  { today = todayInIndia(), batchSize = REMINDER_BATCH_SIZE }: { today?: string; batchSize?: number } = {},
): Promise<SavedRemindersRun> {
  const until = addDays(today, REMINDER_DAYS_AHEAD);
  // By expires_at (the end of the expiry date's India day), so coupons_live_idx (status, expires_at)
  // finds the few coupons expiring soon instead of reading every coupon (issue 25, decision 0077). In
  // the email's order (expiry date, then name): an account's lines keep this order.
  const dueCoupons = rowsOf<DueCoupon>(
    await deps.db.execute(sql`
      select ${coupons.id}::text as "id", ${coupons.couponName} as "couponName",
             ${coupons.expiryDate}::text as "expiryDate", ${storeName} as "storeName"
        from ${coupons}
        join ${merchants} on ${merchantOfCoupon}
        left join ${stores} on ${storefrontOfMerchant}
       where ${coupons.status} = 'approved' and ${coupons.suspendedAt} is null
         and ${coupons.expiresAt} >= ${endOfIndianDay(today)}
         and ${coupons.expiresAt} <= ${endOfIndianDay(until)}
       order by ${coupons.expiryDate}, ${coupons.couponName}, ${coupons.id}`),
  );
  let accountsDue = 0;
  let sent = 0;
  if (dueCoupons.length === 0) return { day: today, accounts: 0, sent: 0 };
  const rank = new Map(dueCoupons.map((coupon, i) => [coupon.id, i]));
  const byId = new Map(dueCoupons.map((coupon) => [coupon.id, coupon]));
  const due = uuidArray(dueCoupons.map((coupon) => coupon.id));
  // Decision 0098: the walk goes through the saves of the coupons due only (saved_coupons_coupon_idx,
  // (coupon_id, account_id)), never the saves of coupons long ended, which the Saved tab keeps. Each
  // coupon's saves counted first (index-only), so that a page is a run of coupons whose saves add up
  // to about a page, or part of one coupon's saves by keyset when they alone are more.
  const saved = new Map(
    rowsOf<{ id: string; n: number }>(
      await deps.db.execute(sql`
        select d.id::text as "id", c.n as "n"
          from unnest(${due}::uuid[]) as d(id)
          -- A count per coupon due by its own index range (a grouped scan of every save was planned as a
          -- sequential scan of saved_coupons when most saves are of coupons due).
          cross join lateral (
            select count(*)::int as n from ${savedCoupons} s where s.coupon_id = d.id offset 0) c`),
    ).map((row) => [row.id, Number(row.n)]),
  );
  const stretches = stretchesOf(
    dueCoupons.map((coupon) => ({ id: coupon.id, saves: saved.get(coupon.id) ?? 0 })),
    batchSize,
  );
  let stretch = 0;
  let after: string | null = null;
  await mailWhileReading(
    async () => {
      const coupons = stretches[stretch];
      if (!coupons) return null;
      const one = coupons.length === 1 ? coupons[0]! : null;
      // The stretch's accounts (one coupon's: the next page of them by keyset), then each account's own
      // saves of coupons due and whether it is a shopper, verified and not deleted (only those count and
      // are mailed), by probes (OFFSET 0 keeps each a probe, not a join over every save or account).
      const saves = rowsOf<{ accountId: string; couponId: string; shopper: boolean | null }>(
        await deps.db.execute(sql`
          with page as (
            ${
              one
                ? sql`select s.account_id from ${savedCoupons} s
                       where s.coupon_id = ${one}::uuid ${after ? sql`and s.account_id > ${after}::uuid` : sql``}
                       order by s.account_id
                       limit ${batchSize}`
                : sql`select distinct s.account_id from ${savedCoupons} s
                       where s.coupon_id = any(${uuidArray(coupons)}::uuid[])`
            })
          select page.account_id::text as "accountId", saved.coupon_id::text as "couponId",
                 shopper.yes as "shopper"
            from page
            cross join lateral (
              select s.coupon_id from ${savedCoupons} s
               where s.account_id = page.account_id and s.coupon_id = any(${due}::uuid[])
              offset 0) saved
            left join lateral (
              select true as yes from ${accounts} a
               where a.id = page.account_id and a.role = 'user'
                 and a.is_email_confirmed and a.deleted_at is null
              offset 0) shopper on true
           order by page.account_id`),
      );
      const accountsInPage = new Set(saves.map((save) => save.accountId));
      if (one && accountsInPage.size >= batchSize) after = saves[saves.length - 1]!.accountId;
      else {
        stretch += 1;
        after = null;
      }
      // An account is mailed on the page of its first coupon due (in the email's order), so once a run.
      const first = rank.get(coupons[0]!)!;
      const byAccount = Map.groupBy(
        saves.filter((save) => save.shopper),
        (save) => save.accountId,
      );
      for (const [accountId, own] of byAccount)
        if (Math.min(...own.map((save) => rank.get(save.couponId)!)) < first) byAccount.delete(accountId);
      return byAccount;
    },
    async (page) => {
      if (page.size === 0) return;
      accountsDue += page.size;
      sent += await remind(
        deps,
        today,
        new Map(
          [...page].map(([accountId, own]) => [
            accountId,
            own
              .map((save) => save.couponId)
              .sort((a, b) => rank.get(a)! - rank.get(b)!)
              .map((couponId) => byId.get(couponId)!),
          ]),
        ),
      );
    },
  );
  return { day: today, accounts: accountsDue, sent };
}

/**
 * The due coupons (in the email's order) cut into stretches whose saves add up to at most `batchSize`:
 * one coupon alone when its saves are more (its page then goes by keyset), never an empty stretch.
 */
function stretchesOf(coupons: { id: string; saves: number }[], batchSize: number): string[][] {
  const stretches: string[][] = [];
  let current: string[] = [];
  let saves = 0;
  for (const coupon of coupons) {
    if (coupon.saves === 0) continue;
    if (current.length > 0 && saves + coupon.saves > batchSize) {
      stretches.push(current);
      current = [];
      saves = 0;
    }
    current.push(coupon.id);
    saves += coupon.saves;
  }
  if (current.length > 0) stretches.push(current);
  return stretches;
}

interface DueCoupon {
  id: string;
  couponName: string;
  expiryDate: string;
  storeName: string;
}

/** Accounts looked at per batch by the saved-coupon reminder and the follow digest (decision 0078). */
export const REMINDER_BATCH_SIZE = 500;

/** One page: recipients in one query, claims in one statement, then each claimed account's email. */
async function remind(deps: NotifyDeps, today: string, byAccount: Map<string, DueCoupon[]>): Promise<number> {
  let sent = 0;
  await safely(deps, 'saved coupon reminder', async () => {
    const recipients = await claimedRecipients(
      deps,
      [...byAccount.keys()],
      'saved_reminders',
      (accountId) => `saved-reminder:${accountId}:${today}`,
    );
    for (const [accountId, due] of byAccount) {
      const to = recipients.get(accountId);
      if (!to) continue;
      await safely(deps, 'saved coupon reminder', async () => {
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
  });
  return sent;
}
