import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, merchants } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { mediaFiles } from './media.ts';

/**
 * "Pick Your Products": a merchant's product ad, shown publicly once an administrator approves it.
 * Rejection keeps the reason and advised changes for the merchant to read.
 */
export const merchantProducts = pgTable(
  'merchant_products',
  {
    id: id(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    /** The maximum retail price shown struck through beside the price (issue 24 item 6); null: none. */
    mrpPaise: integer('mrp_paise'),
    /** How many are left to sell through Buy Now; null: not counted. A paid order takes one (decision 0074). */
    stockCount: integer('stock_count'),
    merchantUrl: text('merchant_url').notNull(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'restrict' }),
    isApproved: boolean('is_approved').notNull().default(false),
    rejectionReason: text('rejection_reason'),
    advisedChanges: text('advised_changes'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Set when an administrator hides the product from the public (audit-logged); null when shown. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    uploadedAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('merchant_products_stock_not_negative', sql`${t.stockCount} >= 0`),
    index('merchant_products_approved_idx').on(t.isApproved, t.uploadedAt),
    index('merchant_products_merchant_idx').on(t.merchantId, t.uploadedAt),
    // The admin's Products Approval list pages through every product, newest first (decision 0019).
    index('merchant_products_uploaded_at_idx').on(t.uploadedAt),
  ],
);

/** A merchant's public storefront (/merchantproductsite/{merchantid}). */
export const stores = pgTable(
  'stores',
  {
    id: id(),
    merchantId: uuid('merchant_id')
      .notNull()
      .unique()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    storeName: text('store_name').notNull(),
    storeAddress: text('store_address'),
    logoId: uuid('logo_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    landingBannerId: uuid('landing_banner_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    heroBannerId: uuid('hero_banner_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    tagline: text('tagline'),
    aboutDescription: text('about_description'),
    isActive: boolean('is_active').notNull().default(true),
    /** Set when an administrator hides the storefront (audit-logged): its page answers 404 until shown again. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The admin's Storefronts list pages through every store, newest first (decision 0019). Also
  // stores_merchant_search_idx (merchant_id) INCLUDE (hidden_at, is_active, store_name, logo_id),
  // hand-written in migration 0035 (drizzle-kit has no INCLUDE): search's candidates' storefronts read
  // from the index alone (decision 0107).
  (t) => [index('stores_created_at_idx').on(t.createdAt)],
);

/** A signed-in account following a storefront (the Follow badge); the count is public. */
export const storeFollows = pgTable(
  'store_follows',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.accountId] }),
    index('store_follows_account_idx').on(t.accountId),
    // A store's followers who began since a day: Account Information's new followers (issue 24 item 8).
    index('store_follows_merchant_created_idx').on(t.merchantId, t.createdAt),
  ],
);

export const merchantCategories = pgTable(
  'merchant_categories',
  {
    id: id(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    categoryName: text('category_name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Set when the merchant deletes a category that still holds deleted products kept for their
     * payments (decision 0075); such a category is gone everywhere and its name is free again.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('merchant_categories_name_idx')
      .on(t.merchantId, sql`lower(${t.categoryName})`)
      .where(sql`${t.deletedAt} is null`),
    index('merchant_categories_active_idx').on(t.merchantId, t.isActive),
  ],
);

/** A storefront's catalogue product, in one of the merchant's categories, with three image sizes. */
export const catalogueProducts = pgTable(
  'catalogue_products',
  {
    id: id(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => merchantCategories.id, { onDelete: 'restrict' }),
    brand: text('brand').notNull(),
    productName: text('product_name').notNull(),
    description: text('description').notNull(),
    pricePaise: integer('price_paise').notNull(),
    /** The maximum retail price printed on the pack, when the merchant gives one (at least the price), shown
     *  struck through beside the price (issue 24 item 6); null: none. */
    mrpPaise: integer('mrp_paise'),
    /** How many are left to sell through Buy Now; null: not counted. A paid order takes one (decision 0074). */
    stockCount: integer('stock_count'),
    imageSmallId: uuid('image_small_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    imageMediumId: uuid('image_medium_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    imageLargeId: uuid('image_large_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    isApproved: boolean('is_approved').notNull().default(false),
    /** Set when an administrator hides the product from the storefront (audit-logged). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Set when the merchant hides the product from the storefront; the merchant shows it again (decision 0075). */
    merchantHiddenAt: timestamp('merchant_hidden_at', { withTimezone: true }),
    /**
     * Set when the merchant deletes a product that payments name: the row stays for their history and
     * is gone everywhere else. A product no payment names is deleted outright (decision 0075).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** A product made by a CSV import: its name in lower case, one per merchant (decision 0075). */
    importKey: text('import_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('catalogue_products_merchant_category_idx').on(t.merchantId, t.categoryId, t.isApproved),
    uniqueIndex('catalogue_products_import_key_idx').on(t.merchantId, t.importKey),
    check('catalogue_products_stock_not_negative', sql`${t.stockCount} >= 0`),
  ],
);

/** Site-creation choices: the merchant's own site and its scrape consent, or a page of ours. */
export const merchantPreferences = pgTable(
  'merchant_preferences',
  {
    merchantId: uuid('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    hasExternalSite: boolean('has_external_site').notNull().default(false),
    externalSiteUrl: text('external_site_url'),
    consentScrape: boolean('consent_scrape').notNull().default(false),
    consentMerchantPage: boolean('consent_merchant_page').notNull().default(false),
    storeName: text('store_name'),
    pageSlug: text('page_slug'),
    notes: text('notes'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('merchant_preferences_slug_idx').on(sql`lower(${t.pageSlug})`)],
);
