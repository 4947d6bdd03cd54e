CREATE TABLE "throttle_buckets" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "throttle_buckets_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "throttle_buckets_expires_at_idx" ON "throttle_buckets" USING btree ("expires_at");