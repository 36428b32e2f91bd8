CREATE TABLE "organization_user_branches" (
	"user_id" uuid NOT NULL,
	"organization_branch_id" uuid NOT NULL,
	CONSTRAINT "organization_user_branches_user_id_organization_branch_id_pk" PRIMARY KEY("user_id","organization_branch_id")
);
--> statement-breakpoint
ALTER TABLE "organization_user_branches" ADD CONSTRAINT "organization_user_branches_user_id_organization_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."organization_users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_user_branches" ADD CONSTRAINT "organization_user_branches_organization_branch_id_organization_branches_id_fk" FOREIGN KEY ("organization_branch_id") REFERENCES "public"."organization_branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_user_branches_organization_branch_id_index" ON "organization_user_branches" USING btree ("organization_branch_id");--> statement-breakpoint
-- Issue 19 item 7: every existing member keeps the branch they work in now, and nothing more; admins work
-- in every branch by their role and need no rows.
INSERT INTO "organization_user_branches" ("user_id", "organization_branch_id")
SELECT "user_id", "current_branch_id" FROM "organization_users"
WHERE "role" = 'member' AND "current_branch_id" IS NOT NULL;
