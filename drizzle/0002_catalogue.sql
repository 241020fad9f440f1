-- Typo correction looks words up by trigram similarity (search_vocabulary); PGlite loads the extension's code
-- in client.ts, PostgreSQL needs its contrib package.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "part_fitments" (
	"part_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer NOT NULL,
	CONSTRAINT "part_fitments_part_id_model_id_year_from_pk" PRIMARY KEY("part_id","model_id","year_from"),
	CONSTRAINT "part_fitments_years_check" CHECK ("part_fitments"."year_from" <= "part_fitments"."year_to")
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"part_number" text NOT NULL,
	"part_number_norm" text NOT NULL,
	"oem_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"oem_norm" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT 'Unknown' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"category_name" text NOT NULL,
	"condition" text NOT NULL,
	"marketplace" text NOT NULL,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer,
	"rating_tenths" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"shipping_days" text DEFAULT '7-14 days' NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"image_url" text NOT NULL,
	"universal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_doc" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '') || ' ' || coalesce(brand, '')), 'A') || setweight(to_tsvector('english', coalesce(category_name, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED NOT NULL,
	CONSTRAINT "parts_condition_check" CHECK ("parts"."condition" in ('new', 'used', 'refurbished')),
	CONSTRAINT "parts_marketplace_check" CHECK ("parts"."marketplace" in ('ebay', 'amazon', 'local')),
	CONSTRAINT "parts_price_check" CHECK ("parts"."price_cents" >= 0 and coalesce("parts"."original_price_cents", 0) >= 0),
	CONSTRAINT "parts_rating_check" CHECK ("parts"."rating_tenths" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL,
	"frequency" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_makes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "vehicle_makes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"make_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"chassis_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer NOT NULL,
	CONSTRAINT "vehicle_models_years_check" CHECK ("vehicle_models"."year_from" <= "vehicle_models"."year_to")
);
--> statement-breakpoint
ALTER TABLE "part_fitments" ADD CONSTRAINT "part_fitments_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_fitments" ADD CONSTRAINT "part_fitments_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_fitments_model_years_idx" ON "part_fitments" USING btree ("model_id","year_from","year_to");--> statement-breakpoint
CREATE INDEX "parts_search_doc_idx" ON "parts" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "parts_part_number_norm_idx" ON "parts" USING btree ("part_number_norm" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "parts_oem_norm_idx" ON "parts" USING gin (to_tsvector('simple', "oem_norm"));--> statement-breakpoint
CREATE INDEX "parts_price_idx" ON "parts" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "parts_rating_idx" ON "parts" USING btree ("rating_tenths","review_count","id");--> statement-breakpoint
CREATE INDEX "parts_created_at_idx" ON "parts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "parts_brand_idx" ON "parts" USING btree (lower("brand"));--> statement-breakpoint
CREATE INDEX "parts_category_idx" ON "parts" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "parts_condition_idx" ON "parts" USING btree ("condition");--> statement-breakpoint
CREATE INDEX "parts_marketplace_idx" ON "parts" USING btree ("marketplace");--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_models_make_slug_idx" ON "vehicle_models" USING btree ("make_id","slug");--> statement-breakpoint
CREATE INDEX "vehicle_models_chassis_idx" ON "vehicle_models" USING gin ("chassis_codes");