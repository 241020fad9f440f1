ALTER TABLE "inventory_products" DROP CONSTRAINT "inventory_products_sku_unique";--> statement-breakpoint
ALTER TABLE "inventory_products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_sku_live_idx" ON "inventory_products" USING btree ("sku") WHERE "inventory_products"."archived_at" is null;