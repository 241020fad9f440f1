CREATE TABLE "gallery_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filename" text NOT NULL,
	"original_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"mime" text NOT NULL,
	"width" integer,
	"height" integer,
	"description" text,
	"extracted_text" text,
	"ocr_status" text DEFAULT 'pending' NOT NULL,
	"origin" text DEFAULT 'upload' NOT NULL,
	"source_url" text,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_images_filename_unique" UNIQUE("filename"),
	CONSTRAINT "gallery_images_ocr_status_check" CHECK ("gallery_images"."ocr_status" in ('pending', 'done', 'failed')),
	CONSTRAINT "gallery_images_origin_check" CHECK ("gallery_images"."origin" in ('upload', 'web')),
	CONSTRAINT "gallery_images_mime_check" CHECK ("gallery_images"."mime" in ('image/jpeg', 'image/png', 'image/webp', 'image/gif'))
);
--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_images_created_idx" ON "gallery_images" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "gallery_images_ocr_pending_idx" ON "gallery_images" USING btree ("created_at") WHERE "gallery_images"."ocr_status" = 'pending';