CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"max_units_per_order" integer NOT NULL,
	"max_units_per_customer_per_day" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row_check" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_caps_check" CHECK ("shop_settings"."max_units_per_order" >= 1 and "shop_settings"."max_units_per_customer_per_day" >= "shop_settings"."max_units_per_order")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone_key" text;--> statement-breakpoint
-- Orders placed before the keys existed get them the way src/server/features/orders/customer-keys.ts makes them.
UPDATE "orders" SET
	"email_key" = regexp_replace(lower(trim("customer_email")), '\+[^@]*@', '@'),
	"phone_key" = (SELECT CASE WHEN length(d) = 11 AND left(d, 1) = '1' THEN substr(d, 2) WHEN length(d) = 7 THEN '876' || d ELSE d END
		FROM (SELECT regexp_replace("customer_phone", '[^0-9]', '', 'g') AS d) digits);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "email_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "phone_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_email_key_idx" ON "orders" USING btree ("email_key","created_at");--> statement-breakpoint
CREATE INDEX "orders_phone_key_idx" ON "orders" USING btree ("phone_key","created_at");--> statement-breakpoint
CREATE INDEX "orders_pay_later_open_idx" ON "orders" USING btree ("created_at") WHERE "orders"."payment_method" = 'pay_later' and "orders"."paid_at" is null and "orders"."status" in ('pending', 'ready_pickup');--> statement-breakpoint
-- Stock a cancelled order put back on an archived product before this fix is taken off again.
UPDATE "inventory_products" SET "stock_count" = 0 WHERE "archived_at" IS NOT NULL AND "stock_count" <> 0;--> statement-breakpoint
ALTER TABLE "inventory_products" ADD CONSTRAINT "inventory_archived_no_stock_check" CHECK ("inventory_products"."archived_at" is null or "inventory_products"."stock_count" = 0);