import { z } from './zod.ts';
import { recordIdSchema } from './ids.ts';
import { SITE_TEXT_LIMITS } from './rules.ts';
import { CATALOGUE_IMPORT_BATCH, catalogueMessages } from './catalogue.ts';
import { siteCreationMessages } from './site-creation.ts';

/** The request schemas of the merchant's catalogue (issue 24 item 7; decision 0075). */

/** GET /api/merchantpage/my-products?categoryId= (with the page's limit and cursor, paging-query.ts) */
export const myProductsQuerySchema = z.object({
  categoryId: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(recordIdSchema.optional()),
});

/** POST /api/merchantpage/products/{id}/visibility */
export const visibilitySchema = z.object({ hidden: z.boolean() });

/** PATCH /api/MerchantCategories/{id}: what is sent changes; at least one. */
export const categoryChangeSchema = z
  .object({
    categoryName: z
      .string()
      .trim()
      .min(1, siteCreationMessages.required)
      .max(SITE_TEXT_LIMITS.categoryName)
      .optional(),
    description: z
      .string()
      .trim()
      .max(SITE_TEXT_LIMITS.categoryDescription)
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
    isActive: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: catalogueMessages.nothingToChange,
  });

const text = (max: number) => z.string().max(max);

/** POST /api/merchantpage/products/import/confirm: the `rows` field (JSON), at most CATALOGUE_IMPORT_BATCH. */
export const importConfirmRowsSchema = z
  .array(
    z.object({
      row: z.number().int().min(2).max(1_000_000),
      name: text(SITE_TEXT_LIMITS.productName + 50),
      price: text(30),
      mrp: text(30).default(''),
      stock: text(30).default(''),
      category: text(SITE_TEXT_LIMITS.categoryName + 50),
      description: text(SITE_TEXT_LIMITS.productDescription + 50),
      brand: text(SITE_TEXT_LIMITS.brand + 50).default(''),
      image: text(300),
      imageMethod: z.number().int().min(0).max(0xffff),
      imageCrc32: z.number().int().min(0).max(0xffffffff),
      imageSize: z.number().int().min(0).max(0xffffffff),
    }),
  )
  .min(1, catalogueMessages.rowsRequired)
  .max(CATALOGUE_IMPORT_BATCH, catalogueMessages.tooManyRowsPerCall);
