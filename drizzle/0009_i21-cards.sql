-- Hand-written (issue 21 item 4): a 0 was stored for "no percentage" or "no flat amount", so a flat
-- ₹300 off showed as "0% OFF". A 0 becomes null before the checks below refuse it.
UPDATE "coupons" SET "percentage" = NULL WHERE "percentage" = 0;--> statement-breakpoint
UPDATE "coupons" SET "discount_value_paise" = NULL WHERE "discount_value_paise" <= 0;--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_percentage_range";--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_discount_positive" CHECK ("coupons"."discount_value_paise" is null or "coupons"."discount_value_paise" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_percentage_range" CHECK ("coupons"."percentage" is null or "coupons"."percentage" between 1 and 100);
