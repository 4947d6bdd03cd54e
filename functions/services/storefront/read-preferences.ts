import { eq } from 'drizzle-orm';
import type { MerchantPreferences } from '../../contract/site-creation.ts';
import type { Database } from '../../db/database.ts';
import { merchantPreferences } from '../../db/schema/index.ts';

export const NO_PREFERENCES: MerchantPreferences = {
  hasExternalSite: false,
  externalSiteUrl: null,
  consentScrape: false,
  consentMerchantPage: false,
  storeName: null,
  pageSlug: null,
  notes: null,
};

/** A merchant's site-creation choices (GET /api/merchant/preferences); nothing saved reads as the defaults. */
export async function readPreferences(db: Database, merchantId: string): Promise<MerchantPreferences> {
  const [row] = await db
    .select({
      hasExternalSite: merchantPreferences.hasExternalSite,
      externalSiteUrl: merchantPreferences.externalSiteUrl,
      consentScrape: merchantPreferences.consentScrape,
      consentMerchantPage: merchantPreferences.consentMerchantPage,
      storeName: merchantPreferences.storeName,
      pageSlug: merchantPreferences.pageSlug,
      notes: merchantPreferences.notes,
    })
    .from(merchantPreferences)
    .where(eq(merchantPreferences.merchantId, merchantId));
  return row ?? NO_PREFERENCES;
}
