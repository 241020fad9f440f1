CREATE TABLE "quote_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"condition" text NOT NULL,
	"brand" text,
	"notes" text,
	"part_cents" integer NOT NULL,
	"us_shipping_cents" integer DEFAULT 0 NOT NULL,
	"freight_cents" integer DEFAULT 0 NOT NULL,
	"service_fee_cents" integer DEFAULT 0 NOT NULL,
	"service_gct_cents" integer DEFAULT 0 NOT NULL,
	"total_jmd_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_options_position_check" CHECK ("quote_options"."position" between 1 and 3),
	CONSTRAINT "quote_options_condition_check" CHECK ("quote_options"."condition" in ('new', 'used', 'refurbished')),
	CONSTRAINT "quote_options_amounts_check" CHECK ("quote_options"."part_cents" > 0 and "quote_options"."us_shipping_cents" >= 0 and "quote_options"."freight_cents" >= 0 and "quote_options"."service_fee_cents" >= 0 and "quote_options"."service_gct_cents" >= 0 and "quote_options"."total_jmd_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"deposit_basis_points" integer NOT NULL,
	"bank_name" text,
	"bank_branch" text,
	"bank_account_name" text,
	"bank_account_number" text,
	"bank_account_type" text,
	"trn" text,
	"gct_basis_points" integer DEFAULT 0 NOT NULL,
	"duty_collected_by" text NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_deposit_check" CHECK ("payment_settings"."deposit_basis_points" between 0 and 10000),
	CONSTRAINT "payment_settings_gct_check" CHECK ("payment_settings"."gct_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"request_id" uuid,
	"order_id" uuid,
	"subject_number" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"kind" text NOT NULL,
	"refund_of" uuid,
	"purpose" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'JMD' NOT NULL,
	"state" text NOT NULL,
	"provider_ref" text,
	"slip_file" text,
	"return_to" text,
	"flagged_reason" text,
	"note" text,
	"recorded_by" uuid,
	"recorded_by_label" text NOT NULL,
	"receipt_number" text,
	"receipt_key_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payments_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "payments_one_subject_check" CHECK (num_nonnulls("payments"."request_id", "payments"."order_id") = 1),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" = 'JMD'),
	CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('payment', 'refund')),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('wipay', 'stripe', 'bank_transfer', 'cash', 'card_counter')),
	CONSTRAINT "payments_state_check" CHECK ("payments"."state" in ('pending', 'succeeded', 'failed', 'refunded')),
	CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('deposit', 'balance', 'full', 'order', 'refund')),
	CONSTRAINT "payments_refund_shape_check" CHECK (("payments"."kind" = 'refund') = ("payments"."refund_of" is not null))
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "part_requests" DROP CONSTRAINT "part_requests_costs_check";--> statement-breakpoint
ALTER TABLE "part_requests" ADD COLUMN "quote_message" text;--> statement-breakpoint
ALTER TABLE "part_requests" ADD COLUMN "quote_valid_until" date;--> statement-breakpoint
ALTER TABLE "part_requests" ADD COLUMN "accepted_option_id" integer;--> statement-breakpoint
ALTER TABLE "part_requests" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "part_requests" ADD COLUMN "amount_due_cents" integer;--> statement-breakpoint
ALTER TABLE "part_requests" ADD COLUMN "deposit_due_cents" integer;--> statement-breakpoint
ALTER TABLE "part_requests" ADD COLUMN "deposit_basis_points" integer;--> statement-breakpoint
ALTER TABLE "part_requests" ADD COLUMN "pay_in_full" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "part_requests" ADD COLUMN "deposit_waived_reason" text;--> statement-breakpoint
ALTER TABLE "part_requests" ADD COLUMN "deposit_waived_by" uuid;--> statement-breakpoint
ALTER TABLE "part_requests" ADD COLUMN "deposit_waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_request_id_part_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."part_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_request_id_part_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."part_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_payments_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_options_request_position_idx" ON "quote_options" USING btree ("request_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("method","provider_ref");--> statement-breakpoint
CREATE INDEX "payments_request_idx" ON "payments" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_refund_of_idx" ON "payments" USING btree ("refund_of");--> statement-breakpoint
CREATE INDEX "payments_settled_idx" ON "payments" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."state" = 'pending';--> statement-breakpoint
ALTER TABLE "part_requests" ADD CONSTRAINT "part_requests_deposit_waived_by_users_id_fk" FOREIGN KEY ("deposit_waived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_requests" ADD CONSTRAINT "part_requests_amount_due_check" CHECK (("part_requests"."amount_due_cents" is null and "part_requests"."deposit_due_cents" is null) or ("part_requests"."amount_due_cents" > 0 and "part_requests"."deposit_due_cents" between 0 and "part_requests"."amount_due_cents"));