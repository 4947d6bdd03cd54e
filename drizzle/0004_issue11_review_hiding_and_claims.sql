CREATE TYPE "public"."cashback_claim_status" AS ENUM('open', 'accepted', 'declined');--> statement-breakpoint
CREATE TABLE "cashback_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"coupon_id" uuid,
	"purchase_date" date NOT NULL,
	"amount_paise" integer NOT NULL,
	"order_reference" text NOT NULL,
	"status" "cashback_claim_status" DEFAULT 'open' NOT NULL,
	"decline_reason" text,
	"sale_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_claims_amount_positive" CHECK ("cashback_claims"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cashback_claims" ADD CONSTRAINT "cashback_claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_claims" ADD CONSTRAINT "cashback_claims_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_claims" ADD CONSTRAINT "cashback_claims_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_claims" ADD CONSTRAINT "cashback_claims_sale_id_merchant_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."merchant_sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashback_claims_merchant_idx" ON "cashback_claims" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "cashback_claims_account_idx" ON "cashback_claims" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_claims_one_per_order" ON "cashback_claims" USING btree ("account_id","merchant_id",lower("order_reference"));--> statement-breakpoint
CREATE INDEX "stores_created_at_idx" ON "stores" USING btree ("created_at");