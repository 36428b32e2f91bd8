CREATE TABLE "quote_request_stats" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "workshops_lat_lng_index";--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "suburb" text;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "city" text;--> statement-breakpoint
CREATE INDEX "workshops_earth_point_idx" ON "workshops" USING gist (ll_to_earth("lat", "lng"));--> statement-breakpoint
UPDATE "workshops" w SET "suburb" = a."suburb", "city" = a."city" FROM "addresses" a WHERE a."id" = w."address_id";
