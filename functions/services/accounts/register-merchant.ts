import type { MerchantDetails, MerchantSignup } from '../../contract/accounts.ts';
import { withScheme } from '../../contract/rules.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { newReferralCode } from '../../auth/referral-code.ts';
import type { Account } from '../../auth/sessions.ts';
import type { Database, DbOrTx } from '../../db/database.ts';
import { uniqueStoreSlug } from '../stores/store-slug.ts';
import { accounts, merchants } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { findReferrer } from './find-referrer.ts';
import { assertNameAndEmailFree } from './register-user.ts';
import { isUniqueViolation, withDuplicateAsConflict } from './unique-violation.ts';
import { accountMessages } from '../../contract/account-display.ts';

/** The merchant record of a sign-up or details form, with its store's slug made from the brand name. */
const merchantRow = async (db: DbOrTx, details: MerchantDetails) => ({
  storeSlug: await uniqueStoreSlug(db, details.brandName || details.merchantName),
  merchantName: details.merchantName,
  brandName: details.brandName ?? null,
  industry: details.industry ?? null,
  category: details.category,
  address: details.address ?? null,
  email: details.email,
  mobile: details.mobile,
  siteUrl: details.merchatSiteUrl ? withScheme(details.merchatSiteUrl) : null,
});

/** Merchant sign-up: the account and the merchant record in one transaction. It does not sign in. */
export async function registerMerchant(db: Database, input: MerchantSignup) {
  await assertNameAndEmailFree(db, input.userName, input.email, 'merchant');
  const referral = await findReferrer(db, input.referredByCode);
  const passwordHash = await hashPassword(input.password);
  return withDuplicateAsConflict(() =>
    db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({
          role: 'merchant',
          username: input.userName,
          email: input.email,
          mobile: input.mobile,
          displayName: input.merchantName,
          passwordHash,
          // A form sign-up is confirmed by its emailed link (issue 13).
          isEmailConfirmed: false,
          referralCode: newReferralCode(),
          ...referral,
        })
        .returning();
      if (!account) throw new Error('account insert returned no row');
      const [merchant] = await tx
        .insert(merchants)
        .values({ accountId: account.id, ...(await merchantRow(tx, input)) })
        .returning();
      return { account, merchant };
    }),
  );
}

/** The merchant-details form of a signed-in merchant account that has no merchant record yet. */
export async function saveMerchantDetails(db: Database, account: Account, details: MerchantDetails) {
  try {
    const [merchant] = await db
      .insert(merchants)
      .values({ accountId: account.id, ...(await merchantRow(db, details)) })
      .returning();
    return merchant;
  } catch (error) {
    if (isUniqueViolation(error)) throw HttpError.conflict(accountMessages.merchantDetailsAlreadySaved);
    throw error;
  }
}
