CREATE TABLE "job_marks" (
	"name" text PRIMARY KEY NOT NULL,
	"due_from" date NOT NULL,
	"created_from" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "earnings_ledger_pending_created_idx" ON "earnings_ledger" USING btree ("created_at") WHERE "earnings_ledger"."kind" = 'credit_pending';