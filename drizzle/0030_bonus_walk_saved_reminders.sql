DROP INDEX "saved_coupons_coupon_idx";--> statement-breakpoint
CREATE INDEX "accounts_updated_idx" ON "accounts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "earnings_ledger_reversed_created_idx" ON "earnings_ledger" USING btree ("created_at","id") WHERE "earnings_ledger"."kind" = 'credit_reversed';--> statement-breakpoint
CREATE INDEX "saved_coupons_coupon_idx" ON "saved_coupons" USING btree ("coupon_id","account_id");