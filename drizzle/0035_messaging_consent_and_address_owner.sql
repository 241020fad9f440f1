ALTER TABLE "verified_email_addresses" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "message_consents" ADD COLUMN "opted_out_by" text;--> statement-breakpoint
ALTER TABLE "message_consents" ADD COLUMN "requested_channel" text;--> statement-breakpoint
ALTER TABLE "message_consents" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verified_email_addresses" ADD CONSTRAINT "verified_email_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_consents" ADD CONSTRAINT "message_consents_opted_out_by_check" CHECK ("message_consents"."opted_out_by" in ('number', 'profile'));--> statement-breakpoint
ALTER TABLE "message_consents" ADD CONSTRAINT "message_consents_requested_channel_check" CHECK ("message_consents"."requested_channel" in ('whatsapp', 'sms'));--> statement-breakpoint
-- Numbers turned off before this column existed: the profile wrote "Profile: …", every other way was the
-- number's own reply (a STOP), which only the number may lift.
UPDATE "message_consents" SET "opted_out_by" = CASE WHEN "opt_out_how" LIKE 'Profile:%' THEN 'profile' ELSE 'number' END WHERE "opted_out_at" IS NOT NULL;
