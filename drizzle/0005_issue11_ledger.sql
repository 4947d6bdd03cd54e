-- earnings_ledger is reshaped in place: no code path wrote the old columns (points, source, ...), so the
-- table is empty in every deployment and the new NOT NULL columns need no backfill (decision 0031).
CREATE TYPE "public"."ledger_entry_kind" AS ENUM('credit_pending', 'credit_confirmed', 'credit_reversed', 'referral_bonus', 'withdrawal');--> statement-breakpoint
ALTER TABLE "earnings_ledger" DROP CONSTRAINT "earnings_ledger_sale_id_merchant_sales_id_fk";
--> statement-breakpoint
DROP INDEX "earnings_ledger_one_credit_per_sale";--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD COLUMN "kind" "ledger_entry_kind" NOT NULL;--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD COLUMN "amount_paise" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD COLUMN "referred_account_id" uuid;--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD COLUMN "confirm_after" date;--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "merchant_sales" ADD COLUMN "idempotency_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD CONSTRAINT "earnings_ledger_referred_account_id_accounts_id_fk" FOREIGN KEY ("referred_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD CONSTRAINT "earnings_ledger_sale_id_merchant_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."merchant_sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earnings_ledger_sale_idx" ON "earnings_ledger" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_ledger_one_pending_per_sale" ON "earnings_ledger" USING btree ("sale_id") WHERE "earnings_ledger"."kind" = 'credit_pending';--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_ledger_one_confirmation_per_sale" ON "earnings_ledger" USING btree ("sale_id") WHERE "earnings_ledger"."kind" = 'credit_confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_ledger_one_reversal_per_sale" ON "earnings_ledger" USING btree ("sale_id") WHERE "earnings_ledger"."kind" = 'credit_reversed';--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_ledger_one_bonus_per_friend" ON "earnings_ledger" USING btree ("referred_account_id") WHERE "earnings_ledger"."kind" = 'referral_bonus';--> statement-breakpoint
CREATE INDEX "earnings_ledger_pending_due_idx" ON "earnings_ledger" USING btree ("confirm_after") WHERE "earnings_ledger"."kind" = 'credit_pending';--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_sales_idempotency_key_idx" ON "merchant_sales" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "earnings_ledger" DROP COLUMN "points";--> statement-breakpoint
ALTER TABLE "earnings_ledger" DROP COLUMN "source";--> statement-breakpoint
ALTER TABLE "earnings_ledger" DROP COLUMN "purchase_type";--> statement-breakpoint
ALTER TABLE "earnings_ledger" DROP COLUMN "purchase_amount_paise";--> statement-breakpoint
ALTER TABLE "earnings_ledger" DROP COLUMN "purchase_date";--> statement-breakpoint
ALTER TABLE "earnings_ledger" DROP COLUMN "note";--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD CONSTRAINT "earnings_ledger_amount_not_negative" CHECK ("earnings_ledger"."amount_paise" >= 0);--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD CONSTRAINT "earnings_ledger_sale_kinds_name_a_sale" CHECK ("earnings_ledger"."kind" not in ('credit_pending', 'credit_confirmed', 'credit_reversed') or "earnings_ledger"."sale_id" is not null);--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD CONSTRAINT "earnings_ledger_pending_has_date" CHECK ("earnings_ledger"."kind" <> 'credit_pending' or "earnings_ledger"."confirm_after" is not null);--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD CONSTRAINT "earnings_ledger_reversal_has_reason" CHECK ("earnings_ledger"."kind" <> 'credit_reversed' or "earnings_ledger"."reason" is not null);--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD CONSTRAINT "earnings_ledger_bonus_names_friend" CHECK ("earnings_ledger"."kind" <> 'referral_bonus' or "earnings_ledger"."referred_account_id" is not null);--> statement-breakpoint
DROP TYPE "public"."earning_source";