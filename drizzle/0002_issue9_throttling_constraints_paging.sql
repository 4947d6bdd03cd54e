CREATE TABLE "throttle_buckets" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "throttle_buckets_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "sign_in_attempts" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "sign_in_attempts" CASCADE;--> statement-breakpoint
ALTER TABLE "earnings_ledger" DROP CONSTRAINT "earnings_ledger_account_id_accounts_id_fk";
--> statement-breakpoint
DROP INDEX "reviews_account_idx";--> statement-breakpoint
CREATE INDEX "throttle_buckets_expires_at_idx" ON "throttle_buckets" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD CONSTRAINT "earnings_ledger_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flash_texts_one_active_per_position" ON "flash_texts" USING btree ("position") WHERE "flash_texts"."is_active";--> statement-breakpoint
CREATE INDEX "site_images_kind_created_idx" ON "site_images" USING btree ("kind","is_active","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_images_one_active_per_position" ON "site_images" USING btree ("kind",coalesce("position", '')) WHERE "site_images"."is_active" and "site_images"."kind" in ('top_middle', 'top_coupons', 'category_banner', 'popup_ad', 'product_ad');--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_one_approved_per_slot" ON "coupons" USING btree ("assigned_slot_id") WHERE "coupons"."status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_account_coupon" ON "reviews" USING btree ("account_id","coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_ledger_one_credit_per_sale" ON "earnings_ledger" USING btree ("sale_id") WHERE "earnings_ledger"."source" = 'sale';--> statement-breakpoint
CREATE INDEX "merchant_products_uploaded_at_idx" ON "merchant_products" USING btree ("created_at");