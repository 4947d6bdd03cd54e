CREATE TABLE "job_marks" (
	"name" text PRIMARY KEY NOT NULL,
	"due_from" date NOT NULL,
	"created_from" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "coupons_best_offers_live_idx" ON "coupons" USING btree ("percentage" DESC NULLS LAST,"discount_value_paise" DESC NULLS LAST,"created_at" desc,"id" desc,"expires_at") WHERE "coupons"."status" = 'approved' and "coupons"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "earnings_ledger_pending_created_idx" ON "earnings_ledger" USING btree ("created_at") WHERE "earnings_ledger"."kind" = 'credit_pending';