CREATE TABLE "popia_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_user_id" uuid NOT NULL,
	"subject_email" text NOT NULL,
	"requested_by" text NOT NULL,
	"actor_user_id" uuid,
	"actor_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "popia_requests_created_at_index" ON "popia_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "popia_requests_subject_user_id_index" ON "popia_requests" USING btree ("subject_user_id");