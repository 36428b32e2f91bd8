CREATE TABLE "notifications_seen" (
	"user_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notifications_seen_user_id_owner_id_pk" PRIMARY KEY("user_id","owner_id")
);
--> statement-breakpoint
ALTER TABLE "notifications_seen" ADD CONSTRAINT "notifications_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;