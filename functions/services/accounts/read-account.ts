import { and, eq, isNull } from 'drizzle-orm';
import type { AccountSettings, CashbackAtStake } from '../../contract/account-settings.ts';
import type { Account } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { accounts } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { readBalance } from '../earnings/read-balance.ts';
import { readEmailPreferences } from '../notifications/email-preferences.ts';

/** The signed-in account's row, read afresh (a deleted account is no one: 401). */
export async function readAccount(db: Database, accountId: string): Promise<Account> {
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), isNull(accounts.deletedAt)));
  if (!account) throw HttpError.unauthorized();
  return account;
}

/** The cashback that deleting the account forfeits: its pending credits and unpaid confirmed balance. */
async function cashbackAtStake(db: Database, accountId: string): Promise<CashbackAtStake> {
  const { pendingPaise, balancePaise } = await readBalance(db, accountId);
  return { pendingPaise: Math.max(0, pendingPaise), confirmedPaise: Math.max(0, balancePaise) };
}

/** GET /api/account/settings: what the Settings tab shows. Nothing secret. */
export async function readAccountSettings(db: Database, accountId: string): Promise<AccountSettings> {
  const account = await readAccount(db, accountId);
  return {
    role: account.role,
    name: account.displayName,
    username: account.username,
    email: account.email,
    mobile: account.mobile,
    isEmailConfirmed: account.isEmailConfirmed,
    hasPassword: account.passwordHash !== null,
    canDelete: account.role !== 'admin',
    cashback: await cashbackAtStake(db, account.id),
    emailPreferences: await readEmailPreferences(db, account.id),
  };
}
