DROP INDEX "merchants_search_name_prefix_idx";--> statement-breakpoint
DROP INDEX "reviews_created_at_idx";--> statement-breakpoint
CREATE INDEX "merchants_search_name_prefix_id_idx" ON "merchants" USING btree ("search_name" text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "reviews_newest_idx" ON "reviews" USING btree ("created_at","id");