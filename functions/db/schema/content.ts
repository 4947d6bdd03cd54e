import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REPLACING_SITE_IMAGE_KINDS, SITE_IMAGE_KINDS } from '../../contract/site-images.ts';
import { accounts } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { mediaFiles } from './media.ts';

export const siteImageKindEnum = pgEnum('site_image_kind', SITE_IMAGE_KINDS);

/**
 * Images an administrator places on the site: hero slides, the top-middle ad, top banners (image or
 * video), the Cat/TC/BO footer frames, the three top-coupons positions, seasonal offers, card images,
 * the popup ad on a card's back and product ads. `position` holds the frame or position name.
 */
export const siteImages = pgTable(
  'site_images',
  {
    id: id(),
    kind: siteImageKindEnum('kind').notNull(),
    position: text('position'),
    /** Product ads are placed in an ad slot (1-24). */
    slotId: smallint('slot_id'),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'restrict' }),
    /** Stored with its scheme (https:// added when it had none). */
    merchantUrl: text('merchant_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('site_images_kind_position_idx').on(t.kind, t.position, t.isActive, t.sortOrder),
    // The admin's live list of a kind pages through it newest first (decision 0019).
    index('site_images_kind_created_idx').on(t.kind, t.isActive, t.createdAt),
    // One active image per position of the kinds that replace (decision 0018); a null position (the
    // popup ad) counts as one position. Hero slides, banners, seasonal offers and cards add instead.
    uniqueIndex('site_images_one_active_per_position')
      .on(t.kind, sql`coalesce(${t.position}, '')`)
      .where(
        sql`${t.isActive} and ${t.kind} in (${sql.raw(REPLACING_SITE_IMAGE_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
      ),
  ],
);

/** The scrolling flash text (spec: imageData, flash_Text, contentType, position, isActive). */
export const flashTexts = pgTable(
  'flash_texts',
  {
    id: id(),
    text: text('text').notNull(),
    mediaId: uuid('media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    contentType: text('content_type'),
    position: text('position').notNull().default('FlashText'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('flash_texts_position_idx').on(t.position, t.isActive, t.updatedAt),
    uniqueIndex('flash_texts_one_active_per_position')
      .on(t.position)
      .where(sql`${t.isActive}`),
  ],
);

/** Who changed what and when, for every administrator action. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt)],
);

/** Counters shown publicly (getPublicStats: totalVisitors). */
export const siteCounters = pgTable('site_counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull().default(0),
  updatedAt: updatedAt(),
});
