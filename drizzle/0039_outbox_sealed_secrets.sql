ALTER TABLE "mail_outbox" ADD COLUMN "sealed_text" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sealed_html" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_sealed_check" CHECK (("mail_outbox"."sealed_text" is null and "mail_outbox"."sealed_html" is null) or "mail_outbox"."status" = 'pending');