import { Hono, type Context } from 'hono';
import {
  checkProductText,
  PRODUCT_FIELDS,
  productMessages,
  type ProductSaved,
  type ProductText,
} from '../contract/merchant-products.ts';
import { pageQuerySchema } from '../contract/paging-query.ts';
import { priceToPaise } from '../contract/rules.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { acceptsUpload } from '../http/middleware.ts';
import { pagedJson } from '../http/paged-json.ts';
import { readPathId } from '../http/read-path-id.ts';
import { readMultipart } from '../http/read-upload.ts';
import { merchantOnly, type MerchantEnv } from '../auth/merchant-only.ts';
import { addMerchantProduct } from '../services/merchant-products/add-merchant-product.ts';
import { deleteMyProduct, updateMyProduct } from '../services/merchant-products/change-my-product.ts';
import { listMyProducts } from '../services/merchant-products/list-my-products.ts';

/** POST /api/MerchantDetails/upload-MerchantProduct (spec section 7): the Pick Your Products upload. Merchants only. */
export const merchantProductUploadRoutes = new Hono<AppEnv>();

/** /api/merchant/products (beyond the spec): the signed-in merchant's own products. Merchants only. */
export const merchantProductRoutes = new Hono<AppEnv>();

const TEXT_FIELDS: Record<keyof ProductText, string> = {
  productName: PRODUCT_FIELDS.name,
  price: PRODUCT_FIELDS.price,
  merchantUrl: PRODUCT_FIELDS.url,
};

/**
 * Reads the product form (the spec's field names). On an upload (and PUT) every field is required; on
 * PATCH a field left out keeps its value and the image is optional throughout an edit. A MerchantID
 * naming another merchant is refused (403) before anything is read further or stored. RejectionReason
 * and AdvisedChanges ('0' in the spec's upload) are not the merchant's to set and are ignored.
 */
async function readProductForm(
  c: Context<MerchantEnv>,
  merchantId: string,
  mode: 'upload' | 'replace' | 'patch',
) {
  const form = await readMultipart(c);
  const namedMerchant = form.text(PRODUCT_FIELDS.merchantId)?.trim();
  if (namedMerchant && namedMerchant !== merchantId) throw HttpError.forbidden(productMessages.otherMerchant);

  const image = await form.file(PRODUCT_FIELDS.image).catch((error: unknown) => {
    if (error instanceof HttpError) return undefined;
    throw error;
  });
  const typed = {} as Record<keyof ProductText, string | undefined>;
  for (const [key, name] of Object.entries(TEXT_FIELDS) as [keyof ProductText, string][])
    typed[key] = form.text(name);

  const keep = mode === 'patch';
  const problems = checkProductText({
    productName: typed.productName ?? (keep ? 'kept' : ''),
    price: typed.price ?? (keep ? '1' : ''),
    merchantUrl: typed.merchantUrl ?? (keep ? 'kept.example' : ''),
    hasImage: mode !== 'upload' || image !== undefined,
  });
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(problems)) {
    if (!message) continue;
    fields[key === 'image' ? PRODUCT_FIELDS.image : TEXT_FIELDS[key as keyof ProductText]] = message;
  }
  const first = Object.values(fields)[0];
  if (first) throw HttpError.badInput(first, fields);

  return {
    image,
    productName: typed.productName?.trim(),
    pricePaise: typed.price === undefined ? undefined : (priceToPaise(typed.price) ?? undefined),
    merchantUrl: typed.merchantUrl?.trim(),
  };
}

// POST /api/MerchantDetails/upload-MerchantProduct – ProductName, Price (rupees), MerchantURL, ProductImage; the merchant is the session's
merchantProductUploadRoutes.post('/', merchantOnly(), acceptsUpload, async (c) => {
  const { merchantId } = c.var;
  const form = await readProductForm(c, merchantId, 'upload');
  const product = await addMerchantProduct(c.var, merchantId, {
    productName: form.productName!,
    pricePaise: form.pricePaise!,
    merchantUrl: form.merchantUrl!,
    image: form.image!,
  });
  return c.json({ message: productMessages.uploaded, product } satisfies ProductSaved, 201);
});

// GET /api/merchant/products?limit=&cursor= – my products with status, rejection reason and advised changes; newest first, paged
merchantProductRoutes.get('/', merchantOnly(), async (c) => {
  const { merchantId } = c.var;
  return pagedJson(c, await listMyProducts(c.var.db, merchantId, pageQuerySchema.parse(c.req.query())));
});

/** PUT and PATCH: the product changes and goes back to pending; another merchant's id is a 404. */
const editProduct = (mode: 'replace' | 'patch') => async (c: Context<MerchantEnv>) => {
  const { merchantId } = c.var;
  const id = readPathId(c, productMessages.notFound);
  const form = await readProductForm(c, merchantId, mode);
  const product = await updateMyProduct(c.var, merchantId, id, form);
  return c.json({ message: productMessages.updated, product } satisfies ProductSaved);
};

// PUT /api/merchant/products/{id} – multipart: every text field, the image optional; back to pending
merchantProductRoutes.put('/:id', merchantOnly(), acceptsUpload, editProduct('replace'));

// PATCH /api/merchant/products/{id} – multipart: only the fields sent change; back to pending
merchantProductRoutes.patch('/:id', merchantOnly(), acceptsUpload, editProduct('patch'));

// DELETE /api/merchant/products/{id} – delete one of my products; its image is released
merchantProductRoutes.delete('/:id', merchantOnly(), async (c) => {
  const { merchantId } = c.var;
  await deleteMyProduct(c.var, merchantId, readPathId(c, productMessages.notFound));
  return c.json({ message: productMessages.deleted });
});
