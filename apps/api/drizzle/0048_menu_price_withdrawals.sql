ALTER TABLE "workshop_menu_prices" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workshop_menu_prices" ADD COLUMN "withdrawn_reason" text;