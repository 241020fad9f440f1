CREATE INDEX "part_request_status_history_created_idx" ON "part_request_status_history" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "part_requests_accepted_at_idx" ON "part_requests" USING btree ("accepted_at");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");