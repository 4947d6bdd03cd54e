CREATE TABLE "coupon_category_counts" (
	"expires_at" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"language" "offer_language" NOT NULL,
	"coupons" integer NOT NULL,
	CONSTRAINT "coupon_category_counts_expires_at_category_language_pk" PRIMARY KEY("expires_at","category","language")
);
--> statement-breakpoint
CREATE TABLE "coupon_merchant_counts" (
	"expires_at" timestamp with time zone NOT NULL,
	"merchant_id" uuid NOT NULL,
	"coupons" integer NOT NULL,
	CONSTRAINT "coupon_merchant_counts_merchant_id_expires_at_pk" PRIMARY KEY("merchant_id","expires_at")
);
--> statement-breakpoint
DROP INDEX "coupons_popular_idx";--> statement-breakpoint
CREATE INDEX "coupon_category_counts_live_idx" ON "coupon_category_counts" USING btree ("expires_at","category","language","coupons");--> statement-breakpoint
CREATE INDEX "coupon_merchant_counts_live_idx" ON "coupon_merchant_counts" USING btree ("expires_at","merchant_id","coupons");--> statement-breakpoint
CREATE INDEX "coupons_popular_live_idx" ON "coupons" USING btree ("reveal_count","created_at","id","expires_at") WHERE "coupons"."status" = 'approved' and "coupons"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "coupons_merchant_live_idx" ON "coupons" USING btree ("merchant_id","created_at","expires_at") WHERE "coupons"."status" = 'approved' and "coupons"."suspended_at" is null;--> statement-breakpoint
-- Hand-written (decision 0087): the live-coupon counts are kept by the database itself, whatever writes
-- a coupon (an approval, a suspension, an edit of its category, language or expiry, a delete, a
-- merchant's account deleted). A coupon counts while it is approved and not suspended, in the row of
-- its expiry instant; readers add up the rows whose expires_at is still ahead, so an expiry needs no
-- write. A row that reaches 0 is deleted.
CREATE OR REPLACE FUNCTION coupons_live_counts_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (OLD.status = 'approved' AND OLD.suspended_at IS NULL) = (NEW.status = 'approved' AND NEW.suspended_at IS NULL)
     AND OLD.expires_at = NEW.expires_at AND OLD.category = NEW.category
     AND OLD.language = NEW.language AND OLD.merchant_id = NEW.merchant_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.status = 'approved' AND OLD.suspended_at IS NULL THEN
    UPDATE coupon_category_counts SET coupons = coupons - 1
     WHERE expires_at = OLD.expires_at AND category = OLD.category AND language = OLD.language;
    DELETE FROM coupon_category_counts
     WHERE expires_at = OLD.expires_at AND category = OLD.category AND language = OLD.language AND coupons <= 0;
    UPDATE coupon_merchant_counts SET coupons = coupons - 1
     WHERE expires_at = OLD.expires_at AND merchant_id = OLD.merchant_id;
    DELETE FROM coupon_merchant_counts
     WHERE expires_at = OLD.expires_at AND merchant_id = OLD.merchant_id AND coupons <= 0;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'approved' AND NEW.suspended_at IS NULL THEN
    INSERT INTO coupon_category_counts AS c (expires_at, category, language, coupons)
    VALUES (NEW.expires_at, NEW.category, NEW.language, 1)
    ON CONFLICT (expires_at, category, language) DO UPDATE SET coupons = c.coupons + 1;
    INSERT INTO coupon_merchant_counts AS m (expires_at, merchant_id, coupons)
    VALUES (NEW.expires_at, NEW.merchant_id, 1)
    ON CONFLICT (expires_at, merchant_id) DO UPDATE SET coupons = m.coupons + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER coupons_live_counts AFTER INSERT OR DELETE OR UPDATE OF status, suspended_at, expires_at, category, language, merchant_id
  ON coupons FOR EACH ROW EXECUTE FUNCTION coupons_live_counts_trigger();--> statement-breakpoint
-- Backfill from the coupons there are.
INSERT INTO coupon_category_counts (expires_at, category, language, coupons)
SELECT expires_at, category, language, count(*) FROM coupons
 WHERE status = 'approved' AND suspended_at IS NULL GROUP BY expires_at, category, language;--> statement-breakpoint
INSERT INTO coupon_merchant_counts (expires_at, merchant_id, coupons)
SELECT expires_at, merchant_id, count(*) FROM coupons
 WHERE status = 'approved' AND suspended_at IS NULL GROUP BY expires_at, merchant_id;
