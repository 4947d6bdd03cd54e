import type { PreferencesInput } from '../../contract/site-creation-schemas.ts';
import { siteCreationMessages, type MerchantPreferences } from '../../contract/site-creation.ts';
import { lockForTransaction } from '../../db/advisory-lock.ts';
import type { Database } from '../../db/database.ts';
import { merchantPreferences } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { isUniqueViolation } from '../accounts/unique-violation.ts';
import { NO_PREFERENCES, readPreferences } from './read-preferences.ts';

/**
 * Saves the signed-in merchant's site-creation choices (POST /api/merchant/preferences/upsert): the
 * fields sent replace the saved ones, the others stay. Consent to scraping needs a site to read, saved
 * before or sent with it. A page slug another merchant holds, whatever its case, is a 409 with a
 * message on the field (merchant_preferences_slug_idx), never a 500.
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
      await tx
        .insert(merchantPreferences)
        .values({ merchantId, ...next })
        .onConflictDoUpdate({
          target: merchantPreferences.merchantId,
          set: { ...changes, updatedAt: new Date() },
        });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const message = siteCreationMessages.slugTaken;
      throw new HttpError(409, 'conflict', message, { pageSlug: message });
    }
    throw error;
  }
  return readPreferences(db, merchantId);
}
