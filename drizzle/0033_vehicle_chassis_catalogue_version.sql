-- vehicle_chassis (0031) is read by catalogue searches (a chassis code's models and years, the codes a
-- fitment shows) but was left out of the tables whose changes advance the catalogue version (0028,
-- docs/decisions/024-catalogue-search-cache.md), so a change to a generation's years could leave kept
-- answers standing. Every statement that changes it now adds one, as for the other catalogue tables.
CREATE TRIGGER vehicle_chassis_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vehicle_chassis"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
