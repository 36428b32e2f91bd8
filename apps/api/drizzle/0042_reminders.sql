CREATE TABLE "reminder_opt_outs" (
	"user_id" uuid NOT NULL,
	"customer_vehicle_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_opt_outs_customer_vehicle_id_kind_pk" PRIMARY KEY("customer_vehicle_id","kind")
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_vehicle_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"due_key" text NOT NULL,
	"due_on" date,
	"quote_type" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD COLUMN "licence_disk_expires_on" date;--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD COLUMN "roadworthy_due_on" date;--> statement-breakpoint
ALTER TABLE "quote_request_events" ADD COLUMN "reminder_id" uuid;--> statement-breakpoint
ALTER TABLE "reminder_opt_outs" ADD CONSTRAINT "reminder_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_opt_outs" ADD CONSTRAINT "reminder_opt_outs_customer_vehicle_id_customer_vehicles_id_fk" FOREIGN KEY ("customer_vehicle_id") REFERENCES "public"."customer_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_customer_vehicle_id_customer_vehicles_id_fk" FOREIGN KEY ("customer_vehicle_id") REFERENCES "public"."customer_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_opt_outs_user_id_index" ON "reminder_opt_outs" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_customer_vehicle_id_kind_due_key_index" ON "reminders" USING btree ("customer_vehicle_id","kind","due_key");--> statement-breakpoint
CREATE INDEX "reminders_user_id_index" ON "reminders" USING btree ("user_id");