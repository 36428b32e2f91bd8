ALTER TABLE "notifications" ADD COLUMN "quote_request_unique_id" uuid;--> statement-breakpoint
ALTER TABLE "user_actions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "user_actions" ADD COLUMN "quote_request_id" uuid;--> statement-breakpoint
ALTER TABLE "user_actions" ADD CONSTRAINT "user_actions_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;