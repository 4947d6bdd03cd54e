import { z } from './zod.ts';
import { recordIdSchema } from './ids.ts';
import { PUBLIC_LIST_MAX } from './paging.ts';
import { limitParam } from './paging-query.ts';
import { isPageSlug, pageSlugMessage, priceMessage, priceToPaise, SITE_TEXT_LIMITS } from './rules.ts';
import { siteCreationMessages } from './site-creation.ts';
import { catalogueMessages, parseStock } from './catalogue.ts';
import { webUrl } from './web-url.ts';

/**
 * The request schemas of site creation (spec: Site creation; sections 3, 5 and 7), built on the rules
 * of rules.ts, which the islands call directly (they ship no zod). Multipart forms are read as text
 * fields and parsed with the schemas below; their files are checked by storage/accept-upload.ts.
 */

const required = (max: number) => z.string().trim().min(1, siteCreationMessages.required).max(max);
/** An optional text: absent, empty or blank is null (a form leaves an empty field out). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || null);

/**
 * POST /api/merchant/preferences/upsert (JSON): the store URL form (hasExternalSite, externalSiteUrl,
 * storeName, pageSlug, consentMerchantPage) or the permission form (notes, consentScrape). Fields left
 * out keep their saved values; at least one must be sent.
 */
export const preferencesSchema = z
  .object({
    hasExternalSite: z.boolean().optional(),
    externalSiteUrl: webUrl.optional(),
    consentScrape: z.boolean().optional(),
    consentMerchantPage: z.boolean().optional(),
    storeName: required(SITE_TEXT_LIMITS.storeName).optional(),
    pageSlug: z.string().trim().refine(isPageSlug, pageSlugMessage).optional(),
    notes: z.string().trim().max(SITE_TEXT_LIMITS.notes).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: siteCreationMessages.nothingToSave,
  })
  .refine((body) => body.hasExternalSite !== true || body.externalSiteUrl !== undefined, {
    message: siteCreationMessages.required,
    path: ['externalSiteUrl'],
  });
export type PreferencesInput = z.infer<typeof preferencesSchema>;

/** POST /api/MerchantPage/SaveMerchantStore (multipart text fields; the three images are files). */
export const storeFormSchema = z.object({
  StoreName: required(SITE_TEXT_LIMITS.storeName),
  StoreAddress: optionalText(SITE_TEXT_LIMITS.storeAddress),
  Tagline: optionalText(SITE_TEXT_LIMITS.tagline),
  AboutDescription: optionalText(SITE_TEXT_LIMITS.aboutDescription),
});
export type StoreForm = z.infer<typeof storeFormSchema>;

/** POST /api/MerchantCategories (JSON). The merchant is the session's; another merchant's id is refused. */
export const categorySchema = z.object({
  merchantId: recordIdSchema.optional(),
  categoryName: required(SITE_TEXT_LIMITS.categoryName),
  description: optionalText(SITE_TEXT_LIMITS.categoryDescription),
});
export type CategoryInput = z.infer<typeof categorySchema>;

/** POST /api/merchantpage/products/UploadFile (multipart text fields). Price in rupees, stored in paise. */
export const catalogueFormSchema = z.object({
  Brand: required(SITE_TEXT_LIMITS.brand),
  Price: z
    .string()
    .trim()
    .min(1, siteCreationMessages.required)
    .transform((text, ctx) => {
      const paise = priceToPaise(text);
      if (paise === null) ctx.addIssue({ code: 'custom', message: priceMessage });
      return paise ?? z.NEVER;
    }),
  CategoryId: z.string().trim().min(1, siteCreationMessages.required).pipe(recordIdSchema),
  ProductName: required(SITE_TEXT_LIMITS.productName),
  Description: required(SITE_TEXT_LIMITS.productDescription),
  /** The MRP in rupees (decision 0075): optional, at least the price. */
  Mrp: z
    .string()
    .trim()
    .optional()
    .transform((text, ctx) => {
      if (!text) return null;
      const paise = priceToPaise(text);
      if (paise === null) ctx.addIssue({ code: 'custom', message: catalogueMessages.mrpMessage });
      return paise ?? z.NEVER;
    }),
  /**
   * The stock count (issue 24 item 6): a whole number 0..1,000,000; '' is null (not counted). Absent is
   * undefined: the upload stores null, an edit keeps the count it has.
   */
  Stock: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return undefined;
      const count = parseStock(text);
      if (count === undefined) ctx.addIssue({ code: 'custom', message: catalogueMessages.stockMessage });
      return count === undefined ? z.NEVER : count;
    }),
});
export type CatalogueForm = z.infer<typeof catalogueFormSchema>;

/** 'true' or 'false' in a query; anything else is the default. */
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false'])
    .optional()
    .catch(undefined)
    .transform((value) => (value === undefined ? fallback : value === 'true'));

/** GET /api/MerchantCategories?merchantId=&onlyActive=true&limit=1..200 */
export const categoriesQuerySchema = z.object({
  merchantId: recordIdSchema,
  onlyActive: flag(true),
  limit: limitParam(PUBLIC_LIST_MAX),
});

/** GET /api/merchantpage/efq/products?merchantId=&categoryId=&approvedOnly=&includeImages=&limit=1..200 */
export const catalogueQuerySchema = z.object({
  merchantId: recordIdSchema,
  // The spec's call sends `categoryId=` with nothing when no category is chosen: that is all of them.
  categoryId: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(recordIdSchema.optional()),
  approvedOnly: flag(true),
  includeImages: flag(true),
  limit: limitParam(PUBLIC_LIST_MAX),
});
