import type { PreferencesInput } from '../../contract/site-creation-schemas.ts';
import { siteCreationMessages, type MerchantPreferences } from '../../contract/site-creation.ts';
import { lockForTransaction } from '../../db/advisory-lock.ts';
import type { Database, Transaction } from '../../db/database.ts';
import { merchantPreferences } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { isUniqueViolation } from '../accounts/unique-violation.ts';
import { changeStoreSlug, findStoreBySlug } from '../stores/store-slug.ts';
import { NO_PREFERENCES, readPreferences } from './read-preferences.ts';

/**
 * Saves the signed-in merchant's site-creation choices (POST /api/merchant/preferences/upsert): the
 * fields sent replace the saved ones, the others stay. Consent to scraping needs a site to read, saved
 * before or sent with it. A page slug another merchant holds, whatever its case, is a 409 with a
 * message on the field (merchant_preferences_slug_idx), never a 500; so is one another store's page
 * uses or redirects from. A saved pageSlug is the store page's address too (takeStoreSlug).
 */
export async function savePreferences(
  db: Database,
  merchantId: string,
  input: PreferencesInput,
): Promise<MerchantPreferences> {
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<MerchantPreferences>;
  try {
    await db.transaction(async (tx) => {
      await lockForTransaction(tx, 'merchant-preferences', merchantId);
      const saved = await readPreferences(tx, merchantId);
      const next = { ...NO_PREFERENCES, ...saved, ...changes };
      if (changes.consentScrape === true && !(next.hasExternalSite && next.externalSiteUrl)) {
        const message = siteCreationMessages.siteUrlFirst;
        throw HttpError.badInput(message, { externalSiteUrl: message });
      }
      if (changes.pageSlug) await takeStoreSlug(tx, merchantId, changes.pageSlug);
      await tx
        .insert(merchantPreferences)
        .values({ merchantId, ...next })
        .onConflictDoUpdate({
          target: merchantPreferences.merchantId,
          set: { ...changes, updatedAt: new Date() },
        });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  return readPreferences(db, merchantId);
}

function slugTaken() {
  const message = siteCreationMessages.slugTaken;
  return new HttpError(409, 'conflict', message, { pageSlug: message });
}

/**
 * The pageSlug becomes the store page's slug (/stores/{slug}, issue 21 item 1) in the same
 * transaction, the old one redirecting. A slug another store uses, or one that still redirects to
 * another store, is taken (409); a store may take back one of its own old slugs.
 */
async function takeStoreSlug(tx: Transaction, merchantId: string, pageSlug: string) {
  const holder = await findStoreBySlug(tx, pageSlug);
  if (holder && holder.merchantId !== merchantId) throw slugTaken();
  await changeStoreSlug(tx, merchantId, pageSlug);
}
