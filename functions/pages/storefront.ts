import { recordIdSchema } from '../contract/ids.ts';
import type { Storefront } from '../contract/storefront.ts';
import { defaultRateBp } from '../services/earnings/cashback-settings.ts';
import { getRuntime } from '../runtime.ts';
import { readStorefront } from '../services/storefront/read-storefront.ts';

/**
 * The storefront page's first view (/merchantproductsite/{merchantid}), read on the server while the
 * page renders, as the listing pages' are (docs/decisions/0013): the store, its categories and its
 * products are in the HTML, the same for every visitor, so the page is CDN-cacheable (sharePublicly).
 * null when the id is malformed or names no store the public may see: the page is then a 404. A failed
 * read is not hidden behind a 404: it throws, and the visitor gets the server's error page.
 */
export async function storefrontForPage(merchantId: string | undefined): Promise<Storefront | null> {
  const id = recordIdSchema.safeParse(merchantId);
  if (!id.success) return null;
  const { database, config } = await getRuntime();
  return readStorefront(database.db, id.data, defaultRateBp(config));
}
