ALTER TYPE "public"."counted_action" ADD VALUE 'view';--> statement-breakpoint
CREATE INDEX "cashback_claims_merchant_recent_idx" ON "cashback_claims" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "cashback_claims_merchant_decided_idx" ON "cashback_claims" USING btree ("merchant_id","decided_at") WHERE "cashback_claims"."decided_at" is not null;--> statement-breakpoint
CREATE INDEX "merchant_sales_merchant_recent_idx" ON "merchant_sales" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "store_follows_merchant_created_idx" ON "store_follows" USING btree ("merchant_id","created_at");