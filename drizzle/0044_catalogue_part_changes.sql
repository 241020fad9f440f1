CREATE TABLE "catalogue_part_changes" (
	"version" bigint NOT NULL,
	"part_id" integer
);
--> statement-breakpoint
CREATE INDEX "catalogue_part_changes_version_idx" ON "catalogue_part_changes" USING btree ("version");--> statement-breakpoint
-- Each statement that changes parts or their fitment logs the ids it touched under the version it gave
-- the catalogue (catalogue_version_bump runs first: triggers of one event fire in name order). History
-- older than a million versions is dropped; a server whose index is that far behind rebuilds it.
CREATE FUNCTION catalogue_log_part_ids() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v bigint := (SELECT version FROM catalogue_version WHERE id = 1);
BEGIN
  -- Without the version row no index can be current, so there is nothing to log against.
  IF v IS NULL THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'parts' THEN
    INSERT INTO catalogue_part_changes (version, part_id) SELECT DISTINCT v, id FROM changed_rows;
  ELSE
    INSERT INTO catalogue_part_changes (version, part_id) SELECT DISTINCT v, part_id FROM changed_rows;
  END IF;
  DELETE FROM catalogue_part_changes WHERE version < v - 1000000;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION catalogue_log_structure() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_part_changes (version, part_id) SELECT version, NULL FROM catalogue_version WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER parts_catalogue_version_log_insert AFTER INSERT ON "parts" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_log_part_ids();--> statement-breakpoint
CREATE TRIGGER parts_catalogue_version_log_update AFTER UPDATE ON "parts" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_log_part_ids();--> statement-breakpoint
CREATE TRIGGER parts_catalogue_version_log_delete AFTER DELETE ON "parts" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_log_part_ids();--> statement-breakpoint
CREATE TRIGGER part_fitments_catalogue_version_log_insert AFTER INSERT ON "part_fitments" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_log_part_ids();--> statement-breakpoint
CREATE TRIGGER part_fitments_catalogue_version_log_update AFTER UPDATE ON "part_fitments" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_log_part_ids();--> statement-breakpoint
CREATE TRIGGER part_fitments_catalogue_version_log_delete AFTER DELETE ON "part_fitments" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_log_part_ids();--> statement-breakpoint
CREATE TRIGGER parts_catalogue_version_log_truncate AFTER TRUNCATE ON "parts"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_log_structure();--> statement-breakpoint
CREATE TRIGGER part_fitments_catalogue_version_log_truncate AFTER TRUNCATE ON "part_fitments"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_log_structure();--> statement-breakpoint
CREATE TRIGGER categories_catalogue_version_log AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_log_structure();--> statement-breakpoint
CREATE TRIGGER vehicle_makes_catalogue_version_log AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vehicle_makes"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_log_structure();--> statement-breakpoint
CREATE TRIGGER vehicle_models_catalogue_version_log AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vehicle_models"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_log_structure();--> statement-breakpoint
CREATE TRIGGER vehicle_chassis_catalogue_version_log AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vehicle_chassis"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_log_structure();
