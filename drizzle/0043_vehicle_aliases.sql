ALTER TABLE "vehicle_chassis" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;
