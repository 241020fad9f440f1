CREATE TABLE "vehicle_chassis" (
	"model_id" integer NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer NOT NULL,
	CONSTRAINT "vehicle_chassis_model_id_code_pk" PRIMARY KEY("model_id","code"),
	CONSTRAINT "vehicle_chassis_years_check" CHECK ("vehicle_chassis"."year_from" <= "vehicle_chassis"."year_to")
);
--> statement-breakpoint
DROP INDEX "vehicle_models_chassis_idx";--> statement-breakpoint
ALTER TABLE "vehicle_chassis" ADD CONSTRAINT "vehicle_chassis_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_chassis_code_idx" ON "vehicle_chassis" USING btree ("code");--> statement-breakpoint
-- Each code the models listed becomes a row with its model's years, in the same order...
INSERT INTO "vehicle_chassis" ("model_id", "code", "position", "year_from", "year_to")
SELECT m."id", c."code", c."position", m."year_from", m."year_to"
FROM "vehicle_models" m, unnest(m."chassis_codes") WITH ORDINALITY AS c("code", "position")
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- ...then the demo vehicles' codes get their own generation's years (src/server/db/seed/vehicles-data.ts).
UPDATE "vehicle_chassis" ch SET "year_from" = g."year_from", "year_to" = g."year_to"
FROM (VALUES
  ('toyota', 'corolla', 'NZE141', 2007, 2012),
  ('toyota', 'corolla', 'ZRE142', 2007, 2012),
  ('toyota', 'corolla', 'ZRE172', 2013, 2018),
  ('toyota', 'axio', 'NZE161', 2013, 2020),
  ('toyota', 'axio', 'NKE165', 2013, 2020),
  ('toyota', 'axio', 'NZE141', 2006, 2012),
  ('toyota', 'fielder', 'NZE141G', 2006, 2012),
  ('toyota', 'fielder', 'NZE161G', 2013, 2020),
  ('toyota', 'fielder', 'NKE165G', 2013, 2020),
  ('toyota', 'probox', 'NCP50', 2002, 2013),
  ('toyota', 'probox', 'NCP51', 2002, 2013),
  ('toyota', 'probox', 'NCP160', 2014, 2022),
  ('toyota', 'probox', 'NCP165', 2014, 2022),
  ('toyota', 'vitz', 'NCP91', 2005, 2010),
  ('toyota', 'vitz', 'KSP90', 2005, 2010),
  ('toyota', 'vitz', 'NSP130', 2011, 2019),
  ('toyota', 'vitz', 'KSP130', 2011, 2019),
  ('toyota', 'noah', 'ZRR70', 2007, 2013),
  ('toyota', 'noah', 'ZRR80', 2014, 2021),
  ('honda', 'fit', 'GD1', 2001, 2006),
  ('honda', 'fit', 'GD3', 2001, 2006),
  ('honda', 'fit', 'GE6', 2007, 2012),
  ('honda', 'fit', 'GE8', 2007, 2012),
  ('honda', 'fit', 'GK3', 2013, 2020),
  ('honda', 'fit', 'GK5', 2013, 2020),
  ('honda', 'civic', 'FD1', 2006, 2011),
  ('honda', 'civic', 'FD2', 2006, 2011),
  ('honda', 'civic', 'FB2', 2012, 2015),
  ('honda', 'civic', 'FB3', 2012, 2015),
  ('honda', 'cr-v', 'RE3', 2007, 2011),
  ('honda', 'cr-v', 'RE4', 2007, 2011),
  ('honda', 'cr-v', 'RM1', 2012, 2016),
  ('honda', 'cr-v', 'RM4', 2012, 2016),
  ('honda', 'accord', 'CU2', 2008, 2012),
  ('honda', 'accord', 'CR2', 2013, 2017),
  ('nissan', 'tiida', 'C11', 2004, 2012),
  ('nissan', 'tiida', 'C12', 2013, 2016),
  ('nissan', 'note', 'E11', 2005, 2012),
  ('nissan', 'note', 'E12', 2013, 2020),
  ('nissan', 'sunny', 'B15', 2000, 2006),
  ('nissan', 'sunny', 'N17', 2011, 2017),
  ('nissan', 'x-trail', 'T31', 2007, 2013),
  ('nissan', 'x-trail', 'T32', 2014, 2021),
  ('suzuki', 'swift', 'ZC71', 2004, 2010),
  ('suzuki', 'swift', 'ZC72', 2011, 2016),
  ('suzuki', 'swift', 'ZC83', 2017, 2020),
  ('mazda', 'demio', 'DE3FS', 2007, 2013),
  ('mazda', 'demio', 'DE5FS', 2007, 2013),
  ('mazda', 'demio', 'DJ3FS', 2014, 2019),
  ('mazda', 'axela', 'BK5P', 2003, 2008),
  ('mazda', 'axela', 'BL5FP', 2009, 2013),
  ('mazda', 'axela', 'BM5FP', 2014, 2019),
  ('mitsubishi', 'lancer', 'CS2A', 2000, 2007),
  ('mitsubishi', 'lancer', 'CS5A', 2000, 2007),
  ('mitsubishi', 'lancer', 'CY4A', 2008, 2017),
  ('mitsubishi', 'outlander', 'CW5W', 2006, 2012),
  ('mitsubishi', 'outlander', 'GF7W', 2013, 2020),
  ('subaru', 'impreza', 'GH2', 2007, 2011),
  ('subaru', 'impreza', 'GH8', 2007, 2011),
  ('subaru', 'impreza', 'GP7', 2012, 2016),
  ('subaru', 'impreza', 'GJ7', 2012, 2016),
  ('subaru', 'forester', 'SH5', 2008, 2012),
  ('subaru', 'forester', 'SJ5', 2013, 2018),
  ('hyundai', 'elantra', 'HD', 2006, 2010),
  ('hyundai', 'elantra', 'MD', 2011, 2016),
  ('hyundai', 'tucson', 'LM', 2010, 2015),
  ('hyundai', 'tucson', 'TL', 2016, 2021),
  ('kia', 'sportage', 'SL', 2010, 2015),
  ('kia', 'sportage', 'QL', 2016, 2021),
  ('kia', 'rio', 'UB', 2011, 2017),
  ('kia', 'rio', 'YB', 2018, 2022)
) AS g("make_slug", "model_slug", "code", "year_from", "year_to"), "vehicle_models" m, "vehicle_makes" mk
WHERE ch."model_id" = m."id" AND m."make_id" = mk."id" AND mk."slug" = g."make_slug" AND m."slug" = g."model_slug" AND ch."code" = g."code";--> statement-breakpoint
ALTER TABLE "vehicle_models" DROP COLUMN "chassis_codes";