import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { todayInIndia } from '../../contract/india-time.ts';
import { formatCalendarDateIn } from '../../contract/i18n/format.ts';
import { mailText } from '../email/compose-email.ts';
import { DIGEST_MAX_COUPONS, FOLLOWING_TAB_PATH, followDigestTexts as T } from '../../contract/following.ts';
import { coupons, merchants, storeFollows, stores } from '../../db/schema/index.ts';
import {
  claim,
  recipientFor,
  safely,
  send,
  type NotifyDeps,
} from '../notifications/cashback-notifications.ts';
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
 * verified email and deleted accounts (recipientFor). Never throws for one account's failure.
 */
export async function sendFollowDigests(
  deps: NotifyDeps,
  now: Date = new Date(),
  batchSize: number = REMINDER_BATCH_SIZE,
): Promise<FollowDigestRun> {
  const since = new Date(now.getTime() - DAY_MS);
  const fresh = and(
    eq(coupons.status, 'approved'),
    isNull(coupons.suspendedAt),
    gt(coupons.expiresAt, now),
    gt(coupons.approvedAt, since),
    lte(coupons.approvedAt, now),
  );
  const day = todayInIndia(now);
  let accountsDue = 0;
  let sent = 0;
  // Decision 0078: a page of followers at a time (keyset on the account id), so memory and each query
  // stay bounded; the claim per account and day makes a stopped run safe to repeat.
  let after: string | null = null;
  for (;;) {
    const page = await deps.db
      .selectDistinct({ accountId: storeFollows.accountId })
      .from(storeFollows)
      .innerJoin(coupons, eq(coupons.merchantId, storeFollows.merchantId))
      .where(and(fresh, after ? gt(storeFollows.accountId, after) : undefined))
      .orderBy(asc(storeFollows.accountId))
      .limit(batchSize);
    if (page.length === 0) break;
    const rows = await deps.db
      .select({
        accountId: storeFollows.accountId,
        couponId: coupons.id,
        title: coupons.title,
        expiryDate: coupons.expiryDate,
        storeName,
      })
      .from(storeFollows)
      .innerJoin(coupons, eq(coupons.merchantId, storeFollows.merchantId))
      .innerJoin(merchants, eq(merchants.id, coupons.merchantId))
      .leftJoin(stores, storefrontOfMerchant)
      .where(
        and(
          fresh,
          inArray(
            storeFollows.accountId,
            page.map((row) => row.accountId),
          ),
        ),
      )
      .orderBy(asc(storeFollows.accountId), asc(coupons.approvedAt), asc(coupons.id));
    const byAccount = Map.groupBy(rows, (row) => row.accountId);
    accountsDue += byAccount.size;
    for (const [accountId, news] of byAccount) {
      await safely(deps, 'follow digest', async () => {
        const to = await recipientFor(deps, accountId, 'follow_digest');
        if (!to || !(await claim(deps, `follow_digest:${accountId}:${day}`, to.id))) return;
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
    after = page[page.length - 1]!.accountId;
    if (page.length < batchSize) break;
  }
  return { accounts: accountsDue, sent };
}
