CREATE TABLE "code_reveals" (
	"account_id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_reveals_account_id_coupon_id_pk" PRIMARY KEY("account_id","coupon_id")
);
--> statement-breakpoint
DROP INDEX "counted_actions_account_reveals_idx";--> statement-breakpoint
ALTER TABLE "code_reveals" ADD CONSTRAINT "code_reveals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_reveals" ADD CONSTRAINT "code_reveals_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_reveals_account_recent_idx" ON "code_reveals" USING btree ("account_id","revealed_at");--> statement-breakpoint
CREATE INDEX "code_reveals_revealed_at_idx" ON "code_reveals" USING btree ("revealed_at");