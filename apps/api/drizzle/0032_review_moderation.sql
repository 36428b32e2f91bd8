ALTER TABLE "workshop_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workshop_reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "workshop_reviews" ADD COLUMN "hidden_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "workshop_reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "workshop_reviews" ADD COLUMN "replied_at" timestamp with time zone;