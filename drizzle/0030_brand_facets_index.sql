DROP INDEX "parts_brand_idx";--> statement-breakpoint
CREATE INDEX "parts_brand_facets_idx" ON "parts" USING btree (lower("brand"),"in_stock","marketplace","condition","category_id","brand");