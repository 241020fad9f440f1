CREATE TABLE "part_request_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_request_access_purpose_check" CHECK ("part_request_access"."purpose" in ('link', 'session'))
);
--> statement-breakpoint
CREATE TABLE "verified_email_addresses" (
	"email" text PRIMARY KEY NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "part_request_access" ADD CONSTRAINT "part_request_access_request_id_part_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."part_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "part_request_access_request_purpose_idx" ON "part_request_access" USING btree ("request_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "part_request_access_token_idx" ON "part_request_access" USING btree ("token_hash");--> statement-breakpoint
-- backfill: part_requests.customer_phone_digits held the phone's digits; it now holds the E.164 digits the
-- phone lookup compares whole, by the rules of normalisePhone in src/shared/phone.ts.
UPDATE "part_requests" AS p SET "customer_phone_digits" = CASE WHEN length(n.e164) BETWEEN 8 AND 15 THEN n.e164 END
FROM (
	SELECT "id", CASE
		WHEN btrim("customer_phone") LIKE '+%' THEN d
		WHEN d LIKE '011%' AND length(d) > 11 THEN substr(d, 4)
		WHEN d LIKE '00%' THEN substr(d, 3)
		WHEN length(d) = 10 AND left(d, 3) IN ('876', '658') THEN '1' || d
		WHEN length(d) = 7 THEN '1876' || d
		ELSE d
	END AS e164
	FROM (SELECT "id", "customer_phone", regexp_replace("customer_phone", '[^0-9]', '', 'g') AS d FROM "part_requests" WHERE "customer_phone" IS NOT NULL) AS s
) AS n
WHERE p."id" = n."id";
