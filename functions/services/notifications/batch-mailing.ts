import { sql } from 'drizzle-orm';
import { rowsOf, uuidArray } from '../../db/rows.ts';
import type { EmailCategory } from '../../contract/cashback-emails.ts';
import { recipientsFor, type NotifyDeps, type Recipient } from './cashback-notifications.ts';

/**
 * Daily jobs that mail a page of accounts at a time (decision 0093, after 0088): each page's emails go
 * while the next page is read, never more than one page being mailed (memory: two pages).
 */

/**
 * Reads pages with `next` (null when there are no more) and hands each to `mail`, which runs while the
 * following page is read; the previous page's mailing is awaited before the next starts, and the last
 * before this returns. `mail` should not throw (each account's failure is logged by `safely`); if it
 * does, the run stops after that page and throws it.
 */
export async function mailWhileReading<Page>(
  next: () => Promise<Page | null>,
  mail: (page: Page) => Promise<void>,
): Promise<void> {
  let mailing: Promise<void> = Promise.resolve();
  for (;;) {
    let page: Page | null;
    try {
      page = await next();
    } catch (error) {
      await mailing.catch(() => {});
      throw error;
    }
    await mailing;
    if (page === null) return;
    mailing = mail(page);
  }
}

/**
 * claim (cashback-notifications.ts) for a page of events in one statement (decision 0088): the keys this
 * call claimed, first callers only, so a repeated or concurrent run mails none of them again.
 */
export async function claimAll(
  deps: NotifyDeps,
  events: { key: string; accountId: string }[],
): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  const rows = rowsOf<{ key: string }>(
    await deps.db.execute(sql`
      insert into sent_notifications (key, account_id)
      select e.key, e.account_id
        from unnest(${textArray(events.map((event) => event.key))}::text[],
                    ${uuidArray(events.map((event) => event.accountId))}::uuid[]) as e(key, account_id)
      on conflict do nothing
      returning key`),
  );
  return new Set(rows.map((row) => row.key));
}

/** Texts as one array literal parameter, each quoted (a claim key has colons and dashes, never a quote). */
const textArray = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/**
 * A page's accounts that may get this category's mail now (recipientsFor) and whose key (`keyOf`, one per
 * account and day) this call claimed (claimAll): the only ones to mail. Two statements a page.
 */
export async function claimedRecipients(
  deps: NotifyDeps,
  accountIds: string[],
  category: EmailCategory,
  keyOf: (accountId: string) => string,
): Promise<Map<string, Recipient>> {
  const recipients = await recipientsFor(deps, accountIds, category);
  const claimed = await claimAll(
    deps,
    [...recipients.keys()].map((accountId) => ({ key: keyOf(accountId), accountId })),
  );
  for (const accountId of recipients.keys()) if (!claimed.has(keyOf(accountId))) recipients.delete(accountId);
  return recipients;
}
