CREATE TABLE "admin_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- Hand-written (decision 0108): the admin Overview's count of pending coupons is kept by the database
-- itself, whatever writes a coupon (a merchant's submission, an approval, a rejection, an import, a
-- hand-written UPDATE, a delete, a merchant's account deleted), as coupons_live_counts (0025) keeps the
-- live counts. A row trigger on the status column only: the counters' folds and the fold job's
-- unlisting write other columns and do not fire it.
CREATE OR REPLACE FUNCTION coupons_pending_count_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'pending' THEN
    delta := delta - 1;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'pending' THEN
    delta := delta + 1;
  END IF;
  IF delta <> 0 THEN
    INSERT INTO admin_counts AS a (name, n) VALUES ('pending_coupons', delta)
    ON CONFLICT (name) DO UPDATE SET n = a.n + delta;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER coupons_pending_count AFTER INSERT OR DELETE OR UPDATE OF status
  ON coupons FOR EACH ROW EXECUTE FUNCTION coupons_pending_count_trigger();--> statement-breakpoint
-- Backfill from the coupons there are.
INSERT INTO admin_counts (name, n)
SELECT 'pending_coupons', count(*) FROM coupons WHERE status = 'pending';
