CREATE TYPE "public"."account_token_purpose" AS ENUM('verify_email', 'reset_password');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('razorpay', 'test');--> statement-breakpoint
CREATE TYPE "public"."payment_purpose" AS ENUM('link', 'premium_slot', 'product', 'open_amount');--> statement-breakpoint
ALTER TYPE "public"."coupon_status" ADD VALUE 'awaiting_payment';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'refunded';--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"purpose" "account_token_purpose" NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by_account_id" uuid,
	"amount_paise" integer NOT NULL,
	"mobile" text NOT NULL,
	"position" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_requests_amount_positive" CHECK ("payment_requests"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "premium_slot_prices" (
	"slot_id" smallint PRIMARY KEY NOT NULL,
	"price_paise" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_slot_prices_slot_range" CHECK ("premium_slot_prices"."slot_id" between 1 and 24),
	CONSTRAINT "premium_slot_prices_price_positive" CHECK ("premium_slot_prices"."price_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_razorpay_order_id_unique";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_razorpay_payment_id_unique";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" "payment_purpose" NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" "payment_provider" NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_order_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "description" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_request_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "coupon_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "catalogue_product_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "merchant_product_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "merchant_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "sale_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_paise" integer;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_account_idx" ON "account_tokens" USING btree ("account_id","purpose");--> statement-breakpoint
CREATE INDEX "account_tokens_expires_at_idx" ON "account_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "payment_requests_created_at_idx" ON "payment_requests" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_request_id_payment_requests_id_fk" FOREIGN KEY ("payment_request_id") REFERENCES "public"."payment_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_catalogue_product_id_catalogue_products_id_fk" FOREIGN KEY ("catalogue_product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_merchant_product_id_merchant_products_id_fk" FOREIGN KEY ("merchant_product_id") REFERENCES "public"."merchant_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_sale_id_merchant_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."merchant_sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_coupon_idx" ON "payments" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "payments_merchant_idx" ON "payments" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_sale_per_payment" ON "payments" USING btree ("sale_id");--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "razorpay_order_id";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "razorpay_payment_id";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_order_id_unique" UNIQUE("provider_order_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_unique" UNIQUE("receipt");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_length" CHECK (length("payments"."receipt") <= 40);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_names_its_subject" CHECK (("payments"."purpose" <> 'link' or "payments"."payment_request_id" is not null)
        and ("payments"."purpose" <> 'product' or num_nonnulls("payments"."catalogue_product_id", "payments"."merchant_product_id") <= 1));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_paid_has_payment_id" CHECK ("payments"."status" = 'created' or "payments"."status" = 'failed' or "payments"."provider_payment_id" is not null);