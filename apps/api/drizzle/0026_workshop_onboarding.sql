CREATE TABLE "workshop_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"trading_name" text NOT NULL,
	"registered_name" text NOT NULL,
	"registration_number" text NOT NULL,
	"vat_number" text,
	"address" jsonb NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"quote_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"region_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"document_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"reply_token_hash" text,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"workshop_id" uuid,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_applications_replyTokenHash_unique" UNIQUE("reply_token_hash")
);
--> statement-breakpoint
ALTER TABLE "workshop_bank_accounts" ADD COLUMN "verification" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "quote_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workshop_applications" ADD CONSTRAINT "workshop_applications_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_applications" ADD CONSTRAINT "workshop_applications_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workshop_applications_status_idx" ON "workshop_applications" USING btree ("status","created_at");