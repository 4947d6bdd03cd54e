-- Decision 0091: the store directory (list-stores.ts) reads every merchant to sort the listed stores by
-- name. This index holds only what the directory reads of a merchant (its id to join, the three names of
-- storeName and its slug), so the read is an index-only scan of about a third of the table's pages.
-- Hand-written: drizzle-kit cannot express INCLUDE (as 0025's trigger, it is not in the snapshot).
CREATE INDEX IF NOT EXISTS "merchants_directory_idx" ON "merchants" USING btree ("id") INCLUDE ("brand_name", "merchant_name", "store_slug");
