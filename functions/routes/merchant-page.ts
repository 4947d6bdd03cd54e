import { Hono } from 'hono';
import { catalogueFormSchema, storeFormSchema } from '../contract/site-creation-schemas.ts';
import { siteCreationMessages } from '../contract/site-creation.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { acceptsUpload } from '../http/middleware.ts';
import { readMultipart } from '../http/read-upload.ts';
import { merchantOnly } from '../auth/merchant-only.ts';
import { readStore } from '../services/storefront/read-store.ts';
import { saveStore } from '../services/storefront/save-store.ts';
import { uploadCatalogueProduct } from '../services/storefront/upload-catalogue-product.ts';

/** The merchant's storefront under /api/MerchantPage (spec: Site creation). Merchants only; reads in merchant-page-public.ts. */
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

/** The merchant's catalogue upload under /api/merchantpage (the spec's lower-case prefix). Merchants only. */
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
        price: product.pricePaise / 100,
        categoryId: product.categoryId,
        imageUrl: images.medium.url,
      },
      201,
    );
  },
);
