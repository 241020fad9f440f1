-- A request quoted before quotes had options becomes a quote of one option with the same prices and no
-- service fee, priced in J$ with the rates it was quoted with (else the newest rates). Requests the
-- customer had already accepted point at that option; they carry no amount due, as their money was
-- taken before the payments ledger existed (docs/payments.md).
INSERT INTO "quote_options" ("request_id", "position", "label", "condition", "part_cents", "us_shipping_cents", "freight_cents", "total_jmd_cents")
SELECT r."id", 1, 'Quoted part',
	CASE WHEN r."condition" IN ('new', 'used', 'refurbished') THEN r."condition" ELSE 'new' END,
	r."estimated_cost_cents", coalesce(r."shipping_cost_cents", 0), coalesce(r."freight_cost_cents", 0),
	greatest(1, round((r."estimated_cost_cents" + coalesce(r."shipping_cost_cents", 0) + coalesce(r."freight_cost_cents", 0))::numeric * rates."exchange_rate_jmd_cents" / 100)::integer)
FROM "part_requests" r
CROSS JOIN LATERAL (
	SELECT "exchange_rate_jmd_cents" FROM "landed_cost_rates"
	ORDER BY coalesce("id" = r."quote_rates_id", false) DESC, "id" DESC LIMIT 1
) rates
WHERE r."estimated_cost_cents" IS NOT NULL AND r."estimated_cost_cents" > 0;--> statement-breakpoint
UPDATE "part_requests" r SET "accepted_option_id" = o."id"
FROM "quote_options" o
WHERE o."request_id" = r."id" AND r."status" NOT IN ('pending', 'quoted', 'cancelled');--> statement-breakpoint
ALTER TABLE "part_requests" DROP COLUMN "estimated_cost_cents";--> statement-breakpoint
ALTER TABLE "part_requests" DROP COLUMN "shipping_cost_cents";--> statement-breakpoint
ALTER TABLE "part_requests" DROP COLUMN "freight_cost_cents";