CREATE TABLE "store_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "store_slug" text;--> statement-breakpoint
-- Hand-written backfill (decision 0059): a store keeps the page slug it chose in Site creation, else
-- gets one from its brand (else store, else registered) name as slugFromName makes it; a name that
-- gives too few Latin letters becomes 'store'; a taken slug gets part of the merchant's id.
WITH named AS (
  SELECT m.id, m.created_at AS registered_on,
    lower(nullif(btrim(p.page_slug), '')) AS chosen,
    btrim(regexp_replace(lower(coalesce(nullif(btrim(m.brand_name), ''), nullif(btrim(s.store_name), ''), m.merchant_name)), '[^a-z0-9]+', '-', 'g'), '-') AS made
  FROM "merchants" m
  LEFT JOIN "stores" s ON s.merchant_id = m.id
  LEFT JOIN "merchant_preferences" p ON p.merchant_id = m.id
), based AS (
  SELECT id, registered_on,
    coalesce(chosen, CASE WHEN length(made) >= 3 THEN btrim(left(made, 40), '-') ELSE 'store' END) AS base
  FROM named
), ranked AS (
  SELECT id, base, row_number() OVER (PARTITION BY base ORDER BY registered_on, id) AS n FROM based
)
UPDATE "merchants" m
SET "store_slug" = CASE WHEN r.n = 1 THEN r.base ELSE btrim(left(r.base, 32), '-') || '-' || left(replace(m.id::text, '-', ''), 7) END
FROM ranked r WHERE r.id = m.id;--> statement-breakpoint
ALTER TABLE "merchants" ALTER COLUMN "store_slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "store_slug_redirects" ADD CONSTRAINT "store_slug_redirects_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_slug_redirects_merchant_idx" ON "store_slug_redirects" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_store_slug_idx" ON "merchants" USING btree ("store_slug");