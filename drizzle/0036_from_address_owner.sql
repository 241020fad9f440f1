ALTER TABLE "part_requests" ADD COLUMN "from_address_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "from_address_owner" boolean DEFAULT false NOT NULL;