CREATE TYPE "public"."payout_provider" AS ENUM('razorpayx', 'test');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('held', 'processing', 'processed', 'failed', 'reversed', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'withdrawal_returned';--> statement-breakpoint
CREATE TABLE "cashback_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"coupon_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashback_rate_bounds" (
	"id" text PRIMARY KEY DEFAULT 'default' NOT NULL,
	"min_rate_bp" integer DEFAULT 100 NOT NULL,
	"max_rate_bp" integer DEFAULT 3000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_rate_bounds_one_row" CHECK ("cashback_rate_bounds"."id" = 'default'),
	CONSTRAINT "cashback_rate_bounds_order" CHECK (0 <= "cashback_rate_bounds"."min_rate_bp" and "cashback_rate_bounds"."min_rate_bp" <= "cashback_rate_bounds"."max_rate_bp" and "cashback_rate_bounds"."max_rate_bp" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"cashback_updates" boolean DEFAULT true NOT NULL,
	"payout_updates" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_postback_secrets" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"upi_id" text NOT NULL,
	"usable_from" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"upi_id" text NOT NULL,
	"status" "payout_status" NOT NULL,
	"provider" "payout_provider" NOT NULL,
	"provider_payout_id" text,
	"idempotency_key" text NOT NULL,
	"hold_reason" text,
	"failure_reason" text,
	"released_by_account_id" uuid,
	"released_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_provider_payout_id_unique" UNIQUE("provider_payout_id"),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_cashback_terms" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"merchant_rate_bp" integer,
	"override_rate_bp" integer,
	"click_param" text DEFAULT 'dsclick' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_cashback_terms_merchant_rate" CHECK ("store_cashback_terms"."merchant_rate_bp" between 0 and 10000),
	CONSTRAINT "store_cashback_terms_override_rate" CHECK ("store_cashback_terms"."override_rate_bp" between 0 and 10000),
	CONSTRAINT "store_cashback_terms_click_param" CHECK ("store_cashback_terms"."click_param" ~ '^[A-Za-z][A-Za-z0-9_]{0,31}$')
);
--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "merchant_sales" ADD COLUMN "click_id" uuid;--> statement-breakpoint
ALTER TABLE "merchant_sales" ADD COLUMN "cashback_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "merchant_sales" ADD COLUMN "order_reference" text;--> statement-breakpoint
ALTER TABLE "merchant_sales" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "cashback_clicks" ADD CONSTRAINT "cashback_clicks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_clicks" ADD CONSTRAINT "cashback_clicks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_clicks" ADD CONSTRAINT "cashback_clicks_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_postback_secrets" ADD CONSTRAINT "merchant_postback_secrets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_events" ADD CONSTRAINT "payout_events_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_released_by_account_id_accounts_id_fk" FOREIGN KEY ("released_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_cashback_terms" ADD CONSTRAINT "store_cashback_terms_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashback_clicks_account_idx" ON "cashback_clicks" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "cashback_clicks_merchant_idx" ON "cashback_clicks" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "payout_methods_account_idx" ON "payout_methods" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency_key_idx" ON "payouts" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_open_per_account" ON "payouts" USING btree ("account_id") WHERE "payouts"."status" in ('held', 'processing');--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payouts_account_idx" ON "payouts" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD CONSTRAINT "earnings_ledger_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_sales" ADD CONSTRAINT "merchant_sales_click_id_cashback_clicks_id_fk" FOREIGN KEY ("click_id") REFERENCES "public"."cashback_clicks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_ledger_one_withdrawal_per_payout" ON "earnings_ledger" USING btree ("payout_id") WHERE "earnings_ledger"."kind" = 'withdrawal';--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_ledger_one_return_per_payout" ON "earnings_ledger" USING btree ("payout_id") WHERE "earnings_ledger"."payout_id" is not null and "earnings_ledger"."kind" <> 'withdrawal';--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_sales_order_reference_idx" ON "merchant_sales" USING btree ("merchant_id","order_reference") WHERE "merchant_sales"."order_reference" is not null;--> statement-breakpoint
CREATE INDEX "merchant_sales_click_idx" ON "merchant_sales" USING btree ("click_id");--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD CONSTRAINT "earnings_ledger_withdrawal_names_payout" CHECK ("earnings_ledger"."kind" <> 'withdrawal' or "earnings_ledger"."payout_id" is not null);