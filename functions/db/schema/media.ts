import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/**
 * Every stored upload: where the blob lives and what it is. Rows reference media by id and
 * responses carry `url`; image bytes never go into the database or JSON.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: id(),
    blobKey: text('blob_key').notNull().unique(),
    url: text('url').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    byteSize: integer('byte_size').notNull(),
    /** The upload kind (rules.ts UPLOAD_RULES) it was accepted as. */
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_files_created_at_idx').on(t.createdAt)],
);
