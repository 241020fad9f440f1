ALTER TABLE "parts" ADD COLUMN "us_shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "landed_cost_rates" ADD COLUMN "freight_per_lb_cents" integer DEFAULT 400 NOT NULL;