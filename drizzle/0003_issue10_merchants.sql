CREATE TYPE "public"."slot_kind" AS ENUM('free', 'premium');--> statement-breakpoint
CREATE TABLE "store_follows" (
	"merchant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_follows_merchant_id_account_id_pk" PRIMARY KEY("merchant_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "slot_kind" "slot_kind" DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_products" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_follows" ADD CONSTRAINT "store_follows_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_follows" ADD CONSTRAINT "store_follows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_follows_account_idx" ON "store_follows" USING btree ("account_id");