DROP INDEX "merchants_brand_name_trgm_idx";--> statement-breakpoint
DROP INDEX "merchants_merchant_name_trgm_idx";--> statement-breakpoint
DROP INDEX "stores_store_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written (decision 0060): merchants.search_name is what search finds a store by, lower-cased:
-- the name shoppers see (store-identity.ts: the brand, else the storefront's name, else the registered
-- name), then on a second line the storefront's name when the brand is shown instead of it.
CREATE OR REPLACE FUNCTION merchant_search_name(brand text, storefront text, legal text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(coalesce(nullif(btrim(brand), ''), nullif(btrim(storefront), ''), legal))
    || CASE WHEN nullif(btrim(brand), '') IS NOT NULL AND nullif(btrim(storefront), '') IS NOT NULL
                 AND lower(btrim(storefront)) <> lower(btrim(brand))
            THEN E'\n' || lower(btrim(storefront)) ELSE '' END
$$;--> statement-breakpoint
-- Whatever sets a merchant's names (or search_name itself) gets search_name recomputed.
CREATE OR REPLACE FUNCTION merchants_search_name_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_name := merchant_search_name(NEW.brand_name,
    (SELECT s.store_name FROM stores s WHERE s.merchant_id = NEW.id), NEW.merchant_name);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER merchants_search_name BEFORE INSERT OR UPDATE OF brand_name, merchant_name, search_name
  ON merchants FOR EACH ROW EXECUTE FUNCTION merchants_search_name_trigger();--> statement-breakpoint
-- A storefront created, renamed, moved or deleted: its merchant's search_name is recomputed (by the
-- trigger above, which reads the stores table as it now is).
CREATE OR REPLACE FUNCTION stores_search_name_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE merchants SET search_name = '' WHERE id = OLD.merchant_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.merchant_id IS DISTINCT FROM OLD.merchant_id) THEN
    UPDATE merchants SET search_name = '' WHERE id = NEW.merchant_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER stores_search_name AFTER INSERT OR DELETE OR UPDATE OF store_name, merchant_id
  ON stores FOR EACH ROW EXECUTE FUNCTION stores_search_name_trigger();--> statement-breakpoint
-- Backfill every existing merchant.
UPDATE merchants m SET search_name = merchant_search_name(m.brand_name,
  (SELECT s.store_name FROM stores s WHERE s.merchant_id = m.id), m.merchant_name);--> statement-breakpoint
CREATE INDEX "merchants_search_name_trgm_idx" ON "merchants" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchants_search_name_prefix_idx" ON "merchants" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "coupons_title_prefix_idx" ON "coupons" USING btree (lower("title" || ' ' || "coupon_name") text_pattern_ops);