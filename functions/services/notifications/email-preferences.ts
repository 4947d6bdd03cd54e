import { eq, sql } from 'drizzle-orm';
import {
  CATEGORY_OF_PREFERENCE,
  DEFAULT_EMAIL_PREFERENCES,
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
      savedReminders: emailPreferences.savedReminders,
      followDigest: emailPreferences.followDigest,
    })
    .from(emailPreferences)
    .where(eq(emailPreferences.accountId, accountId));
  return row ?? { ...DEFAULT_EMAIL_PREFERENCES };
}

/** Sets the choices given (the others stay as they are), in one upsert. */
export async function saveEmailPreferences(
  db: DbOrTx,
  accountId: string,
  changes: Partial<EmailPreferences>,
): Promise<EmailPreferences> {
  const set: Partial<EmailPreferences> = {};
  for (const name of Object.keys(CATEGORY_OF_PREFERENCE) as (keyof EmailPreferences)[]) {
    const choice = changes[name];
    if (choice !== undefined) set[name] = choice;
  }
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
