import { and, desc, eq, isNull } from 'drizzle-orm';
import { PUBLIC_LIST_MAX } from '../../contract/paging.ts';
import type { ApprovedProduct } from '../../contract/site-content.ts';
import type { Database } from '../../db/database.ts';
import { mediaFiles, merchantProducts } from '../../db/schema/index.ts';
import { paiseToRupees } from '../../contract/money.ts';

/**
 * Approved merchant products, newest first; one merchant's when an id is given (the storefront). A
 * product an administrator hid is left out. At most `limit` (PUBLIC_LIST_MAX unless asked for fewer).
 */
export async function listApprovedProducts(
  db: Database,
  merchantId?: string,
  limit = PUBLIC_LIST_MAX,
): Promise<ApprovedProduct[]> {
  const rows = await db
    .select({
      id: merchantProducts.id,
      productName: merchantProducts.productName,
      pricePaise: merchantProducts.pricePaise,
      imageUrl: mediaFiles.url,
      merchantURL: merchantProducts.merchantUrl,
      merchantId: merchantProducts.merchantId,
    })
    .from(merchantProducts)
    .innerJoin(mediaFiles, eq(mediaFiles.id, merchantProducts.imageId))
    .where(
      and(
        eq(merchantProducts.isApproved, true),
        isNull(merchantProducts.hiddenAt),
        merchantId ? eq(merchantProducts.merchantId, merchantId) : undefined,
      ),
    )
    .orderBy(desc(merchantProducts.uploadedAt))
    .limit(limit);
  return rows.map(({ pricePaise, ...row }) => ({ ...row, price: paiseToRupees(pricePaise) }));
}
