CREATE TABLE "inbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"provider_id" text NOT NULL,
	"phone" text NOT NULL,
	"text" text,
	"kind" text NOT NULL,
	"request_id" uuid,
	"order_id" uuid,
	"received_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "inbound_messages_channel_check" CHECK ("inbound_messages"."channel" in ('whatsapp', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "message_consents" (
	"phone" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"source" text NOT NULL,
	"opted_in_at" timestamp with time zone NOT NULL,
	"opted_out_at" timestamp with time zone,
	"opt_out_how" text,
	CONSTRAINT "message_consents_channel_check" CHECK ("message_consents"."channel" in ('whatsapp', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "message_events" (
	"message_id" uuid NOT NULL,
	"state" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"error" text,
	CONSTRAINT "message_events_message_id_state_pk" PRIMARY KEY("message_id","state")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"phone" text NOT NULL,
	"kind" text NOT NULL,
	"template" text,
	"variables" jsonb,
	"body" text NOT NULL,
	"request_id" uuid,
	"order_id" uuid,
	"fallback_of" uuid,
	"state" text DEFAULT 'queued' NOT NULL,
	"provider_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_channel_check" CHECK ("messages"."channel" in ('whatsapp', 'sms')),
	CONSTRAINT "messages_state_check" CHECK ("messages"."state" in ('queued', 'sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_request_id_part_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."part_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_events" ADD CONSTRAINT "message_events_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_request_id_part_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."part_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_fallback_of_messages_id_fk" FOREIGN KEY ("fallback_of") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_messages_provider_idx" ON "inbound_messages" USING btree ("channel","provider_id");--> statement-breakpoint
CREATE INDEX "inbound_messages_unread_idx" ON "inbound_messages" USING btree ("received_at") WHERE "inbound_messages"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_provider_idx" ON "messages" USING btree ("channel","provider_id");--> statement-breakpoint
CREATE INDEX "messages_request_idx" ON "messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_order_idx" ON "messages" USING btree ("order_id","created_at");