ALTER TYPE "public"."ledger_entry_kind" ADD VALUE 'referral_bonus_reversed';--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD COLUMN "reversed_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD CONSTRAINT "earnings_ledger_reversed_entry_id_earnings_ledger_id_fk" FOREIGN KEY ("reversed_entry_id") REFERENCES "public"."earnings_ledger"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_ledger_one_reversal_per_entry" ON "earnings_ledger" USING btree ("reversed_entry_id");--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD CONSTRAINT "earnings_ledger_entry_reversal_has_reason" CHECK ("earnings_ledger"."reversed_entry_id" is null or "earnings_ledger"."reason" is not null);