import { eq, sql } from 'drizzle-orm';
import {
  CATEGORY_OF_PREFERENCE,
  type EmailCategory,
  type EmailPreferences,
} from '../../contract/cashback-emails.ts';
import type { DbOrTx } from '../../db/database.ts';
import { emailPreferences } from '../../db/schema/index.ts';

/** The account's email choices; no row: everything on (decision 0061). */
export async function readEmailPreferences(db: DbOrTx, accountId: string): Promise<EmailPreferences> {
  const [row] = await db
    .select({
      cashbackUpdates: emailPreferences.cashbackUpdates,
      payoutUpdates: emailPreferences.payoutUpdates,
    })
    .from(emailPreferences)
    .where(eq(emailPreferences.accountId, accountId));
  return row ?? { cashbackUpdates: true, payoutUpdates: true };
}

/** Sets the choices given (the others stay as they are), in one upsert. */
export async function saveEmailPreferences(
  db: DbOrTx,
  accountId: string,
  changes: Partial<EmailPreferences>,
): Promise<EmailPreferences> {
  const set: Partial<EmailPreferences> = {};
  if (changes.cashbackUpdates !== undefined) set.cashbackUpdates = changes.cashbackUpdates;
  if (changes.payoutUpdates !== undefined) set.payoutUpdates = changes.payoutUpdates;
  if (Object.keys(set).length > 0) {
    await db
      .insert(emailPreferences)
      .values({ accountId, ...set })
      .onConflictDoUpdate({ target: emailPreferences.accountId, set: { ...set, updatedAt: sql`now()` } });
  }
  return readEmailPreferences(db, accountId);
}

/** One-click unsubscribe: the category off. */
export function turnOffCategory(db: DbOrTx, accountId: string, category: EmailCategory) {
  const key = (Object.keys(CATEGORY_OF_PREFERENCE) as (keyof EmailPreferences)[]).find(
    (name) => CATEGORY_OF_PREFERENCE[name] === category,
  );
  return key ? saveEmailPreferences(db, accountId, { [key]: false }) : readEmailPreferences(db, accountId);
}
