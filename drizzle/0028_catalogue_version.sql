CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Written by hand after the generated statement (docs/decisions/024-catalogue-search-cache.md): every
-- statement that changes a table a catalogue search reads adds one to the version, in the same
-- transaction, so the new number is seen exactly when the change is. A statement that changes nothing
-- still adds one: a needless miss, never a stale answer. The one row is locked only by catalogue writes
-- (staff and the seed), never by a search or an order.
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER parts_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parts"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE TRIGGER part_fitments_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "part_fitments"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE TRIGGER categories_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE TRIGGER vehicle_makes_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vehicle_makes"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE TRIGGER vehicle_models_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vehicle_models"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE TRIGGER search_vocabulary_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_vocabulary"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();--> statement-breakpoint
CREATE TRIGGER landed_cost_rates_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "landed_cost_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
