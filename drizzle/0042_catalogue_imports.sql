CREATE TABLE "part_import_rows" (
	"import_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"outcome" text NOT NULL,
	"sku" text,
	"title" text,
	"values" jsonb,
	"issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"part_id" integer,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"before" jsonb,
	"applied" boolean DEFAULT false NOT NULL,
	CONSTRAINT "part_import_rows_import_id_row_number_pk" PRIMARY KEY("import_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "part_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'checked' NOT NULL,
	"retire_missing" boolean DEFAULT false NOT NULL,
	"counts" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"unused_columns" text[] DEFAULT '{}'::text[] NOT NULL,
	"total_rows" integer NOT NULL,
	"done_rows" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	CONSTRAINT "part_imports_status_check" CHECK ("part_imports"."status" in ('checked', 'applying', 'applied', 'cancelled', 'undoing', 'undone'))
);
--> statement-breakpoint
CREATE TABLE "supplier_import_mappings" (
	"supplier_id" integer PRIMARY KEY NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parts" DROP CONSTRAINT "parts_marketplace_check";--> statement-breakpoint
ALTER TABLE "part_import_rows" ADD CONSTRAINT "part_import_rows_import_id_part_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."part_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_import_rows" ADD CONSTRAINT "part_import_rows_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_imports" ADD CONSTRAINT "part_imports_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_imports" ADD CONSTRAINT "part_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_import_mappings" ADD CONSTRAINT "supplier_import_mappings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_import_rows_outcome_idx" ON "part_import_rows" USING btree ("import_id","outcome","row_number");--> statement-breakpoint
CREATE INDEX "part_imports_supplier_idx" ON "part_imports" USING btree ("supplier_id","id");--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_marketplace_check" CHECK ("parts"."marketplace" in ('ebay', 'amazon', 'local', 'supplier'));