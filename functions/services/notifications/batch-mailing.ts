import { sql } from 'drizzle-orm';
import type { EmailCategory } from '../../contract/cashback-emails.ts';
import { toLocale } from '../../contract/i18n/locales.ts';
import { accounts, emailPreferences } from '../../db/schema/index.ts';
import type { NotifyDeps, Recipient } from './cashback-notifications.ts';

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

/** A list of uuids as one array literal parameter (`${uuidArray(ids)}::uuid[]`): no uuid has a comma, quote or brace. */
export const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** The rows of a `db.execute` answer, whichever driver (node-postgres, PGlite or Neon) gave it. */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
  return (Array.isArray(rows) ? rows : []) as Row[];
}

/**
 * recipientsFor (cashback-notifications.ts) driven by the ids: the accounts that may get mail of this
 * category now – a verified email, not deleted, the category not switched off – by id, the others
 * absent. Each id is a probe of accounts_pkey and email_preferences_pkey (a lateral subquery with
 * OFFSET 0): `id = any($ids)` with a page of 500 ids was planned as a sequential scan of accounts on
 * the 5% data set. Same rule and answer as recipientsFor; the two should become one (decision 0093).
 */
export async function recipientsOf(
  deps: NotifyDeps,
  accountIds: string[],
  category: EmailCategory,
): Promise<Map<string, Recipient>> {
  const found = new Map<string, Recipient>();
  if (accountIds.length === 0) return found;
  const rows = rowsOf<{
    id: string;
    email: string | null;
    name: string;
    language: string | null;
    confirmed: boolean;
    on: boolean | null;
  }>(
    await deps.db.execute(sql`
      select a.id::text as "id", a.email as "email", a.display_name as "name", a.language as "language",
             a.is_email_confirmed as "confirmed", a.switch as "on"
        from unnest(${uuidArray(accountIds)}::uuid[]) as ids(id)
        cross join lateral (
          select ${accounts.id} as id, ${accounts.email} as email, ${accounts.displayName} as display_name,
                 ${accounts.language} as language, ${accounts.isEmailConfirmed} as is_email_confirmed,
                 (select ${SWITCH[category]} from ${emailPreferences}
                   where ${emailPreferences.accountId} = ids.id) as switch
            from ${accounts}
           where ${accounts.id} = ids.id and ${accounts.deletedAt} is null
          offset 0) a`),
  );
  for (const row of rows) {
    if (!row.email || !row.confirmed || row.on === false) continue;
    found.set(row.id, { id: row.id, email: row.email, name: row.name, locale: toLocale(row.language) });
  }
  return found;
}

const SWITCH = {
  cashback_updates: emailPreferences.cashbackUpdates,
  payout_updates: emailPreferences.payoutUpdates,
  saved_reminders: emailPreferences.savedReminders,
  follow_digest: emailPreferences.followDigest,
} as const satisfies Record<EmailCategory, unknown>;
