import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { accounts } from '../../db/schema/index.ts';

/**
 * Whether an account may earn cashback now (issue 20 item 3; decision 0044): a shopper (role user)
 * who has verified their email address and has not deleted the account. `not_shopper` is a merchant
 * or an administrator (or an id that is no account): their purchases are plain payments.
 */
export type CashbackEligibility = 'eligible' | 'unverified' | 'deleted' | 'not_shopper';

export async function cashbackEligibility(db: Database, accountId: string): Promise<CashbackEligibility> {
  const [account] = await db
    .select({
      role: accounts.role,
      confirmed: accounts.isEmailConfirmed,
      deletedAt: accounts.deletedAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account || account.role !== 'user') return 'not_shopper';
  if (account.deletedAt) return 'deleted';
  if (!account.confirmed) return 'unverified';
  return 'eligible';
}
