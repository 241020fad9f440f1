DROP INDEX "parts_category_idx";--> statement-breakpoint
DROP INDEX "parts_condition_idx";--> statement-breakpoint
CREATE INDEX "parts_category_price_idx" ON "parts" USING btree ("category_id","price_cents","id");--> statement-breakpoint
CREATE INDEX "parts_category_idx" ON "parts" USING btree ("category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "parts_condition_idx" ON "parts" USING btree ("condition","price_cents","id");