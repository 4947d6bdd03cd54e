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
