CREATE TYPE "public"."discount_kind" AS ENUM('percentage', 'flat');--> statement-breakpoint
CREATE TYPE "public"."coupon_edit_status" AS ENUM('pending', 'rejected');--> statement-breakpoint
CREATE TABLE "coupon_edits" (
	"coupon_id" uuid PRIMARY KEY NOT NULL,
	"status" "coupon_edit_status" DEFAULT 'pending' NOT NULL,
	"coupon_name" text NOT NULL,
	"coupon_code" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"language" "offer_language" NOT NULL,
	"terms_and_conditions" text NOT NULL,
	"percentage" smallint,
	"discount_value_paise" integer,
	"discount_kind" "discount_kind",
	"merchant_url" text NOT NULL,
	"expiry_date" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ad_image_id" uuid,
	"reject_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_edits_percentage_range" CHECK ("coupon_edits"."percentage" is null or "coupon_edits"."percentage" between 1 and 100),
	CONSTRAINT "coupon_edits_discount_positive" CHECK ("coupon_edits"."discount_value_paise" is null or "coupon_edits"."discount_value_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "discount_kind" "discount_kind";--> statement-breakpoint
ALTER TABLE "coupon_edits" ADD CONSTRAINT "coupon_edits_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_edits" ADD CONSTRAINT "coupon_edits_ad_image_id_media_files_id_fk" FOREIGN KEY ("ad_image_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_edits" ADD CONSTRAINT "coupon_edits_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_edits_pending_idx" ON "coupon_edits" USING btree ("submitted_at") WHERE "coupon_edits"."status" = 'pending';--> statement-breakpoint
-- Hand-written (decision 0073): existing coupons keep what they gave, now named.
UPDATE "coupons" SET "discount_kind" = CASE WHEN "percentage" IS NOT NULL THEN 'percentage'::"discount_kind" WHEN "discount_value_paise" IS NOT NULL THEN 'flat'::"discount_kind" END;
