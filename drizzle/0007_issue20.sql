ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'referral_bonus_reversed';--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider_refund_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text,
	"actor_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
DROP INDEX "earnings_ledger_one_reversal_per_sale";--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "reserved_slot_id" smallint;--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD COLUMN "reversed_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD COLUMN "payment_refund_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slot_id" smallint;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD CONSTRAINT "earnings_ledger_reversed_entry_id_earnings_ledger_id_fk" FOREIGN KEY ("reversed_entry_id") REFERENCES "public"."earnings_ledger"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD CONSTRAINT "earnings_ledger_payment_refund_id_payment_refunds_id_fk" FOREIGN KEY ("payment_refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_one_reservation_per_slot" ON "coupons" USING btree ("reserved_slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_ledger_one_reversal_per_refund" ON "earnings_ledger" USING btree ("payment_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_ledger_one_reversal_per_entry" ON "earnings_ledger" USING btree ("reversed_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_ledger_one_reversal_per_sale" ON "earnings_ledger" USING btree ("sale_id") WHERE "earnings_ledger"."kind" = 'credit_reversed' and "earnings_ledger"."payment_refund_id" is null;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_reserved_slot_range" CHECK ("coupons"."reserved_slot_id" is null or "coupons"."reserved_slot_id" between 1 and 24);--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD CONSTRAINT "earnings_ledger_entry_reversal_has_reason" CHECK ("earnings_ledger"."reversed_entry_id" is null or "earnings_ledger"."reason" is not null);--> statement-breakpoint
-- Hand-written backfill (decision 0045): a premium order made before this migration is for its coupon's requested slot, and a coupon already paid for and waiting for the admin reserves that slot (the earliest payment wins a slot).
UPDATE "payments" p SET "slot_id" = c."requested_slot_id" FROM "coupons" c
 WHERE p."purpose" = 'premium_slot' AND p."coupon_id" = c."id" AND p."slot_id" IS NULL;--> statement-breakpoint
UPDATE "coupons" c SET "reserved_slot_id" = r."slot" FROM (
  SELECT DISTINCT ON (c2."requested_slot_id") c2."id", c2."requested_slot_id" AS "slot"
    FROM "coupons" c2 JOIN "payments" p ON p."coupon_id" = c2."id" AND p."purpose" = 'premium_slot' AND p."status" = 'paid'
   WHERE c2."status" = 'pending' AND c2."slot_kind" = 'premium'
   ORDER BY c2."requested_slot_id", p."paid_at") r
 WHERE c."id" = r."id";
