import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { todayInIndia } from '../../contract/india-time.ts';
import { formatCalendarDateIn } from '../../contract/i18n/format.ts';
import { mailText } from '../email/compose-email.ts';
import { DIGEST_MAX_COUPONS, FOLLOWING_TAB_PATH, followDigestTexts as T } from '../../contract/following.ts';
import { coupons, merchants, storeFollows, stores } from '../../db/schema/index.ts';
import { safely, send, type NotifyDeps } from '../notifications/cashback-notifications.ts';
import { rowsOf, uuidArray } from '../../db/rows.ts';
import { claimedRecipients, mailWhileReading } from '../notifications/batch-mailing.ts';
import { REMINDER_BATCH_SIZE } from '../saved/saved-reminders.ts';
import { storeName, storefrontOfMerchant } from '../stores/store-identity.ts';

/** The node server's job and GET /api/cron/follow-digest answer this. */
export interface FollowDigestRun {
  /** Accounts with something new from a store they follow. */
  accounts: number;
  /** Digests sent by this run (an account already mailed today, switched off or unverified is skipped). */
  sent: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily digest (issue 23 item 5, decision 0071): to each account, one email listing the coupons an
 * administrator approved in the 24 hours before `now` from the stores it follows, still live and not
 * suspended. None on a day with nothing new. At most one per account per India day
 * (sent_notifications key `follow_digest:{account}:{day}`, claimed before sending), so a second run
 * (the cron and the node timer, or a retry) sends nothing more. Respects the follow_digest switch, a
 * verified email and deleted accounts (recipientsFor). Never throws for one account's failure.
 *
 * Decision 0093 (after 0088): the day's new coupons are read once; then a page of followers at a time
 * (keyset on the account id, decision 0078) costs three statements – the page's follows of the stores
 * with something new, its recipients (recipientsFor) and its claims (claimAll, batch-mailing.ts: only a day this run
 * claimed is mailed) – and a page's emails go while the next page is read.
 */
export async function sendFollowDigests(
  deps: NotifyDeps,
  now: Date = new Date(),
  batchSize: number = REMINDER_BATCH_SIZE,
): Promise<FollowDigestRun> {
  const since = new Date(now.getTime() - DAY_MS);
  // In the email's order (approved first, first listed).
  const news = await deps.db
    .select({
      id: coupons.id,
      merchantId: coupons.merchantId,
      title: coupons.title,
      expiryDate: coupons.expiryDate,
      storeName,
    })
    .from(coupons)
    .innerJoin(merchants, eq(merchants.id, coupons.merchantId))
    .leftJoin(stores, storefrontOfMerchant)
    .where(
      and(
        eq(coupons.status, 'approved'),
        isNull(coupons.suspendedAt),
        gt(coupons.expiresAt, now),
        gt(coupons.approvedAt, since),
        lte(coupons.approvedAt, now),
      ),
    )
    .orderBy(asc(coupons.approvedAt), asc(coupons.id));
  const day = todayInIndia(now);
  let accountsDue = 0;
  let sent = 0;
  if (news.length === 0) return { accounts: 0, sent: 0 };
  const newsOf = Map.groupBy(news, (coupon) => coupon.merchantId);
  const rank = new Map(news.map((coupon, i) => [coupon.id, i]));
  const storesWithNews = uuidArray([...newsOf.keys()]);
  let after: string | null = null;
  let done = false;
  await mailWhileReading(
    async () => {
      if (done) return null;
      // The next page of followers of those stores, and which of them each follows, in one statement.
      const follows = rowsOf<{ accountId: string; merchantId: string }>(
        await deps.db.execute(sql`
          with page as (
            select distinct f.account_id
              from ${storeFollows} f
             where f.merchant_id = any(${storesWithNews}::uuid[])
                   ${after ? sql`and f.account_id > ${after}::uuid` : sql``}
             order by f.account_id
             limit ${batchSize})
          select page.account_id::text as "accountId", followed.merchant_id::text as "merchantId"
            from page
            -- Each page account's own follows (store_follows_account_idx; OFFSET 0 keeps this a
            -- probe per account, not a join reading every follower of the stores with news).
            cross join lateral (
              select f.merchant_id from ${storeFollows} f
               where f.account_id = page.account_id and f.merchant_id = any(${storesWithNews}::uuid[])
              offset 0) followed
           order by page.account_id`),
      );
      if (follows.length === 0) return null;
      const page = Map.groupBy(follows, (follow) => follow.accountId);
      after = follows[follows.length - 1]!.accountId;
      if (page.size < batchSize) done = true;
      return page;
    },
    async (page) => {
      accountsDue += page.size;
      sent += await digest(
        deps,
        day,
        new Map(
          [...page].map(([accountId, own]) => [
            accountId,
            own
              .flatMap((follow) => newsOf.get(follow.merchantId) ?? [])
              .sort((a, b) => rank.get(a.id)! - rank.get(b.id)!),
          ]),
        ),
      );
    },
  );
  return { accounts: accountsDue, sent };
}

/** One page: recipients in one query, claims in one statement, then each claimed account's digest. */
async function digest(
  deps: NotifyDeps,
  day: string,
  byAccount: Map<string, { title: string; expiryDate: string; storeName: string }[]>,
): Promise<number> {
  let sent = 0;
  await safely(deps, 'follow digest', async () => {
    const recipients = await claimedRecipients(
      deps,
      [...byAccount.keys()],
      'follow_digest',
      (accountId) => `follow_digest:${accountId}:${day}`,
    );
    for (const [accountId, news] of byAccount) {
      const to = recipients.get(accountId);
      if (!to) continue;
      await safely(deps, 'follow digest', async () => {
        const shown = news.slice(0, DIGEST_MAX_COUPONS);
        const storeNames = [...new Set(news.map((row) => row.storeName))];
        const { locale } = to;
        const subjectKey =
          storeNames.length !== 1
            ? 'email.digestSubject'
            : news.length === 1
              ? 'email.digestSubjectOne'
              : 'email.digestSubjectOneStore';
        await send(deps, to, 'follow_digest', {
          subject: mailText(locale, T.subject(news.length, storeNames), subjectKey, {
            count: news.length,
            store: storeNames[0] ?? '',
          }),
          paragraphs: [
            mailText(locale, T.intro, 'email.digestIntro'),
            ...shown.map((row) =>
              mailText(locale, T.line(row.storeName, row.title, row.expiryDate), 'email.digestLine', {
                store: row.storeName,
                title: row.title,
                date: formatCalendarDateIn(locale, row.expiryDate),
              }),
            ),
            ...(news.length > shown.length
              ? [
                  mailText(locale, T.more(news.length - shown.length), 'email.digestMore', {
                    count: news.length - shown.length,
                  }),
                ]
              : []),
          ],
          action: { label: mailText(locale, T.action, 'email.digestAction'), path: FOLLOWING_TAB_PATH },
        });
        sent += 1;
      });
    }
  });
  return sent;
}
