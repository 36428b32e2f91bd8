CREATE TABLE "workshop_booking_settings" (
	"workshop_id" uuid PRIMARY KEY NOT NULL,
	"jobs_per_day" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_booking_settings_jobs_per_day" CHECK ("workshop_booking_settings"."jobs_per_day" > 0)
);
--> statement-breakpoint
CREATE TABLE "workshop_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_closures_order" CHECK ("workshop_closures"."to_date" >= "workshop_closures"."from_date")
);
--> statement-breakpoint
CREATE TABLE "workshop_opening_hours" (
	"workshop_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"opens" time NOT NULL,
	"closes" time NOT NULL,
	CONSTRAINT "workshop_opening_hours_workshop_id_weekday_pk" PRIMARY KEY("workshop_id","weekday"),
	CONSTRAINT "workshop_opening_hours_weekday" CHECK ("workshop_opening_hours"."weekday" between 1 and 7),
	CONSTRAINT "workshop_opening_hours_order" CHECK ("workshop_opening_hours"."closes" > "workshop_opening_hours"."opens")
);
--> statement-breakpoint
ALTER TABLE "workshop_booking_settings" ADD CONSTRAINT "workshop_booking_settings_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_closures" ADD CONSTRAINT "workshop_closures_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_opening_hours" ADD CONSTRAINT "workshop_opening_hours_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workshop_closures_workshop_to" ON "workshop_closures" USING btree ("workshop_id","to_date");