-- Hand-written (decision 0101): drizzle-kit cannot express INCLUDE. A coupon's votes of the last 30 days
-- (coupon-trust.ts: count(*) and count(*) filter (where worked), for every coupon a list or search
-- shows) are read from the index alone: the same key (coupon_id, day) as before, with `worked`, so each
-- vote is no longer a heap page of its own. The snapshot keeps the index as (coupon_id, day), which its
-- key still is.
DROP INDEX "coupon_feedback_coupon_idx";--> statement-breakpoint
CREATE INDEX "coupon_feedback_coupon_idx" ON "coupon_feedback" USING btree ("coupon_id","day") INCLUDE ("worked");
