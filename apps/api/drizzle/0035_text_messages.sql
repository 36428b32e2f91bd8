CREATE TABLE "dev_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"template" text,
	"params" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_choices" (
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"opted_in" boolean NOT NULL,
	"phone" text NOT NULL,
	"consented_at" timestamp with time zone,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text NOT NULL,
	CONSTRAINT "text_choices_user_id_channel_pk" PRIMARY KEY("user_id","channel")
);
--> statement-breakpoint
CREATE TABLE "text_quiet_hours" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"quiet_from" text NOT NULL,
	"quiet_until" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "text_choices" ADD CONSTRAINT "text_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_quiet_hours" ADD CONSTRAINT "text_quiet_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_texts_created_at_index" ON "dev_texts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "text_choices_phone_channel_index" ON "text_choices" USING btree ("phone","channel");