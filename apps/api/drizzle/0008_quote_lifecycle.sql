CREATE TABLE "quote_amendment_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"amendment_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_invoice_counters" (
	"workshop_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_items" ADD COLUMN "line_kind" text DEFAULT 'part' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_items" ADD COLUMN "replaces_quote_item_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_status_history" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "is_pre_quote" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "close_note" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "ready_for_collection_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "invoice_sequence" integer;--> statement-breakpoint
ALTER TABLE "quote_amendment_photos" ADD CONSTRAINT "quote_amendment_photos_amendment_id_quote_amendments_id_fk" FOREIGN KEY ("amendment_id") REFERENCES "public"."quote_amendments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_amendment_photos" ADD CONSTRAINT "quote_amendment_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_invoice_counters" ADD CONSTRAINT "workshop_invoice_counters_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_amendment_photos_amendment_id_index" ON "quote_amendment_photos" USING btree ("amendment_id");--> statement-breakpoint
CREATE INDEX "quote_amendments_quote_id_index" ON "quote_amendments" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_workshop_id_invoice_sequence_index" ON "quotes" USING btree ("workshop_id","invoice_sequence");--> statement-breakpoint
CREATE INDEX "quotes_expires_at_index" ON "quotes" USING btree ("expires_at") WHERE closed_reason is null and quote_status in (0, 9, 10);--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_reviews_quote_id_index" ON "workshop_reviews" USING btree ("quote_id");