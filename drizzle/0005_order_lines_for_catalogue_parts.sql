ALTER TABLE "order_items" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "part_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_part_line_idx" ON "order_items" USING btree ("order_id","part_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_one_kind_check" CHECK (num_nonnulls("order_items"."product_id", "order_items"."part_id") = 1);