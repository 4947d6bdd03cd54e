DROP INDEX "coupons_popular_live_idx";--> statement-breakpoint
DROP INDEX "coupons_best_offers_live_idx";--> statement-breakpoint
DROP INDEX "coupons_merchant_live_idx";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Decision 0100: a coupon is listed while its expiry is ahead when it is written. Whatever path writes
-- expires_at (approval, an edit, an extension, an import, a seed) or listed (the fold job clearing it), the
-- trigger sets listed from the row itself, so a coupon whose expiry is still ahead is always listed. No
-- backfill here: every coupon starts listed (the default), and the fold job clears the expired ones in
-- batches of 5,000 within a few minutes, without a long lock on coupons inside this migration.
CREATE OR REPLACE FUNCTION coupons_listed_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed := NEW.expires_at > now();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER coupons_listed BEFORE INSERT OR UPDATE OF expires_at, listed
  ON coupons FOR EACH ROW EXECUTE FUNCTION coupons_listed_trigger();--> statement-breakpoint
CREATE INDEX "coupons_listed_expiry_idx" ON "coupons" USING btree ("expires_at") WHERE "coupons"."listed";--> statement-breakpoint
CREATE INDEX "coupons_popular_live_idx" ON "coupons" USING btree ("reveal_count","created_at","id","expires_at") WHERE "coupons"."status" = 'approved' and "coupons"."suspended_at" is null and "coupons"."listed";--> statement-breakpoint
CREATE INDEX "coupons_best_offers_live_idx" ON "coupons" USING btree ("percentage" DESC NULLS LAST,"discount_value_paise" DESC NULLS LAST,"created_at" desc,"id" desc,"expires_at") WHERE "coupons"."status" = 'approved' and "coupons"."suspended_at" is null and "coupons"."listed";--> statement-breakpoint
CREATE INDEX "coupons_merchant_live_idx" ON "coupons" USING btree ("merchant_id","created_at","expires_at") WHERE "coupons"."status" = 'approved' and "coupons"."suspended_at" is null and "coupons"."listed";