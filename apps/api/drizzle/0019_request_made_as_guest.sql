ALTER TABLE "quote_requests" ADD COLUMN "made_as_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Decision 049: requests already made signed out. Outside a branch, a request without an account, or filed
-- under an account that was made for a guest and never claimed (no password, address not confirmed).
UPDATE "quote_requests" r SET "made_as_guest" = true
WHERE r."organization_branch_id" IS NULL
  AND (r."user_id" IS NULL OR EXISTS (
    SELECT 1 FROM "users" u
    WHERE u."id" = r."user_id" AND u."password_hash" IS NULL AND u."email_confirmed_at" IS NULL));
