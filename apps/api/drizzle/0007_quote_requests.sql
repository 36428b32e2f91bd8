CREATE TABLE "quote_request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event" text NOT NULL,
	"step" smallint,
	"quote_type" text,
	"session_id" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "programmes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_request_events" ADD CONSTRAINT "quote_request_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_request_events_created_at_index" ON "quote_request_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_request_events_session_id_index" ON "quote_request_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "quote_request_items_name_lower_idx" ON "quote_request_items" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "quote_items_quote_request_item_id_index" ON "quote_items" USING btree ("quote_request_item_id");