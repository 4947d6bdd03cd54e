import { and, isNull } from 'drizzle-orm';
import { catalogueProducts } from '../../db/schema/index.ts';

/**
 * A catalogue product the public may see: not hidden by an administrator, not hidden by its merchant,
 * not deleted (decision 0075). Its category must also be active; the queries join it.
 */
export const catalogueProductShown = and(
  isNull(catalogueProducts.hiddenAt),
  isNull(catalogueProducts.merchantHiddenAt),
  isNull(catalogueProducts.deletedAt),
);
