CREATE TABLE "dashboard_day_lines" (
	"day" integer NOT NULL,
	"product_id" integer,
	"part_id" integer,
	"name" text NOT NULL,
	"units" integer NOT NULL,
	"cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_days" (
	"day" integer PRIMARY KEY NOT NULL,
	"figures" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_stale_days" (
	"day" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dashboard_day_lines_day_idx" ON "dashboard_day_lines" USING btree ("day");--> statement-breakpoint
-- Written by hand after the generated statements (docs/decisions/021-dashboard-days.md): the days each
-- write touches are marked stale, so the dashboard never shows a kept day that a later write changed.
-- Today is not marked (now() is when the transaction began): nothing of today is kept, so the checkout's
-- writes mark nothing; the dashboard keeps a day only a quarter of an hour after it ended, when a write
-- that began before midnight has long committed. Marking a day already marked writes nothing.
CREATE FUNCTION kingston_day(ts timestamp with time zone) RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE AS $$
  select floor((date_part('epoch', ts) - 18000) / 86400)::int
$$;--> statement-breakpoint
CREATE FUNCTION dashboard_mark_days(instants timestamp with time zone[]) RETURNS void LANGUAGE sql AS $$
  insert into dashboard_stale_days (day)
  select distinct kingston_day(t) from unnest(instants) t where t is not null and kingston_day(t) < kingston_day(now())
  on conflict do nothing
$$;--> statement-breakpoint
-- A shop order counts on the day it was placed.
CREATE FUNCTION orders_mark_dashboard_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_mark_days(ARRAY[OLD.created_at, NEW.created_at]);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A request counts on the day it came in (the funnel), was accepted (sales, suppliers), first reviewed,
-- first quoted and delivered (promises); the deposit and the US dispatch are read with the accepted day.
CREATE FUNCTION part_requests_mark_dashboard_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_mark_days(ARRAY[
    OLD.created_at, OLD.accepted_at, OLD.reviewed_at, OLD.first_quoted_at, OLD.delivered_at,
    NEW.created_at, NEW.accepted_at, NEW.reviewed_at, NEW.first_quoted_at, NEW.delivered_at]);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A payment or a refund counts on the day it settled.
CREATE FUNCTION payments_mark_dashboard_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_mark_days(ARRAY[OLD.settled_at, NEW.settled_at]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_dashboard_days AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_mark_dashboard_days();--> statement-breakpoint
CREATE TRIGGER part_requests_dashboard_days AFTER INSERT OR UPDATE OR DELETE ON part_requests
  FOR EACH ROW EXECUTE FUNCTION part_requests_mark_dashboard_days();--> statement-breakpoint
CREATE TRIGGER payments_dashboard_days AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_mark_dashboard_days();
