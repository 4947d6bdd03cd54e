import { and, asc, eq, isNull } from 'drizzle-orm';
import { PUBLIC_LIST_MAX } from '../../contract/paging.ts';
import type { MerchantCategory } from '../../contract/site-creation.ts';
import type { Database } from '../../db/database.ts';
import { merchantCategories } from '../../db/schema/index.ts';

/**
 * A merchant's storefront categories in the order they were made (the storefront's header shows the
 * first three), active ones only unless `onlyActive` is false; at most `limit`. Names are not secret,
 * so a hidden store's categories are listed too (its merchant's product form needs them).
 */
export async function listCategories(
  db: Database,
  merchantId: string,
  options: { onlyActive?: boolean; limit?: number | undefined } = {},
): Promise<MerchantCategory[]> {
  return db
    .select({
      id: merchantCategories.id,
      categoryName: merchantCategories.categoryName,
      description: merchantCategories.description,
      merchantId: merchantCategories.merchantId,
      isActive: merchantCategories.isActive,
    })
    .from(merchantCategories)
    .where(
      and(
        eq(merchantCategories.merchantId, merchantId),
        isNull(merchantCategories.deletedAt),
        options.onlyActive === false ? undefined : eq(merchantCategories.isActive, true),
      ),
    )
    .orderBy(asc(merchantCategories.createdAt), asc(merchantCategories.id))
    .limit(options.limit ?? PUBLIC_LIST_MAX);
}
