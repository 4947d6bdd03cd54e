import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { siteOriginOf, type Config } from '../../config.ts';
import {
  cashbackEmailTexts as T,
  unsubscribeMessages,
  type EmailCategory,
} from '../../contract/cashback-emails.ts';
import { MY_EARNINGS_PATH } from '../../contract/my-earnings.ts';
import { earningsLedger, payments, payouts, sentNotifications } from '../../db/schema/index.ts';
import type { Database } from '../../db/database.ts';
import { rowsOf, uuidArray } from '../../db/rows.ts';
import { jobTransaction } from '../../db/advisory-lock.ts';
import type { Mailer } from '../email/mailer.ts';
import { formatCalendarDateIn } from '../../contract/i18n/format.ts';
import { localePath, toLocale, type Locale } from '../../contract/i18n/locales.ts';
import { formatPaise } from '../../contract/money.ts';
import { storedReasonIn } from '../../contract/i18n/message-keys.ts';
import type { ConfirmationRun } from '../../contract/earnings.ts';
import { composeEmail, mailGreeting, mailText } from '../email/compose-email.ts';
import type { CashbackSettings } from '../earnings/cashback-settings.ts';
import { confirmCashbackRun, type ConfirmationOptions } from '../earnings/confirm-cashback.ts';
import { walkBatchesInFlight } from '../maintenance/batches-in-flight.ts';
import { storeName, storefrontOfMerchant } from '../stores/store-identity.ts';
import { unsubscribeUrl } from './unsubscribe-token.ts';

/**
 * Cashback and payout emails (issue 22 item 6, decision 0067). Each is sent AFTER the money write has
 * committed, by whoever made the write, and never throws: a mail server that is down is logged and the
 * write stands. Each event is mailed at most once (sent_notifications, claimed before sending), so a
 * caller may call again safely (a retried sale, a webhook repeated). Nothing goes to an account without a
 * verified email, to a deleted one, or for a category it turned off (Settings, or one-click unsubscribe).
 */
export interface NotifyDeps {
  db: Database;
  config: Config;
  log: { error: (message: string, fields?: Record<string, unknown>) => void };
  mailer: Mailer;
}

const describeError = (error: unknown) =>
  error instanceof Error ? { error: error.message, name: error.name } : { error: String(error) };

export interface Recipient {
  id: string;
  email: string;
  name: string;
  /** The account's language (accounts.language): its emails are written in it. */
  locale: Locale;
}

/** The account if it may get mail of this category now; null otherwise (shared by issue 23's reminder and digest emails). */
export async function recipientFor(
  deps: NotifyDeps,
  accountId: string,
  category: EmailCategory,
): Promise<Recipient | null> {
  return (await recipientsFor(deps, [accountId], category)).get(accountId) ?? null;
}

/** Claims an event's key: true for the first caller only (also coupon-suspension-notifications.ts). */
export async function claim(deps: NotifyDeps, key: string, accountId: string): Promise<boolean> {
  const [claimed] = await deps.db
    .insert(sentNotifications)
    .values({ key, accountId })
    .onConflictDoNothing()
    .returning({ key: sentNotifications.key });
  return claimed !== undefined;
}

/**
 * Sends one message of the category, with List-Unsubscribe (one click, RFC 8058) and a button: My
 * Earnings unless the message names its own (`action.path`, a site path).
 */
export async function send(
  deps: NotifyDeps,
  to: Recipient,
  category: EmailCategory,
  message: { subject: string; paragraphs: string[]; action?: { label: string; path: string } },
): Promise<void> {
  const origin = siteOriginOf(deps.config);
  const unsubscribe = unsubscribeUrl(deps.config, origin, to.id, category);
  const mailto = mailtoOf(deps.config.MAIL_FROM);
  const { locale } = to;
  await deps.mailer.sendEmail(
    composeEmail({
      locale,
      to: to.email,
      subject: message.subject,
      greeting: mailGreeting(locale, to.name),
      paragraphs: message.paragraphs,
      action: message.action
        ? { label: message.action.label, url: new URL(localePath(locale, message.action.path), origin).href }
        : {
            label: mailText(locale, T.action, 'email.cashbackAction'),
            url: new URL(localePath(locale, MY_EARNINGS_PATH), origin).href,
          },
      footerLink: {
        label: mailText(locale, unsubscribeMessages.footer(category), STOP_KEY[category]),
        url: unsubscribe,
      },
      headers: {
        'List-Unsubscribe': mailto
          ? `<${unsubscribe}>, <mailto:${mailto}?subject=unsubscribe%20${category}>`
          : `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    }),
  );
}

/** The unsubscribe line of each category, in Hindi and Telugu. */
const STOP_KEY = {
  cashback_updates: 'email.stopCashback',
  payout_updates: 'email.stopPayout',
  saved_reminders: 'email.stopSaved',
  follow_digest: 'email.stopDigest',
} as const satisfies Record<EmailCategory, string>;

/** ₹ amounts and India days for a recipient's email lines. */
const money = (paise: number) => formatPaise(paise);
const day = (locale: Locale, isoDate: string) => formatCalendarDateIn(locale, isoDate);

/** The address in MAIL_FROM ("DealSphere <no-reply@…>"), for the mailto unsubscribe; null when there is none. */
function mailtoOf(from: string): string | null {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? (/^[^\s<>]+@[^\s<>]+$/.test(from) ? from : null);
  return address;
}

/** Runs a notification: any failure is logged, never thrown (the money write has committed already). */
export async function safely(deps: NotifyDeps, what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    deps.log.error(`${what}: email not sent`, describeError(error));
  }
}

const returnedEntry = alias(earningsLedger, 'returned');

interface SaleFacts {
  saleId: string;
  accountId: string;
  storeName: string;
  saleAmountPaise: number;
  saleDate: string;
  cashbackPaise: number;
  confirmAfter: string | null;
  /** The confirmation's entry id, if confirmed. */
  confirmed: string | null;
  /** A whole reversal's amount and reason, if reversed (a partial refund's reversal is not one). */
  reversedPaise: number | null;
  reason: string | null;
}

/**
 * A sale's store, amount, cashback and where its cashback stands, for each sale with a pending entry.
 *
 * Driven by the list of ids (decision 0088): each sale's pending entry, sale, confirmation and whole
 * reversal are index probes (earnings_ledger_one_pending_per_sale, merchant_sales_pkey,
 * …_one_confirmation_per_sale, …_one_reversal_per_sale) in lateral subqueries with a LIMIT, which
 * Postgres never turns into joins. As a join filtered by `sale_id in (…)`, a confirmation batch of 5,000
 * ids was planned as a scan of the whole ledger hashed against every confirmation ever written: each
 * batch slower than the last. The work is now the batch's, whatever the size of the ledger.
 */
async function readSaleFacts(deps: NotifyDeps, saleIds: string[]): Promise<SaleFacts[]> {
  if (saleIds.length === 0) return [];
  const result = await deps.db.execute(sql`
    select p.sale_id::text as "saleId",
           p.account_id::text as "accountId",
           ${storeName} as "storeName",
           s.sale_amount_paise as "saleAmountPaise",
           s.sale_date::text as "saleDate",
           p.amount_paise as "cashbackPaise",
           p.confirm_after::text as "confirmAfter",
           c.id::text as "confirmed",
           r.amount_paise as "reversedPaise",
           r.reason as "reason"
      from unnest(${uuidArray(saleIds)}::uuid[]) with ordinality as ids(sale_id, n)
      cross join lateral (
        select e.sale_id, e.account_id, e.amount_paise, e.confirm_after
          from earnings_ledger e
         where e.sale_id = ids.sale_id and e.kind = 'credit_pending'
         limit 1
      ) p
      cross join lateral (
        select m.merchant_id, m.sale_amount_paise, m.sale_date
          from merchant_sales m where m.id = p.sale_id limit 1
      ) s
      join merchants on merchants.id = s.merchant_id
      left join stores on ${storefrontOfMerchant}
      left join lateral (
        select e.id from earnings_ledger e
         where e.sale_id = ids.sale_id and e.kind = 'credit_confirmed'
         limit 1
      ) c on true
      left join lateral (
        select e.amount_paise, e.reason from earnings_ledger e
         where e.sale_id = ids.sale_id and e.kind = 'credit_reversed' and e.payment_refund_id is null
         limit 1
      ) r on true
     order by ids.n`);
  const rows = rowsOf<SaleFacts>(result);
  return rows.map((row) => ({
    ...row,
    saleAmountPaise: Number(row.saleAmountPaise),
    cashbackPaise: Number(row.cashbackPaise),
    reversedPaise: row.reversedPaise === null ? null : Number(row.reversedPaise),
  }));
}

/**
 * "Cashback pending": once per sale, while its cashback is still pending (a sale without cashback, or
 * one already confirmed or reversed, sends nothing). Call it after any write that may have created a
 * sale: the form (routes/merchant-sales.ts), an accepted claim, a Buy Now, the CSV import, the
 * postback. A repeat of the same sale sends nothing more.
 */
export async function notifyCashbackRecorded(deps: NotifyDeps, saleId: string): Promise<void> {
  await safely(deps, 'cashback recorded', async () => {
    const [sale] = await readSaleFacts(deps, [saleId]);
    if (!sale || sale.confirmed || sale.reason !== null || !sale.confirmAfter) return;
    const to = await recipientFor(deps, sale.accountId, 'cashback_updates');
    if (!to || !(await claim(deps, `cashback_recorded:${sale.saleId}`, to.id))) return;
    const { locale } = to;
    const facts = {
      store: sale.storeName,
      sale: money(sale.saleAmountPaise),
      date: day(locale, sale.saleDate),
      cashback: money(sale.cashbackPaise),
    };
    await send(deps, to, 'cashback_updates', {
      subject: mailText(
        locale,
        T.recordedSubject(sale.cashbackPaise, sale.storeName),
        'email.recordedSubject',
        facts,
      ),
      paragraphs: [
        mailText(
          locale,
          T.recorded(sale.storeName, sale.saleAmountPaise, sale.saleDate, sale.cashbackPaise),
          'email.recorded',
          facts,
        ),
        mailText(locale, T.recordedConfirms(sale.confirmAfter), 'email.recordedConfirms', {
          date: day(locale, sale.confirmAfter),
        }),
      ],
    });
  });
}

/**
 * "Cashback reversed": once per sale whose cashback was reversed whole (a return, a cancellation,
 * fraud, a full refund), with the reason. Safe to call after any write that may have reversed it.
 */
export async function notifyCashbackReversed(deps: NotifyDeps, saleId: string): Promise<void> {
  await safely(deps, 'cashback reversed', async () => {
    const [sale] = await readSaleFacts(deps, [saleId]);
    if (!sale || sale.reason === null || sale.reversedPaise === null) return;
    const to = await recipientFor(deps, sale.accountId, 'cashback_updates');
    if (!to || !(await claim(deps, `cashback_reversed:${sale.saleId}`, to.id))) return;
    const { locale } = to;
    const facts = {
      store: sale.storeName,
      sale: money(sale.saleAmountPaise),
      date: day(locale, sale.saleDate),
      cashback: money(sale.reversedPaise),
    };
    await send(deps, to, 'cashback_updates', {
      subject: mailText(
        locale,
        T.reversedSubject(sale.reversedPaise, sale.storeName),
        'email.reversedSubject',
        facts,
      ),
      paragraphs: [
        mailText(
          locale,
          T.reversed(sale.storeName, sale.saleAmountPaise, sale.saleDate, sale.reversedPaise),
          'email.reversed',
          facts,
        ),
        mailText(locale, T.reversedReason(sale.reason), 'email.reason', {
          reason: storedReasonIn(locale, sale.reason),
        }),
        mailText(locale, T.reversedHelp, 'email.reversedHelp'),
      ],
    });
  });
}

/** After a write that may have created or reversed a sale's cashback: whichever of the two is new. */
export async function notifySaleUpdates(deps: NotifyDeps, saleId: string | null | undefined): Promise<void> {
  if (!saleId) return;
  await notifyCashbackRecorded(deps, saleId);
  await notifyCashbackReversed(deps, saleId);
}

/** What a line of the "cashback confirmed" email says, and whose it is. */
type ConfirmedSale = Pick<
  SaleFacts,
  'saleId' | 'accountId' | 'storeName' | 'saleAmountPaise' | 'saleDate' | 'cashbackPaise'
>;

/** One "cashback confirmed" email per account for its claimed sales (in sale date order); each failure logged. */
async function sendConfirmed(
  deps: NotifyDeps,
  recipients: Map<string, Recipient>,
  fresh: ConfirmedSale[],
): Promise<number> {
  let sent = 0;
  for (const [accountId, own] of Map.groupBy(fresh, (sale) => sale.accountId)) {
    own.sort((a, b) => a.saleDate.localeCompare(b.saleDate) || a.saleId.localeCompare(b.saleId));
    await safely(deps, 'cashback confirmed', async () => {
      const to = recipients.get(accountId)!;
      const total = own.reduce((sum, sale) => sum + sale.cashbackPaise, 0);
      const storeNames = [...new Set(own.map((sale) => sale.storeName))];
      const { locale } = to;
      await send(deps, to, 'cashback_updates', {
        subject: mailText(
          locale,
          T.confirmedSubject(total, storeNames),
          storeNames.length === 1 ? 'email.confirmedSubjectOneStore' : 'email.confirmedSubject',
          { cashback: money(total), store: storeNames[0] ?? '' },
        ),
        paragraphs: [
          mailText(locale, T.confirmedIntro(total), 'email.confirmedIntro', { cashback: money(total) }),
          ...own.map(
            (sale) =>
              `• ${mailText(
                locale,
                T.confirmedLine(sale.cashbackPaise, sale.storeName, sale.saleAmountPaise),
                'email.confirmedLine',
                {
                  cashback: money(sale.cashbackPaise),
                  store: sale.storeName,
                  sale: money(sale.saleAmountPaise),
                },
              )}`,
          ),
          mailText(locale, T.confirmedWithdraw, 'email.confirmedWithdraw'),
        ],
      });
      sent++;
    });
  }
  return sent;
}

/** Shoppers whose owed "cashback confirmed" emails one mailing batch takes (~10 sales each at scale). */
export const MAIL_BATCH_ACCOUNTS = 500;

export interface MailingOptions {
  /** Shoppers per batch (MAIL_BATCH_ACCOUNTS). */
  batchAccounts?: number;
  /** Stops after this many batches: what is still owed stays in the outbox for the next run. */
  maxBatches?: number;
  /** Batches at once (MAIL_BATCHES_IN_FLIGHT). */
  inFlight?: number;
}

/**
 * The confirmation job's mailing phase (decision 0090): walks cashback_confirmed_outbox (the sales the
 * ledger batches confirmed, recorded in their own transactions) by account, a keyset batch of shoppers
 * at a time, and mails each shopper ONE email listing every sale of theirs confirmed, however many
 * ledger batches those sales fell in. Per batch: ONE statement deletes the batch's outbox rows and
 * answers each with its email line and whether the sale was reversed since (claimOwed: the claim, as
 * sent_notifications is for the other emails: a crash before it leaves the batch owed, after it the
 * batch is never mailed again), then the shoppers who may get mail (recipientsFor: verified, living, the
 * category on), then the sends, while the next batch is claimed (decision 0106: two batches in flight,
 * walkBatchesInFlight). Reversed sales and shoppers who may not get mail are cleared without an email. A
 * sale taken by a run at the same time is not mailed twice. Never throws: a failure is logged and what is
 * still owed waits for the next run. Answers the emails sent and whether the outbox was walked to its end.
 */
export async function mailConfirmedCashback(
  deps: NotifyDeps,
  options: MailingOptions = {},
): Promise<{ emails: number; done: boolean }> {
  const limit = options.batchAccounts ?? MAIL_BATCH_ACCOUNTS;
  let emails = 0;
  let done = false;
  await safely(deps, 'cashback confirmed', async () => {
    // Decision 0106: the walk finds where each batch of shoppers ends, and up to two batches are read,
    // claimed and mailed at once (disjoint shoppers: never the same email twice).
    const walk = await walkBatchesInFlight<string, MailBatch>({
      inFlight: options.inFlight ?? MAIL_BATCHES_IN_FLIGHT,
      maxBatches: options.maxBatches ?? Number.POSITIVE_INFINITY,
      end: (after) => owedBatchEnd(deps, after, limit),
      batch: (after, upTo) => mailOwedBatch(deps, after, upTo, limit),
      onBatch: (batch) => void (emails += batch.emails),
    });
    done = walk.done;
  });
  return { emails, done };
}

/** Mailing batches at once (decision 0106), as the confirmation's (CONFIRM_BATCHES_IN_FLIGHT). */
export const MAIL_BATCHES_IN_FLIGHT = 2;

/** One mailing batch's outcome: the emails sent, and the last shopper when an open-ended batch was full. */
interface MailBatch {
  emails: number;
  next: string | null;
}

/**
 * The shopper with whom the next batch of `limit` shoppers owed an email after `after` ends, from the
 * outbox's primary key; null when fewer are left.
 */
async function owedBatchEnd(deps: NotifyDeps, after: string | null, limit: number): Promise<string | null> {
  // Decision 0109: read from the primary key whatever the outbox's statistics say (filled minutes ago).
  const result = await deps.db.transaction(async (tx) => {
    await jobTransaction(tx, { relaxedCommit: false, byIndex: true });
    return tx.execute(owedBatchEndStatement(after, limit));
  });
  const [row] = rowsOf<{ accountId: string }>(result);
  return row?.accountId ?? null;
}

/** owedBatchEnd's statement (exported for its plan's test, tests/api/jobs-in-batches.test.ts). */
export function owedBatchEndStatement(after: string | null, limit: number): SQL {
  return sql`
    select d.account_id::text as "accountId"
      from (select distinct account_id from cashback_confirmed_outbox
             ${after ? sql`where account_id > ${after}::uuid` : sql``}
             order by account_id) d
     offset ${limit - 1} limit 1`;
}

/**
 * One batch: the shoppers after `after` up to and including `upTo` (null: the next `limit` of them).
 * Their owed sales, claimed and read in one statement (claimOwed), the shoppers who may get mail, then
 * the sends.
 */
async function mailOwedBatch(
  deps: NotifyDeps,
  after: string | null,
  upTo: string | null,
  limit: number,
): Promise<MailBatch> {
  const owed = await claimOwed(deps, after, upTo, limit);
  if (owed.length === 0) return { emails: 0, next: null };
  // Reversed since their confirmation: left out (their outbox rows are cleared with the rest).
  const standing = owed.filter((sale) => !sale.reversed);
  const recipients = await recipientsFor(
    deps,
    [...new Set(standing.map((sale) => sale.accountId))],
    'cashback_updates',
  );
  const emails = await sendConfirmed(
    deps,
    recipients,
    standing.filter((sale) => recipients.has(sale.accountId)),
  );
  const full = upTo === null && new Set(owed.map((row) => row.accountId)).size >= limit;
  return { emails, next: full ? owed.at(-1)!.accountId : null };
}

/**
 * The claim (decision 0090) and the read, in ONE statement: deletes the outbox rows of the shoppers
 * after `after` up to `upTo` (null: up to the `limit`th shopper after `after`), and answers each deleted
 * row, in (account, sale) order, with its email line's facts and whether the sale was reversed whole
 * since. A sale's row is written once ever (with its one confirmation), so a sale deleted here is mailed
 * by this call only; a run at the same time gets none of these rows back. Committed before the sends: a
 * crash after it loses that batch's emails, never doubles them; a failure before it (the read is part of
 * the statement) leaves the batch owed.
 *
 * Decision 0109: the rows are found by a range of the outbox's primary key, not by a join to the list of
 * shoppers nor by deleting a list of (account, sale) pairs: both were planned as a read of the whole outbox
 * (a hash join), each batch, with the outbox's statistics fresh or not. The sale, its store and its whole
 * reversal are probes by key per row (lateral with LIMIT, as readSaleFacts); the amount is the outbox's
 * own, and an outbox row is a confirmation, so neither entry is read again.
 */
async function claimOwed(
  deps: NotifyDeps,
  after: string | null,
  upTo: string | null,
  limit: number,
): Promise<(ConfirmedSale & { reversed: boolean })[]> {
  // Decision 0102: JIT off. The outbox is filled by the ledger batches minutes before; with its statistics
  // from when it was empty the estimate passed jit_above_cost and Postgres compiled the statement first
  // (~0.7 s a batch of 500 shoppers). Decision 0109: by its primary key, whatever those statistics say.
  const result = await deps.db.transaction(async (tx) => {
    await jobTransaction(tx, { relaxedCommit: false, byIndex: true });
    return tx.execute(claimOwedStatement(after, upTo, limit));
  });
  const rows = rowsOf<ConfirmedSale & { reversed: boolean }>(result);
  return rows.map((row) => ({
    ...row,
    saleAmountPaise: Number(row.saleAmountPaise),
    cashbackPaise: Number(row.cashbackPaise),
  }));
}

/** claimOwed's statement (exported for its plan's test, tests/api/jobs-in-batches.test.ts). */
export function claimOwedStatement(after: string | null, upTo: string | null, limit: number): SQL {
  const from = after ? sql`account_id > ${after}::uuid` : sql`true`;
  const through = upTo
    ? sql`${upTo}::uuid`
    : sql`(select a.account_id from (select distinct account_id from cashback_confirmed_outbox
             where ${from} order by account_id limit ${limit}) a order by a.account_id desc limit 1)`;
  return sql`
    with claimed as (
      delete from cashback_confirmed_outbox
       where ${from} and account_id <= ${through}
      returning account_id, sale_id, cashback_paise
    )
    select o.account_id::text as "accountId",
           o.sale_id::text as "saleId",
           ${storeName} as "storeName",
           s.sale_amount_paise as "saleAmountPaise",
           s.sale_date::text as "saleDate",
           o.cashback_paise as "cashbackPaise",
           r.reversed is not null as "reversed"
      from claimed o
      cross join lateral (
        select m.merchant_id, m.sale_amount_paise, m.sale_date
          from merchant_sales m where m.id = o.sale_id limit 1
      ) s
      join merchants on merchants.id = s.merchant_id
      left join stores on ${storefrontOfMerchant}
      left join lateral (
        select 1 as reversed from earnings_ledger e
         where e.sale_id = o.sale_id and e.kind = 'credit_reversed' and e.payment_refund_id is null
         limit 1
      ) r on true
     order by o.account_id, o.sale_id`;
}

/**
 * recipientFor for many accounts in one query (decision 0088): the accounts that may get mail of this
 * category now, by id; the others are absent.
 */
export async function recipientsFor(
  deps: NotifyDeps,
  accountIds: string[],
  category: EmailCategory,
): Promise<Map<string, Recipient>> {
  const found = new Map<string, Recipient>();
  if (accountIds.length === 0) return found;
  // Driven by the ids (decision 0090): each account and its switches are probes by key, whatever the
  // number of ids. As `id = any(…)` joined to email_preferences, a mailing batch of 500 shoppers was
  // planned as a scan of every account.
  const result = await deps.db.execute(sql`
    select a.id::text as id, a.email, a.display_name as name, a.language,
           a.is_email_confirmed as confirmed,
           p.cashback_updates as "cashbackUpdates", p.payout_updates as "payoutUpdates",
           p.saved_reminders as "savedReminders", p.follow_digest as "followDigest"
      from unnest(${uuidArray(accountIds)}::uuid[]) as ids(id)
      cross join lateral (
        select x.id, x.email, x.display_name, x.language, x.is_email_confirmed
          from accounts x where x.id = ids.id and x.deleted_at is null limit 1
      ) a
      left join lateral (
        select e.cashback_updates, e.payout_updates, e.saved_reminders, e.follow_digest
          from email_preferences e where e.account_id = ids.id limit 1
      ) p on true`);
  const rows = rowsOf<{
    id: string;
    email: string | null;
    name: string;
    language: string | null;
    confirmed: boolean;
    cashbackUpdates: boolean | null;
    payoutUpdates: boolean | null;
    savedReminders: boolean | null;
    followDigest: boolean | null;
  }>(result);
  for (const row of rows) {
    if (!row.email || !row.confirmed) continue;
    const on = {
      cashback_updates: row.cashbackUpdates,
      payout_updates: row.payoutUpdates,
      saved_reminders: row.savedReminders,
      follow_digest: row.followDigest,
    }[category];
    if (on === false) continue;
    found.set(row.id, { id: row.id, email: row.email, name: row.name, locale: toLocale(row.language) });
  }
  return found;
}

/**
 * "Payout paid" or "Payout failed", read from the payouts table: processed → paid; failed, reversed or
 * rejected → failed (with the reason and the tokens returned). Held or processing payouts send nothing.
 * Once per payout and outcome. The payouts' settle code calls it after its transaction commits.
 */
export async function notifyPayoutSettled(deps: NotifyDeps, payoutId: string): Promise<void> {
  await safely(deps, 'payout settled', async () => {
    const [payout] = await deps.db
      .select({
        id: payouts.id,
        accountId: payouts.accountId,
        amountPaise: payouts.amountPaise,
        upiId: payouts.upiId,
        status: payouts.status,
        failureReason: payouts.failureReason,
        returnedPaise: returnedEntry.amountPaise,
      })
      .from(payouts)
      .leftJoin(
        returnedEntry,
        and(eq(returnedEntry.payoutId, payouts.id), eq(returnedEntry.kind, 'withdrawal_returned')),
      )
      .where(eq(payouts.id, payoutId));
    if (!payout || payout.status === 'held' || payout.status === 'processing') return;
    const to = await recipientFor(deps, payout.accountId, 'payout_updates');
    if (!to || !(await claim(deps, `payout_${payout.status}:${payout.id}`, to.id))) return;
    const { locale } = to;
    const facts = { amount: money(payout.amountPaise), upiId: payout.upiId };
    if (payout.status === 'processed') {
      await send(deps, to, 'payout_updates', {
        subject: mailText(locale, T.paidSubject(payout.amountPaise), 'email.paidSubject', facts),
        paragraphs: [mailText(locale, T.paid(payout.amountPaise, payout.upiId), 'email.paid', facts)],
      });
      return;
    }
    const returnedPaise = payout.returnedPaise;
    await send(deps, to, 'payout_updates', {
      subject: mailText(locale, T.failedSubject(payout.amountPaise), 'email.failedSubject', facts),
      paragraphs: [
        payout.status === 'rejected'
          ? mailText(locale, T.refused(payout.amountPaise, payout.upiId), 'email.refused', facts)
          : mailText(locale, T.failed(payout.amountPaise, payout.upiId), 'email.failed', facts),
        ...(payout.failureReason
          ? [
              mailText(locale, T.failedReason(payout.failureReason), 'email.reason', {
                reason: storedReasonIn(locale, payout.failureReason),
              }),
            ]
          : []),
        ...(returnedPaise
          ? [
              mailText(locale, T.failedReturned(returnedPaise), 'email.failedReturned', {
                amount: money(returnedPaise),
              }),
            ]
          : []),
      ],
    });
  });
}

/**
 * Waits for a notification at most `ms` (default 2 s), so a slow mail server never holds a shopper's
 * or merchant's answer; the sending goes on in the background and logs its own failure.
 */
export async function withinMs(work: Promise<void>, ms = 2000): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/**
 * Confirmed sales after which the job refreshes the outbox's statistics before mailing (decision 0109).
 * Below it, what the planner believes of the outbox matters little: the mailing reads a few batches.
 */
const OUTBOX_ANALYZE_ROWS = 10_000;

/**
 * ANALYZE of the outbox the ledger batches just filled (decision 0109). Between runs the mailing empties
 * it, so its statistics (autovacuum's, from whenever it last looked) say "empty" or "a few rows". The
 * mailing's statements read it by its primary key whatever they say (jobTransaction's byIndex); with
 * true counts their plans are cheaper still (7.4 s → 4.8–5.7 s of mailing at 300,000 entries). A role
 * that does not own the table gets a warning, not an error, and the mailing goes on.
 */
async function analyzeOutbox(deps: NotifyDeps): Promise<void> {
  await safely(deps, 'outbox statistics', () => deps.db.execute(sql`analyze cashback_confirmed_outbox`));
}

/**
 * The confirmation job's second phase, after its ledger batches (`run`): the outbox's statistics
 * refreshed when the run filled it (OUTBOX_ANALYZE_ROWS), then the mailing. Also timed on its own by
 * `npm run bench:jobs`.
 */
export async function mailAfterConfirmation(
  deps: NotifyDeps,
  run: ConfirmationRun,
  options?: MailingOptions,
): Promise<{ emails: number; done: boolean }> {
  if (run.confirmed >= OUTBOX_ANALYZE_ROWS) await analyzeOutbox(deps);
  return mailConfirmedCashback(deps, options);
}

/**
 * The confirmation job with its emails: confirms (confirm-cashback.ts), each batch recording in the
 * outbox the sales it confirmed, then mails each shopper ONE email for all of them (mailConfirmedCashback,
 * decision 0090), and with them what an earlier, stopped run still owed. The cron endpoint and the node
 * server's timer both run this.
 */
export async function confirmCashbackAndNotify(
  deps: NotifyDeps,
  settings: CashbackSettings,
  today?: string,
  options: Pick<ConfirmationOptions, 'batchSize'> & { mailing?: MailingOptions } = {},
): Promise<ConfirmationRun> {
  const { run } = await confirmCashbackRun(deps.db, settings, today, {
    batchSize: options.batchSize,
    recordMail: true,
  });
  await mailAfterConfirmation(deps, run, options.mailing);
  return run;
}

/**
 * After a payment write (Checkout's verify, the test checkout, the webhook, an administrator's refund):
 * the Buy Now sale it paid for, if any, gets its "pending" or "reversed" email. `ids` are the
 * provider's order or payment id, or our payment id.
 */
export async function notifyPaymentSale(
  deps: NotifyDeps,
  ids: { orderId?: string | null; providerPaymentId?: string | null; paymentId?: string | null },
): Promise<void> {
  await safely(deps, 'payment sale', async () => {
    const conditions = [
      ...(ids.orderId ? [eq(payments.providerOrderId, ids.orderId)] : []),
      ...(ids.providerPaymentId ? [eq(payments.providerPaymentId, ids.providerPaymentId)] : []),
      ...(ids.paymentId ? [eq(payments.id, ids.paymentId)] : []),
    ];
    if (conditions.length === 0) return;
    const [payment] = await deps.db
      .select({ saleId: payments.saleId })
      .from(payments)
      .where(or(...conditions))
      .limit(1);
    await notifySaleUpdates(deps, payment?.saleId);
  });
}

/** The order and payment ids a Razorpay webhook body names (already verified by handleWebhook). */
export function paymentIdsOfWebhook(rawBody: string): {
  orderId: string | null;
  providerPaymentId: string | null;
} {
  try {
    const body = JSON.parse(rawBody) as {
      payload?: Record<string, { entity?: { id?: unknown; order_id?: unknown; payment_id?: unknown } }>;
    };
    const text = (value: unknown) => (typeof value === 'string' && value.length <= 100 ? value : null);
    const payment = body.payload?.payment?.entity;
    return {
      orderId: text(payment?.order_id) ?? text(body.payload?.order?.entity?.id),
      providerPaymentId: text(payment?.id) ?? text(body.payload?.refund?.entity?.payment_id),
    };
  } catch {
    return { orderId: null, providerPaymentId: null };
  }
}
