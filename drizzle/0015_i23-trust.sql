CREATE TYPE "public"."coupon_feedback_reason" AS ENUM('expired', 'minimum_order', 'not_accepted', 'other');--> statement-breakpoint
CREATE TABLE "coupon_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"worked" boolean NOT NULL,
	"reason" "coupon_feedback_reason",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_feedback_reason_only_for_no" CHECK ("coupon_feedback"."worked" = false or "coupon_feedback"."reason" is null)
);
--> statement-breakpoint
CREATE TABLE "saved_coupons" (
	"account_id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_coupons_account_id_coupon_id_pk" PRIMARY KEY("account_id","coupon_id")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "reconfirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "suspension_overridden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD COLUMN "saved_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD COLUMN "follow_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_feedback" ADD CONSTRAINT "coupon_feedback_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_feedback" ADD CONSTRAINT "coupon_feedback_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_coupons" ADD CONSTRAINT "saved_coupons_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_coupons" ADD CONSTRAINT "saved_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_feedback_one_per_day" ON "coupon_feedback" USING btree ("coupon_id","account_id","day");--> statement-breakpoint
CREATE INDEX "coupon_feedback_coupon_idx" ON "coupon_feedback" USING btree ("coupon_id","day");--> statement-breakpoint
CREATE INDEX "saved_coupons_coupon_idx" ON "saved_coupons" USING btree ("coupon_id");