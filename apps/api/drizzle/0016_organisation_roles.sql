ALTER TABLE "organization_users" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;
--> statement-breakpoint
-- decision 038: every existing organisation keeps someone who can manage it: its longest-standing member.
UPDATE "organization_users" SET "role" = 'admin'
WHERE ("organization_id", "created_at", "user_id") IN (
  SELECT DISTINCT ON ("organization_id") "organization_id", "created_at", "user_id"
  FROM "organization_users" ORDER BY "organization_id", "created_at", "user_id"
);
