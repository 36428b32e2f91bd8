CREATE TABLE "vehicle_brands" (
	"brand_key" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"brand_code" text,
	"service_interval_km" integer NOT NULL,
	"major_service_interval_km" integer,
	"service_interval_months" integer NOT NULL,
	"warranty_km" integer NOT NULL,
	"warranty_months" integer NOT NULL,
	"plan_type" text NOT NULL,
	"plan_km" integer,
	"plan_months" integer,
	"maintenance_exclusions" text,
	"warranty_notice" boolean DEFAULT false NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_brands" ADD CONSTRAINT "vehicle_brands_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_mead_code_year_idx" ON "vehicles" USING btree ("mead_code","year") WHERE "vehicles"."mead_code" is not null and not "vehicles"."is_manual";