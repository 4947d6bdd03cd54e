import { inCallersLanguage, messagesInCallersLanguage } from '../http/caller-language.ts';
import { Hono } from 'hono';
import {
  catalogueFormSchema,
  storeFormSchema,
  catalogueQuerySchema,
} from '../contract/site-creation-schemas.ts';
import { siteCreationMessages } from '../contract/site-creation.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { acceptsUpload, publicCache } from '../http/middleware.ts';
import { readMultipart } from '../http/read-upload.ts';
import { merchantOnly } from '../auth/merchant-only.ts';
import { readStore } from '../services/storefront/read-store.ts';
import { saveStore } from '../services/storefront/save-store.ts';
import { uploadCatalogueProduct } from '../services/storefront/upload-catalogue-product.ts';
import { paiseToRupees } from '../contract/money.ts';
import { recordIdSchema } from '../contract/ids.ts';
import { listCatalogueProducts } from '../services/storefront/list-catalogue-products.ts';
import { CATALOGUE_IMPORT_MAX_CSV_BYTES, catalogueMessages } from '../contract/catalogue.ts';
import {
  importConfirmRowsSchema,
  myProductsQuerySchema,
  visibilitySchema,
} from '../contract/catalogue-schemas.ts';
import { messages } from '../contract/messages.ts';
import { pageQuerySchema } from '../contract/paging-query.ts';
import { z } from '../contract/zod.ts';
import { pagedJson } from '../http/paged-json.ts';
import { readJson } from '../http/read-json.ts';
import { readPathId } from '../http/read-path-id.ts';
import { confirmCatalogueImport, previewCatalogueImport } from '../services/storefront/import-catalogue.ts';
import {
  deleteMyCatalogueProduct,
  listMyCatalogue,
  setMyCatalogueProductHidden,
  updateMyCatalogueProduct,
} from '../services/storefront/manage-catalogue.ts';

/** The storefront under /api/MerchantPage (spec: Site creation): its public read, and the merchant's own (merchants only). */
export const merchantPageRoutes = new Hono<AppEnv>();

// GET /api/MerchantPage/my-store – my storefront's details, hidden or not; { store: null } before the first save
// (beyond the spec: the public GetMerchantStore answers 404 for a hidden store or none, which is no answer for its owner)
merchantPageRoutes.get('/my-store', merchantOnly(), async (c) => {
  const { merchantId } = c.var;
  return c.json({ store: await readStore(c.var.db, merchantId, { visibleOnly: false }) });
});

// POST /api/MerchantPage/SaveMerchantStore – create or update my storefront (multipart; images optional, each replaces the old)
merchantPageRoutes.post('/SaveMerchantStore', merchantOnly(), acceptsUpload, async (c) => {
  const { merchantId } = c.var;
  const form = await readMultipart(c);
  const texts = storeFormSchema.parse({
    StoreName: form.text('StoreName') ?? '',
    StoreAddress: form.text('StoreAddress'),
    Tagline: form.text('Tagline'),
    AboutDescription: form.text('AboutDescription'),
  });
  const { created, store } = await saveStore(c.var, merchantId, texts, {
    MerchantLogo: await form.optionalFile('MerchantLogo'),
    LandingBanner: await form.optionalFile('LandingBanner'),
    HeroBannerImage: await form.optionalFile('HeroBannerImage'),
  });
  return c.json({ message: siteCreationMessages.storeSaved, store }, created ? 201 : 200);
});

/** The catalogue under /api/merchantpage (the spec's lower-case prefix): the public read, and the merchant's upload. */
export const catalogueProductRoutes = new Hono<AppEnv>();

// POST /api/merchantpage/products/UploadFile – add a product to my storefront (multipart; one photo may serve all three sizes)
catalogueProductRoutes.post(
  '/products/UploadFile',
  merchantOnly(() => new HttpError(404, 'not_found', siteCreationMessages.merchantIdNotFound)),
  acceptsUpload,
  async (c) => {
    const { merchantId } = c.var;
    const form = await readMultipart(c);
    const fields = catalogueFormSchema.parse({
      Brand: form.text('Brand') ?? '',
      Price: form.text('Price') ?? '',
      CategoryId: form.text('CategoryId') ?? '',
      ProductName: form.text('ProductName') ?? '',
      Description: form.text('Description') ?? '',
      Mrp: form.text('Mrp'),
      Stock: form.text('Stock'),
    });
    const { product, images } = await uploadCatalogueProduct(c.var, merchantId, fields, {
      ImageSmall: await form.optionalFile('ImageSmall'),
      ImageMedium: await form.optionalFile('ImageMedium'),
      ImageLarge: await form.optionalFile('ImageLarge'),
    });
    return c.json(
      {
        message: siteCreationMessages.productSaved,
        id: product.id,
        productName: product.productName,
        price: paiseToRupees(product.pricePaise),
        categoryId: product.categoryId,
        imageUrl: images.medium.url,
        stockCount: product.stockCount,
      },
      201,
    );
  },
);

// GET /api/MerchantPage/GetMerchantStore/{merchantId} – a storefront's details and image URLs; 404 unless active and shown
merchantPageRoutes.get('/GetMerchantStore/:merchantId', publicCache(60), async (c) => {
  const merchantId = recordIdSchema.safeParse(c.req.param('merchantId'));
  const store = merchantId.success ? await readStore(c.var.db, merchantId.data) : null;
  if (!store) throw HttpError.notFound(siteCreationMessages.storeNotFound);
  return c.json(store);
});

// GET /api/merchantpage/efq/products?merchantId=&categoryId=&approvedOnly=&includeImages=&limit=1..200 – a storefront's products, newest first
// (approved and shown ones only, whatever approvedOnly says: decision 0029)
catalogueProductRoutes.get('/efq/products', publicCache(60), async (c) => {
  const query = catalogueQuerySchema.parse(c.req.query());
  return c.json(await listCatalogueProducts(c.var.db, query));
});

// ---------------------------------------------------------------------------------------------------
// The merchant's own catalogue (issue 24 item 7; decision 0075): list, edit, hide, delete, bulk upload.
// Merchants only; every id is looked up with the session's merchant (another merchant's is a 404).

// GET /api/merchantpage/my-products?categoryId=&limit=&cursor= – my products (hidden ones too), newest first, paged
catalogueProductRoutes.get('/my-products', merchantOnly(), async (c) => {
  const query = c.req.query();
  const page = await listMyCatalogue(c.var.db, c.var.merchantId, {
    ...pageQuerySchema.parse(query),
    ...myProductsQuerySchema.parse(query),
  });
  c.header('Cache-Control', 'private, no-store');
  return pagedJson(c, page);
});

// POST /api/merchantpage/products/import/preview – multipart `file` (CSV, up to 1,000 rows) and `images` (zip);
// answers every row checked with its errors ("Row 7: …") and where its image lies in the zip. Writes nothing.
catalogueProductRoutes.post('/products/import/preview', acceptsUpload, merchantOnly(), async (c) => {
  const form = await readMultipart(c);
  const csv = await form.file('file', catalogueMessages.csvRequired);
  if (csv.byteLength > CATALOGUE_IMPORT_MAX_CSV_BYTES)
    throw new HttpError(413, 'file_too_large', catalogueMessages.fileTooLarge, {
      file: catalogueMessages.fileTooLarge,
    });
  const text = new TextDecoder().decode(csv);
  if (text.includes('\0')) throw HttpError.badInput(messages.nulCharacter, { file: messages.nulCharacter });
  const zip = await form.file('images', catalogueMessages.zipRequired);
  const preview = await previewCatalogueImport(c.var.db, c.var.merchantId, text, zip);
  // The rows' errors are read by the merchant: in their language (issue 26 item 7).
  return c.json({
    ...preview,
    rows: preview.rows.map((row) => ({ ...row, errors: row.errors.map((e) => inCallersLanguage(c, e)) })),
  });
});

// POST /api/merchantpage/products/import/confirm – multipart `rows` (JSON, at most 10 preview rows) and, for
// each, `image{index}`: its bytes as they lie in the zip. Each row checked again and added once per name.
catalogueProductRoutes.post('/products/import/confirm', acceptsUpload, merchantOnly(), async (c) => {
  const form = await readMultipart(c);
  let rows;
  try {
    rows = importConfirmRowsSchema.parse(JSON.parse(form.text('rows') ?? 'null'));
  } catch (error) {
    if (!(error instanceof z.ZodError) && !(error instanceof SyntaxError)) throw error;
    const message =
      error instanceof z.ZodError
        ? (error.issues[0]?.message ?? messages.invalidInput)
        : messages.invalidInput;
    throw HttpError.badInput(message, { rows: message });
  }
  const images = [];
  for (const index of rows.keys()) images.push(await form.optionalFile(`image${index}`));
  const confirmation = await confirmCatalogueImport(c.var, c.var.merchantId, rows, images);
  return c.json({
    ...confirmation,
    // Every row's message is read by the merchant, the skipped and added ones too (issue 26 item 7).
    results: messagesInCallersLanguage(c, confirmation.results),
  });
});

// PUT /api/merchantpage/products/{id} – edit my product (multipart: the upload's fields, Mrp and Stock; a photo is optional)
catalogueProductRoutes.put('/products/:id', acceptsUpload, merchantOnly(), async (c) => {
  const id = readPathId(c, catalogueMessages.productNotFound);
  const form = await readMultipart(c);
  const fields = catalogueFormSchema.parse({
    Brand: form.text('Brand') ?? '',
    Price: form.text('Price') ?? '',
    CategoryId: form.text('CategoryId') ?? '',
    ProductName: form.text('ProductName') ?? '',
    Description: form.text('Description') ?? '',
    Mrp: form.text('Mrp'),
    Stock: form.text('Stock'),
  });
  const product = await updateMyCatalogueProduct(
    c.var,
    c.var.merchantId,
    id,
    {
      productName: fields.ProductName,
      brand: fields.Brand,
      pricePaise: fields.Price,
      mrpPaise: fields.Mrp,
      stockCount: fields.Stock,
      categoryId: fields.CategoryId,
      description: fields.Description,
    },
    (await form.optionalFile('ImageSmall')) ?? (await form.optionalFile('ImageLarge')),
  );
  return c.json({ message: catalogueMessages.productSaved, product });
});

// POST /api/merchantpage/products/{id}/visibility – JSON {hidden}: hide my product from the storefront, or show it again
catalogueProductRoutes.post('/products/:id/visibility', merchantOnly(), async (c) => {
  const id = readPathId(c, catalogueMessages.productNotFound);
  const { hidden } = await readJson(c, visibilitySchema);
  const product = await setMyCatalogueProductHidden(c.var.db, c.var.merchantId, id, hidden);
  return c.json({
    message: hidden ? catalogueMessages.productHidden : catalogueMessages.productShown,
    product,
  });
});

// DELETE /api/merchantpage/products/{id} – delete my product (kept as a deleted row when payments name it)
catalogueProductRoutes.delete('/products/:id', merchantOnly(), async (c) => {
  const id = readPathId(c, catalogueMessages.productNotFound);
  const { kept } = await deleteMyCatalogueProduct(c.var, c.var.merchantId, id);
  return c.json({
    message: kept ? catalogueMessages.productDeletedKept : catalogueMessages.productDeleted,
    kept,
  });
});
