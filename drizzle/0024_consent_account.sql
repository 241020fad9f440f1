ALTER TABLE "message_consents" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "message_consents" ADD CONSTRAINT "message_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_consents_user_idx" ON "message_consents" USING btree ("user_id");