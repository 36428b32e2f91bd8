CREATE TABLE "instant_bookings" (
	"quote_id" uuid PRIMARY KEY NOT NULL,
	"menu_price_id" uuid,
	"price_incl_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_menu_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"repair_item_template_id" uuid NOT NULL,
	"vehicle_class" text NOT NULL,
	"price_incl_cents" integer NOT NULL,
	"included" text[] DEFAULT '{}'::text[] NOT NULL,
	"parts_preference" text NOT NULL,
	"valid_until" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instant_bookings" ADD CONSTRAINT "instant_bookings_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instant_bookings" ADD CONSTRAINT "instant_bookings_menu_price_id_workshop_menu_prices_id_fk" FOREIGN KEY ("menu_price_id") REFERENCES "public"."workshop_menu_prices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_menu_prices" ADD CONSTRAINT "workshop_menu_prices_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_menu_prices" ADD CONSTRAINT "workshop_menu_prices_repair_item_template_id_repair_item_templates_id_fk" FOREIGN KEY ("repair_item_template_id") REFERENCES "public"."repair_item_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_menu_prices_job_idx" ON "workshop_menu_prices" USING btree ("workshop_id","repair_item_template_id","vehicle_class");--> statement-breakpoint
CREATE INDEX "workshop_menu_prices_offer_idx" ON "workshop_menu_prices" USING btree ("repair_item_template_id","vehicle_class") WHERE is_active;