CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_whatsapp" text DEFAULT '' NOT NULL,
	"ships_worldwide" boolean DEFAULT false NOT NULL,
	"shipping_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"estimated_days" text DEFAULT '' NOT NULL,
	"payment_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating_tenths" integer DEFAULT 40 NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"part_type" text NOT NULL,
	"brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_rating_check" CHECK ("suppliers"."rating_tenths" between 10 and 50),
	CONSTRAINT "suppliers_part_type_check" CHECK ("suppliers"."part_type" in ('auto', 'phone', 'both'))
);
--> statement-breakpoint
ALTER TABLE "part_requests" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_lower_idx" ON "suppliers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "suppliers_country_idx" ON "suppliers" USING btree ("country");--> statement-breakpoint
ALTER TABLE "part_requests" ADD CONSTRAINT "part_requests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;