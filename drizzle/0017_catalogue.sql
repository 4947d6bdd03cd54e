DROP INDEX "merchant_categories_name_idx";--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD COLUMN "mrp_paise" integer;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD COLUMN "merchant_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "merchant_categories" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_products_import_key_idx" ON "catalogue_products" USING btree ("merchant_id","import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_categories_name_idx" ON "merchant_categories" USING btree ("merchant_id",lower("category_name")) WHERE "merchant_categories"."deleted_at" is null;