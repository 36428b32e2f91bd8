CREATE TABLE "commission_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"workshop_id" uuid NOT NULL,
	"month" text NOT NULL,
	"payments" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"commission_excl_cents" integer NOT NULL,
	"vat_percent" text NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_incl_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"supplier" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_invoices_sequence_unique" UNIQUE("sequence"),
	CONSTRAINT "commission_invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "commission_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid,
	"percent" numeric(5, 2),
	"effective_from" timestamp with time zone NOT NULL,
	"set_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commission_invoices" ADD CONSTRAINT "commission_invoices_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_invoices_workshop_id_month_index" ON "commission_invoices" USING btree ("workshop_id","month");--> statement-breakpoint
CREATE INDEX "commission_invoices_issued_at_index" ON "commission_invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "commission_rates_workshop_id_effective_from_index" ON "commission_rates" USING btree ("workshop_id","effective_from");