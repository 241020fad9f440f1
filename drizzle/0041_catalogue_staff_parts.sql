CREATE TABLE "part_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"staff_id" uuid,
	"staff_label" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_events_action_check" CHECK ("part_events"."action" in ('created', 'edited', 'retired', 'restored'))
);
--> statement-breakpoint
DROP INDEX "parts_search_doc_idx";--> statement-breakpoint
DROP INDEX "parts_part_number_norm_idx";--> statement-breakpoint
DROP INDEX "parts_oem_norm_idx";--> statement-breakpoint
DROP INDEX "parts_price_idx";--> statement-breakpoint
DROP INDEX "parts_rating_idx";--> statement-breakpoint
DROP INDEX "parts_created_at_idx";--> statement-breakpoint
DROP INDEX "parts_brand_facets_idx";--> statement-breakpoint
DROP INDEX "parts_category_idx";--> statement-breakpoint
DROP INDEX "parts_category_price_idx";--> statement-breakpoint
DROP INDEX "parts_condition_idx";--> statement-breakpoint
DROP INDEX "parts_facets_idx";--> statement-breakpoint
DROP INDEX "parts_universal_facets_idx";--> statement-breakpoint
DROP INDEX "parts_kind_idx";--> statement-breakpoint
DROP INDEX "parts_vehicle_keys_idx";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "universal_reason" text;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "listing_url" text;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "interchange_numbers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "retired_reason" text;--> statement-breakpoint
ALTER TABLE "part_events" ADD CONSTRAINT "part_events_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_events" ADD CONSTRAINT "part_events_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_events_part_idx" ON "part_events" USING btree ("part_id","at");--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parts_supplier_sku_idx" ON "parts" USING btree ("supplier_id",upper("sku"));--> statement-breakpoint
CREATE INDEX "parts_search_doc_idx" ON "parts" USING gin ("search_doc") WHERE "parts"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "parts_part_number_norm_idx" ON "parts" USING btree ("part_number_norm" text_pattern_ops) WHERE "parts"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "parts_oem_norm_idx" ON "parts" USING gin (to_tsvector('simple', "oem_norm")) WHERE "parts"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "parts_price_idx" ON "parts" USING btree ("price_cents","id") WHERE "parts"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "parts_rating_idx" ON "parts" USING btree ("rating_tenths","review_count","id") WHERE "parts"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "parts_created_at_idx" ON "parts" USING btree ("created_at","id") WHERE "parts"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "parts_brand_facets_idx" ON "parts" USING btree (lower("brand"),"in_stock","marketplace","condition","category_id","brand") WHERE "parts"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "parts_category_idx" ON "parts" USING btree ("category_id","created_at","id") WHERE "parts"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "parts_category_price_idx" ON "parts" USING btree ("category_id","price_cents","id") WHERE "parts"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "parts_condition_idx" ON "parts" USING btree ("condition","price_cents","id") WHERE "parts"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "parts_facets_idx" ON "parts" USING btree ("marketplace","condition","category_id","brand","price_cents","in_stock","universal","id") WHERE "parts"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "parts_universal_facets_idx" ON "parts" USING btree ("marketplace","condition","category_id","brand","price_cents","in_stock","id") WHERE "parts"."universal" and "parts"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "parts_kind_idx" ON "parts" USING btree ("kind","id") WHERE "parts"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "parts_vehicle_keys_idx" ON "parts" USING gin ((case when "universal" then "fit_keys" || '{u}'::text[] else "fit_keys" end)) WHERE "parts"."retired_at" is null;--> statement-breakpoint
UPDATE "parts" SET "universal_reason" = 'Fits most vehicles' WHERE "universal" AND "universal_reason" IS NULL;
