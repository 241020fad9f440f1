ALTER TABLE "part_requests" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "part_requests" ADD COLUMN "request_digest" text;--> statement-breakpoint
ALTER TABLE "part_requests" ADD CONSTRAINT "part_requests_idempotency_key_unique" UNIQUE("idempotency_key");