import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { accounts } from '../../db/schema/index.ts';

/**
 * Who a referral code belongs to. An unknown code (a stale or mistyped link) does not block a sign-up:
 * the code is kept as given and no referrer is linked. A deleted account refers no one.
 */
export async function findReferrer(db: Database, code: string | undefined) {
  if (!code) return { referredByCode: null, referredByAccountId: null, referredByType: null };
  const [referrer] = await db
    .select({ id: accounts.id, role: accounts.role })
    .from(accounts)
    .where(and(eq(accounts.referralCode, code), isNull(accounts.deletedAt)));
  return {
    referredByCode: code,
    referredByAccountId: referrer?.id ?? null,
    referredByType: referrer
      ? referrer.role === 'merchant'
        ? ('Merchant' as const)
        : ('User' as const)
      : null,
  };
}
