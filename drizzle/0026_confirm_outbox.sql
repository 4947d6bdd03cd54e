CREATE TABLE "cashback_confirmed_outbox" (
	"account_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"cashback_paise" integer NOT NULL,
	CONSTRAINT "cashback_confirmed_outbox_account_id_sale_id_pk" PRIMARY KEY("account_id","sale_id")
);
--> statement-breakpoint
DROP INDEX "earnings_ledger_pending_due_idx";--> statement-breakpoint
DROP INDEX "earnings_ledger_one_reversal_per_refund";--> statement-breakpoint
DROP INDEX "earnings_ledger_one_reversal_per_entry";--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_ledger_one_reversal_per_refund" ON "earnings_ledger" USING btree ("payment_refund_id") WHERE "earnings_ledger"."payment_refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_ledger_one_reversal_per_entry" ON "earnings_ledger" USING btree ("reversed_entry_id") WHERE "earnings_ledger"."reversed_entry_id" is not null;