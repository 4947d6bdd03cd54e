-- Hand-written (decision 0107): drizzle-kit cannot express INCLUDE. Search ranks up to 60 candidate
-- stores by their storefront (hidden, active, name, logo) and their live coupons counted in
-- coupon_merchant_counts; both are now read from an index alone, a probe a candidate each instead of a
-- probe and a heap page. The snapshot does not hold these two indexes (as merchants_directory_idx,
-- migration 0027): drizzle-kit never sees them, and the schema names them in a comment.
CREATE INDEX "stores_merchant_search_idx" ON "stores" USING btree ("merchant_id") INCLUDE ("hidden_at","is_active","store_name","logo_id");--> statement-breakpoint
CREATE INDEX "coupon_merchant_counts_merchant_live_idx" ON "coupon_merchant_counts" USING btree ("merchant_id","expires_at") INCLUDE ("coupons");
