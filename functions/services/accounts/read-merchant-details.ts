import { eq } from 'drizzle-orm';
import type { Account } from '../../auth/sessions.ts';
import { toWebUrl } from '../../contract/rules.ts';
import type { Database } from '../../db/database.ts';
import { merchants } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';

/**
 * A merchant's record as `viewer` may see it: the whole record to its owner and admins, the public
 * fields (with the spec's `merchatSiteUrl` spelling) to everyone else. 404 when there is no such merchant.
 */
export async function readMerchantDetails(db: Database, id: string, viewer: Account | null) {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.id, id));
  if (!merchant) throw HttpError.notFound();
  const publicFields = {
    id: merchant.id,
    merchantName: merchant.merchantName,
    brandName: merchant.brandName,
    category: merchant.category,
    // Stored before every URL was checked (issue 20 item 5): a non-web address is never served.
    merchatSiteUrl: merchant.siteUrl ? toWebUrl(merchant.siteUrl) : null,
  };
  if (!viewer || (viewer.role !== 'admin' && viewer.id !== merchant.accountId)) return publicFields;
  return {
    ...publicFields,
    industry: merchant.industry,
    address: merchant.address,
    email: merchant.email,
    mobile: merchant.mobile,
    registeredOn: merchant.registeredOn,
  };
}
