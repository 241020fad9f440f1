ALTER TABLE "parts" ADD COLUMN "kind" text;--> statement-breakpoint
CREATE INDEX "parts_kind_idx" ON "parts" USING btree ("kind","id");