CREATE TABLE "garage_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"model_id" integer NOT NULL,
	"year" integer,
	"chassis_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD CONSTRAINT "garage_vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD CONSTRAINT "garage_vehicles_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "garage_vehicles_user_idx" ON "garage_vehicles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "garage_vehicles_unique_idx" ON "garage_vehicles" USING btree ("user_id","model_id",coalesce("year", 0),coalesce("chassis_code", ''));