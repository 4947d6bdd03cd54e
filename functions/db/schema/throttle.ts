import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window hit counters for throttling (decision 0015): failed sign-ins per account and address,
 * and each anonymous write's budget per address. One row per key and window; a hit is one atomic
 * upsert (`hits = hits + 1 returning hits`), so parallel requests on any number of instances cannot
 * slip past the cap. Keys hold a salted hash of the address, never the address itself (decision 0014).
 */
export const throttleBuckets = pgTable(
  'throttle_buckets',
  {
    /** What is counted and for whom, e.g. `address:contact:<hash>` or `sign-in:user:<account>:<hash>`. */
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** The window's end: after it the row counts for nothing and may be deleted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('throttle_buckets_expires_at_idx').on(t.expiresAt),
  ],
);
