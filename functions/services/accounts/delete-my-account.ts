import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { DELETE_CONFIRMATION_WORD, settingsMessages } from '../../contract/account-settings.ts';
import type { Database } from '../../db/database.ts';
import {
  accounts,
  accountTokens,
  cashbackClaims,
  catalogueProducts,
  coupons,
  merchantProducts,
  merchants,
  newsletterSubscriptions,
  payments,
  payoutMethods,
  payouts,
  reviews,
  sessions,
  storeFollows,
  stores,
  userProfiles,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { checkCurrentPassword } from './check-current-password.ts';
import { readAccount } from './read-account.ts';

/** What a deleted account's row keeps in its required text fields. */
export const DELETED_NAME = 'Deleted account';
const DELETED_MERCHANT_NAME = 'Deleted merchant';
const WITHDRAWN_REASON = 'The merchant deleted their account.';

/**
 * "Delete my account" (DPDP Act 2023, right to erasure), decision 0037.
 * Password accounts confirm with their password (throttled like sign-in), Google-only accounts by
 * typing DELETE; administrators cannot delete themselves here. Then, in one transaction, the personal
 * data is erased and the money records stay whole: the account row stays as an anonymous row (decision
 * 0018) that the earnings ledger, the sales and the payments still point at, unchanged.
 */
export async function deleteMyAccount(
  db: Database,
  input: { accountId: string; password: string; confirm: string; clientAddress: string | undefined },
): Promise<void> {
  const account = await readAccount(db, input.accountId);
  if (account.role === 'admin')
    throw new HttpError(409, 'admin_cannot_delete', settingsMessages.adminCannotDelete);
  if (account.passwordHash !== null) {
    if (!input.password)
      throw HttpError.badInput(settingsMessages.currentPasswordRequired, {
        password: settingsMessages.currentPasswordRequired,
      });
    await checkCurrentPassword(db, account, input.password, input.clientAddress).catch((error: unknown) => {
      // The delete form names its field "password".
      if (error instanceof HttpError && error.code === 'wrong_password')
        throw new HttpError(400, 'wrong_password', error.message, { password: error.message });
      throw error;
    });
  } else if (input.confirm !== DELETE_CONFIRMATION_WORD) {
    throw HttpError.badInput(settingsMessages.confirmDelete, { confirm: settingsMessages.confirmDelete });
  }

  const id = account.id;
  // Issue 22: money on its way to a UPI ID is neither paid nor returned yet; the account waits for it.
  const [open] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.accountId, id), inArray(payouts.status, ['held', 'processing'])))
    .limit(1);
  if (open) throw new HttpError(409, 'payout_open', settingsMessages.payoutOpen);
  await db.transaction(async (tx) => {
    // Signed out everywhere; no emailed link works any more.
    await tx.delete(sessions).where(eq(sessions.accountId, id));
    await tx.delete(accountTokens).where(eq(accountTokens.accountId, id));
    // What the person wrote or chose: reviews, claims (order references), follows, the details record.
    await tx.delete(reviews).where(eq(reviews.accountId, id));
    await tx.delete(cashbackClaims).where(eq(cashbackClaims.accountId, id));
    await tx.delete(storeFollows).where(eq(storeFollows.accountId, id));
    await tx.delete(userProfiles).where(eq(userProfiles.accountId, id));
    if (account.email)
      await tx
        .delete(newsletterSubscriptions)
        .where(eq(sql`lower(${newsletterSubscriptions.email})`, account.email.toLowerCase()));
    // UPI IDs given for future payouts go; settled payouts stay whole with the ledger (where money went).
    await tx.delete(payoutMethods).where(eq(payoutMethods.accountId, id));
    // Payments stay (amounts, status, receipts); the number a link was shared to does not.
    await tx.update(payments).set({ mobile: null }).where(eq(payments.accountId, id));

    const [merchant] = await tx
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.accountId, id));
    if (merchant) {
      // The merchant row stays for the sales that name it; its contact details go, its shop goes offline.
      await tx
        .update(merchants)
        .set({
          merchantName: DELETED_MERCHANT_NAME,
          brandName: null,
          industry: null,
          address: null,
          email: '',
          mobile: '',
          siteUrl: null,
        })
        .where(eq(merchants.id, merchant.id));
      await tx
        .update(stores)
        .set({ isActive: false, storeAddress: null })
        .where(eq(stores.merchantId, merchant.id));
      await tx
        .update(coupons)
        .set({ status: 'rejected', assignedSlotId: null, rejectReason: WITHDRAWN_REASON })
        .where(
          and(
            eq(coupons.merchantId, merchant.id),
            inArray(coupons.status, ['pending', 'approved', 'awaiting_payment']),
          ),
        );
      const now = new Date();
      await tx
        .update(merchantProducts)
        .set({ hiddenAt: now })
        .where(and(eq(merchantProducts.merchantId, merchant.id), isNull(merchantProducts.hiddenAt)));
      await tx
        .update(catalogueProducts)
        .set({ hiddenAt: now })
        .where(and(eq(catalogueProducts.merchantId, merchant.id), isNull(catalogueProducts.hiddenAt)));
    }

    await tx
      .update(accounts)
      .set({
        username: `deleted-${id}`,
        email: null,
        mobile: null,
        displayName: DELETED_NAME,
        pictureUrl: null,
        passwordHash: null,
        googleSubject: null,
        // Its invite links stop working: the old code matches no one, the new one no code pattern.
        referralCode: `deleted-${id}`,
        isEmailConfirmed: false,
        deletedAt: new Date(),
      })
      .where(and(eq(accounts.id, id), ne(accounts.role, 'admin')));
  });
}
