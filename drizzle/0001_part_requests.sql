CREATE TABLE "landed_cost_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"exchange_rate_jmd_cents" integer NOT NULL,
	"auto_duty_basis_points" integer NOT NULL,
	"phone_duty_basis_points" integer NOT NULL,
	"gct_basis_points" integer NOT NULL,
	"de_minimis_cents" integer NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_request_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"changed_by" uuid,
	"changed_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_number" text NOT NULL,
	"user_id" uuid,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text,
	"customer_phone_digits" text,
	"customer_address" text NOT NULL,
	"parish" text NOT NULL,
	"part_type" text NOT NULL,
	"category_id" integer,
	"part_name" text NOT NULL,
	"description" text NOT NULL,
	"condition" text DEFAULT 'any' NOT NULL,
	"max_budget_cents" integer,
	"urgency" text DEFAULT 'normal' NOT NULL,
	"vehicle_make" text,
	"vehicle_model" text,
	"vehicle_year" integer,
	"device_brand" text,
	"device_model" text,
	"photo_file" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"estimated_cost_cents" integer,
	"shipping_cost_cents" integer,
	"freight_cost_cents" integer,
	"tracking_number" text,
	"is_local" boolean DEFAULT false NOT NULL,
	"carrier_needed" boolean DEFAULT false NOT NULL,
	"supplier_address" text,
	"quoted_at" timestamp with time zone,
	"quote_rates_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_requests_request_number_unique" UNIQUE("request_number"),
	CONSTRAINT "part_requests_status_check" CHECK ("part_requests"."status" in ('pending', 'quoted', 'confirmed', 'preparing', 'shipped_us', 'shipped_jamaica', 'ready_pickup', 'delivered', 'cancelled')),
	CONSTRAINT "part_requests_part_type_check" CHECK ("part_requests"."part_type" in ('auto', 'phone')),
	CONSTRAINT "part_requests_costs_check" CHECK (coalesce("part_requests"."estimated_cost_cents", 0) >= 0 and coalesce("part_requests"."shipping_cost_cents", 0) >= 0 and coalesce("part_requests"."freight_cost_cents", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "landed_cost_rates" ADD CONSTRAINT "landed_cost_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_request_status_history" ADD CONSTRAINT "part_request_status_history_request_id_part_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."part_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_request_status_history" ADD CONSTRAINT "part_request_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_requests" ADD CONSTRAINT "part_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_requests" ADD CONSTRAINT "part_requests_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_requests" ADD CONSTRAINT "part_requests_quote_rates_id_landed_cost_rates_id_fk" FOREIGN KEY ("quote_rates_id") REFERENCES "public"."landed_cost_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_request_status_history_request_idx" ON "part_request_status_history" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "part_requests_created_at_idx" ON "part_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "part_requests_user_id_idx" ON "part_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "part_requests_email_idx" ON "part_requests" USING btree ("customer_email");--> statement-breakpoint
CREATE INDEX "part_requests_phone_digits_idx" ON "part_requests" USING btree ("customer_phone_digits");--> statement-breakpoint
CREATE INDEX "part_requests_status_idx" ON "part_requests" USING btree ("status");--> statement-breakpoint
-- Starting rates, so the first quote has an estimate; staff change them at /admin. Kept in the data,
-- not in code (issue 3): J$157.50 per US$1, duty 20% on auto parts and 10% on phone parts, GCT 15%,
-- de minimis US$100.
INSERT INTO "landed_cost_rates" ("exchange_rate_jmd_cents", "auto_duty_basis_points", "phone_duty_basis_points", "gct_basis_points", "de_minimis_cents", "effective_from")
VALUES (15750, 2000, 1000, 1500, 10000, '2026-11-01');
