ALTER TABLE "regions" ADD COLUMN "shape" text DEFAULT 'polygon' NOT NULL;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "centre_lat" double precision;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "centre_lng" double precision;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "radius_km" double precision;