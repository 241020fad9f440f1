ALTER TABLE "orders" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirm_token_digest" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "confirm_within_hours" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "staff_confirm_above_cents" integer DEFAULT 5000000 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_confirm_by_idx" ON "orders" USING btree ("confirm_by") WHERE "orders"."confirm_by" is not null and "orders"."confirmed_at" is null and "orders"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_confirm_check" CHECK ("shop_settings"."confirm_within_hours" between 1 and 72 and "shop_settings"."staff_confirm_above_cents" >= 100000);