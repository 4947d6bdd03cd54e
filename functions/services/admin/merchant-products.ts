import { desc, eq } from 'drizzle-orm';
import type { AdminMerchantProduct } from '../../contract/admin.ts';
import type { Page, PageQuery } from '../../contract/paging.ts';
import type { Database } from '../../db/database.ts';
import { mediaFiles, merchantProducts, merchants } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { afterCursor, pageKeyOf, rowsToFetch, toPage } from '../paging.ts';
import { recordAudit } from './record-audit.ts';
import { paiseToRupees } from '../../contract/money.ts';
import { productMessages } from '../../contract/merchant-products.ts';

/**
 * Every merchant product with its approval state, newest first, a page at a time, for the Products
 * Approval tab (merchant_products_uploaded_at_idx).
 */
export async function listMerchantProductsForAdmin(
  db: Database,
  query: PageQuery = {},
): Promise<Page<AdminMerchantProduct>> {
  const rows = await db
    .select({
      id: merchantProducts.id,
      productName: merchantProducts.productName,
      pricePaise: merchantProducts.pricePaise,
      isApproved: merchantProducts.isApproved,
      merchantName: merchants.merchantName,
      imageUrl: mediaFiles.url,
      rejectionReason: merchantProducts.rejectionReason,
      advisedChanges: merchantProducts.advisedChanges,
      hiddenAt: merchantProducts.hiddenAt,
      pageKey: pageKeyOf(merchantProducts.uploadedAt),
    })
    .from(merchantProducts)
    .innerJoin(merchants, eq(merchants.id, merchantProducts.merchantId))
    .innerJoin(mediaFiles, eq(mediaFiles.id, merchantProducts.imageId))
    .where(afterCursor(merchantProducts.uploadedAt, merchantProducts.id, query, 'desc'))
    .orderBy(desc(merchantProducts.uploadedAt), desc(merchantProducts.id))
    .limit(rowsToFetch(query));
  return toPage(rows, query, ({ pricePaise, hiddenAt, ...row }) => ({
    ...row,
    price: paiseToRupees(pricePaise),
    hidden: hiddenAt !== null,
  }));
}

/** Approves a product, or rejects it with a reason (and optional advice) for the merchant. */
export async function setMerchantProductStatus(
  db: Database,
  adminId: string,
  input: { productId: string; isApproved: boolean; rejectReason: string; advisedChanges: string },
) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(merchantProducts)
      .set({
        isApproved: input.isApproved,
        rejectionReason: input.isApproved ? null : input.rejectReason,
        advisedChanges: input.isApproved ? null : input.advisedChanges || null,
        reviewedAt: new Date(),
      })
      .where(eq(merchantProducts.id, input.productId))
      .returning({ id: merchantProducts.id });
    if (!updated) throw HttpError.notFound(productMessages.notFound);
    await recordAudit(tx, {
      actorAccountId: adminId,
      action: input.isApproved ? 'approve' : 'reject',
      entity: 'merchant_product',
      entityId: input.productId,
      ...(input.isApproved
        ? {}
        : { details: { reason: input.rejectReason, advisedChanges: input.advisedChanges } }),
    });
  });
}

/**
 * Hides a product from the public (the home page's Pick Your Products grid and the storefront), or
 * shows it again; audit-logged. The merchant still sees it, marked hidden. Answers whether it changed
 * anything (false when it was already so); a product that does not exist is a 404.
 */
export async function setMerchantProductHidden(
  db: Database,
  adminId: string,
  input: { productId: string; hidden: boolean },
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ hiddenAt: merchantProducts.hiddenAt })
      .from(merchantProducts)
      .where(eq(merchantProducts.id, input.productId))
      .for('update');
    if (!current) throw HttpError.notFound(productMessages.notFound);
    if ((current.hiddenAt !== null) === input.hidden) return false;
    await tx
      .update(merchantProducts)
      .set({ hiddenAt: input.hidden ? new Date() : null })
      .where(eq(merchantProducts.id, input.productId));
    await recordAudit(tx, {
      actorAccountId: adminId,
      action: input.hidden ? 'hide' : 'show',
      entity: 'merchant_product',
      entityId: input.productId,
    });
    return true;
  });
}
