-- Decision 0102: accounts.updated_at from the database's clock, whatever the code does. Drizzle's
-- $onUpdate stamps it from the application's clock, and only for updates made through Drizzle; the
-- referral bonuses' pass (decision 0098) finds a referrer who verified their email by updated_at, against
-- a mark taken from the database's now(). Every UPDATE that changes any other column sets it to now();
-- an UPDATE that changes updated_at alone is kept as written (nothing else about the account changed).
CREATE OR REPLACE FUNCTION accounts_stamp_updated_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'updated_at') THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER accounts_stamp_updated_at BEFORE UPDATE ON accounts
  FOR EACH ROW EXECUTE FUNCTION accounts_stamp_updated_at();
