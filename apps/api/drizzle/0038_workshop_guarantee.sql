ALTER TABLE "disputes" ADD COLUMN "kind" text DEFAULT 'dispute' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "guarantee" jsonb;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "guarantee" jsonb;