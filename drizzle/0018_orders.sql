CREATE TYPE "public"."order_status" AS ENUM('placed', 'shipped', 'delivered', 'cancelled');--> statement-breakpoint
CREATE TABLE "shop_order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" "order_status",
	"to_status" "order_status" NOT NULL,
	"actor_account_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"account_id" uuid,
	"merchant_id" uuid,
	"catalogue_product_id" uuid,
	"merchant_product_id" uuid,
	"product_name" text NOT NULL,
	"store_name" text NOT NULL,
	"price_paise" integer NOT NULL,
	"mrp_paise" integer,
	"delivery_name" text NOT NULL,
	"delivery_phone" text NOT NULL,
	"delivery_address" text NOT NULL,
	"delivery_city" text NOT NULL,
	"delivery_pin" text NOT NULL,
	"status" "order_status" DEFAULT 'placed' NOT NULL,
	"stock_short" boolean DEFAULT false NOT NULL,
	"cancel_reason" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "shop_orders_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "shop_orders_price_positive" CHECK ("shop_orders"."price_paise" > 0),
	CONSTRAINT "shop_orders_pin" CHECK ("shop_orders"."delivery_pin" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "shop_orders_phone" CHECK ("shop_orders"."delivery_phone" ~ '^[6-9][0-9]{9}$')
);
--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD COLUMN "stock_count" integer;--> statement-breakpoint
ALTER TABLE "merchant_products" ADD COLUMN "mrp_paise" integer;--> statement-breakpoint
ALTER TABLE "merchant_products" ADD COLUMN "stock_count" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "shop_order_events" ADD CONSTRAINT "shop_order_events_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_events" ADD CONSTRAINT "shop_order_events_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_catalogue_product_id_catalogue_products_id_fk" FOREIGN KEY ("catalogue_product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_merchant_product_id_merchant_products_id_fk" FOREIGN KEY ("merchant_product_id") REFERENCES "public"."merchant_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_order_events_order_idx" ON "shop_order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_orders_account_idx" ON "shop_orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_orders_merchant_idx" ON "shop_orders" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_orders_merchant_status_idx" ON "shop_orders" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_stock_not_negative" CHECK ("catalogue_products"."stock_count" >= 0);--> statement-breakpoint
ALTER TABLE "merchant_products" ADD CONSTRAINT "merchant_products_stock_not_negative" CHECK ("merchant_products"."stock_count" >= 0);