ALTER TABLE "part_imports" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
-- Imports applied before the column existed began applying no later than they were applied.
UPDATE "part_imports" SET "started_at" = coalesce("applied_at", "created_at") WHERE "status" <> 'checked';
