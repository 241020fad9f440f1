ALTER TABLE "parts" ADD COLUMN "fit_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Written by hand after the generated statements: parts.fit_keys is part_fitments seen from the part, so a
-- vehicle search is a GIN probe that PostgreSQL ANDs with the words' GIN probe instead of reading every
-- part the words match and testing each against the fitment table (docs/decisions/025-fit-keys.md).
-- The keys of one part, sorted byte-wise: src/server/features/catalogue/fit-keys.ts makes the same ones.
CREATE FUNCTION part_fit_keys(p_id integer) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(k ORDER BY k COLLATE "C"), '{}'::text[]) FROM (
    SELECT 'm' || f.model_id AS k FROM part_fitments f WHERE f.part_id = p_id
    UNION
    SELECT 'm' || f.model_id || ':' || y FROM part_fitments f, generate_series(f.year_from, f.year_to) y WHERE f.part_id = p_id
    UNION
    SELECT 'y' || y FROM part_fitments f, generate_series(f.year_from, f.year_to) y WHERE f.part_id = p_id
  ) keys
$$;--> statement-breakpoint
-- Whoever writes fitment rows (the seed, an import, staff), the parts they touch get their keys again in the
-- same statement. A part whose keys are already right (the seed writes them with the part) is not rewritten.
CREATE FUNCTION part_fitments_fit_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE parts SET fit_keys = '{}' WHERE fit_keys <> '{}';
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE parts p SET fit_keys = k.keys FROM (SELECT id, part_fit_keys(id) AS keys FROM parts WHERE id IN (SELECT part_id FROM new_rows)) k
      WHERE p.id = k.id AND p.fit_keys IS DISTINCT FROM k.keys;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE parts p SET fit_keys = k.keys FROM (SELECT id, part_fit_keys(id) AS keys FROM parts WHERE id IN (SELECT part_id FROM old_rows)) k
      WHERE p.id = k.id AND p.fit_keys IS DISTINCT FROM k.keys;
  ELSE
    UPDATE parts p SET fit_keys = k.keys
      FROM (SELECT id, part_fit_keys(id) AS keys FROM parts WHERE id IN (SELECT part_id FROM new_rows UNION SELECT part_id FROM old_rows)) k
      WHERE p.id = k.id AND p.fit_keys IS DISTINCT FROM k.keys;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER part_fitments_fit_keys_insert AFTER INSERT ON "part_fitments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION part_fitments_fit_keys();--> statement-breakpoint
CREATE TRIGGER part_fitments_fit_keys_update AFTER UPDATE ON "part_fitments" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION part_fitments_fit_keys();--> statement-breakpoint
CREATE TRIGGER part_fitments_fit_keys_delete AFTER DELETE ON "part_fitments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION part_fitments_fit_keys();--> statement-breakpoint
CREATE TRIGGER part_fitments_fit_keys_truncate AFTER TRUNCATE ON "part_fitments"
  FOR EACH STATEMENT EXECUTE FUNCTION part_fitments_fit_keys();--> statement-breakpoint
UPDATE "parts" SET "fit_keys" = part_fit_keys("id") WHERE "id" IN (SELECT "part_id" FROM "part_fitments");--> statement-breakpoint
CREATE INDEX "parts_vehicle_keys_idx" ON "parts" USING gin ((case when "universal" then "fit_keys" || '{u}'::text[] else "fit_keys" end));
