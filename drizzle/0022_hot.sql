CREATE TABLE "coupon_count_shards" (
	"coupon_id" uuid NOT NULL,
	"action" "counted_action" NOT NULL,
	"day" date NOT NULL,
	"shard" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"folded" integer DEFAULT 0 NOT NULL,
	"last_fold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_count_shards_coupon_id_action_day_shard_pk" PRIMARY KEY("coupon_id","action","day","shard"),
	CONSTRAINT "coupon_count_shards_folded_range" CHECK ("coupon_count_shards"."folded" between 0 and "coupon_count_shards"."count")
);
--> statement-breakpoint
ALTER TABLE "coupon_count_shards" ADD CONSTRAINT "coupon_count_shards_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counted_actions_named_idx" ON "counted_actions" USING btree ("window_start") WHERE length("counted_actions"."visitor_key") <> 64;--> statement-breakpoint
CREATE INDEX "earnings_ledger_due_idx" ON "earnings_ledger" USING btree ("confirm_after","sale_id") WHERE "earnings_ledger"."kind" = 'credit_pending';--> statement-breakpoint
-- Hand-written (decision 0078): today's reveals so far become today's shards, so usedToday reads the same
-- after the change; they are already in reveal_count, hence folded = count.
INSERT INTO "coupon_count_shards" ("coupon_id", "action", "day", "shard", "count", "folded")
SELECT "coupon_id", 'reveal', ((now() AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date, 0, count(*), count(*)
  FROM "counted_actions"
 WHERE "action" = 'reveal' AND "window_start" > now() - interval '1 day'
 GROUP BY "coupon_id";
