import { eq } from 'drizzle-orm';
import type { Profile } from '../../contract/accounts.ts';
import type { Account } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { toLocale } from '../../contract/i18n/locales.ts';
import { merchants, userProfiles } from '../../db/schema/index.ts';

/** The non-secret profile the browser may hold for the signed-in account. */
export async function toProfile(db: Database, account: Account): Promise<Profile> {
  let merchantId: string | null = null;
  let hasDetails = true;
  if (account.role === 'merchant') {
    const [merchant] = await db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.accountId, account.id));
    merchantId = merchant?.id ?? null;
    hasDetails = merchant !== undefined;
  } else if (account.role === 'user') {
    const [profile] = await db
      .select({ id: userProfiles.accountId })
      .from(userProfiles)
      .where(eq(userProfiles.accountId, account.id));
    hasDetails = profile !== undefined;
  }
  return {
    id: account.id,
    role: account.role,
    name: account.displayName,
    username: account.username,
    email: account.email,
    picture: account.pictureUrl,
    referralCode: account.referralCode,
    merchantId,
    hasDetails,
    emailVerified: account.isEmailConfirmed,
    language: toLocale(account.language),
  };
}
