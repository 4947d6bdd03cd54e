-- Hand-written (decision 0058): search uses trigram indexes, from the pg_trgm extension that
-- Postgres, Neon and PGlite all ship.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "merchants_brand_name_trgm_idx" ON "merchants" USING gin (lower("brand_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchants_merchant_name_trgm_idx" ON "merchants" USING gin (lower("merchant_name") gin_trgm_ops) WHERE nullif(btrim("merchants"."brand_name"), '') is null;--> statement-breakpoint
CREATE INDEX "coupons_search_trgm_idx" ON "coupons" USING gin (lower("title" || ' ' || "coupon_name" || ' ' || "category" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupons_title_trgm_idx" ON "coupons" USING gin (lower("title" || ' ' || "coupon_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_store_name_trgm_idx" ON "stores" USING gin (lower("store_name") gin_trgm_ops);