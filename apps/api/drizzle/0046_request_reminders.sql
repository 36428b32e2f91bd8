CREATE TABLE "reminder_mail_opt_outs" (
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_mail_opt_outs_email_kind_pk" PRIMARY KEY("email","kind")
);
--> statement-breakpoint
ALTER TABLE "reminders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ALTER COLUMN "customer_vehicle_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "quote_request_id" uuid;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "vehicle_id" integer;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_quote_request_id_kind_index" ON "reminders" USING btree ("quote_request_id","kind");--> statement-breakpoint
CREATE INDEX "reminders_email_lower_idx" ON "reminders" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_tokenHash_unique" UNIQUE("token_hash");