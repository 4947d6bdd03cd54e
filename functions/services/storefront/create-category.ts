import type { CategoryInput } from '../../contract/site-creation-schemas.ts';
import { siteCreationMessages, type MerchantCategory } from '../../contract/site-creation.ts';
import type { Database } from '../../db/database.ts';
import { merchantCategories } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { isUniqueViolation } from '../accounts/unique-violation.ts';

/**
 * Adds a storefront category for the signed-in merchant (POST /api/MerchantCategories). A merchantId
 * in the body naming another merchant is refused with 403; a name the merchant already uses, whatever
 * its case, is a 409 with a message (merchant_categories_name_idx), never a 500.
 */
export async function createCategory(
  db: Database,
  merchantId: string,
  input: CategoryInput,
): Promise<MerchantCategory> {
  if (input.merchantId !== undefined && input.merchantId !== merchantId)
    throw HttpError.forbidden(siteCreationMessages.otherMerchant);
  try {
    const [row] = await db
      .insert(merchantCategories)
      .values({ merchantId, categoryName: input.categoryName, description: input.description })
      .returning({
        id: merchantCategories.id,
        categoryName: merchantCategories.categoryName,
        description: merchantCategories.description,
        merchantId: merchantCategories.merchantId,
        isActive: merchantCategories.isActive,
      });
    if (!row) throw new Error('category insert returned no row');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) {
      const message = siteCreationMessages.categoryTaken;
      throw new HttpError(409, 'conflict', message, { categoryName: message });
    }
    throw error;
  }
}
