CREATE TYPE "public"."counted_action" AS ENUM('reveal', 'click_out');--> statement-breakpoint
CREATE TABLE "counted_actions" (
	"coupon_id" uuid NOT NULL,
	"action" "counted_action" NOT NULL,
	"visitor_key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counted_actions_coupon_id_action_visitor_key_window_start_pk" PRIMARY KEY("coupon_id","action","visitor_key","window_start")
);
--> statement-breakpoint
CREATE TABLE "visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counted_actions" ADD CONSTRAINT "counted_actions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counted_actions_window_start_idx" ON "counted_actions" USING btree ("window_start");