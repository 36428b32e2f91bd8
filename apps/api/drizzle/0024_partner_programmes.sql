CREATE TABLE "organization_programmes" (
	"organization_id" uuid NOT NULL,
	"programme_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_programmes_organization_id_programme_key_pk" PRIMARY KEY("organization_id","programme_key")
);
--> statement-breakpoint
CREATE TABLE "partner_programmes" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"quote_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_branches" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "organization_branches" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "organization_branches" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "organization_programmes" ADD CONSTRAINT "organization_programmes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_programmes" ADD CONSTRAINT "organization_programmes_programme_key_partner_programmes_key_fk" FOREIGN KEY ("programme_key") REFERENCES "public"."partner_programmes"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_programmes_programme_key_index" ON "organization_programmes" USING btree ("programme_key");--> statement-breakpoint
-- Decision 060: the three partner programmes of the spec, with the quote types each adds to the organisation
-- types every organisation has (an administrator edits them). Insurance: the IGS service and repair
-- (decision 015); the other two add none until an administrator says so (the spec does not say which).
INSERT INTO "partner_programmes" ("key", "name", "quote_types") VALUES
  ('insurance', 'Insurance', ARRAY['IGS_Service', 'IGS_Repair']),
  ('finance-recon', 'Finance and reconditioning', '{}'::text[]),
  ('inspection-report', 'Inspection report', '{}'::text[])
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
-- The text array becomes memberships (0024 drops it): every organisation keeps the programmes it was in.
INSERT INTO "organization_programmes" ("organization_id", "programme_key")
SELECT o."id", p."key" FROM "organizations" o CROSS JOIN LATERAL unnest(o."programmes") AS m("key")
JOIN "partner_programmes" p ON p."key" = m."key"
ON CONFLICT DO NOTHING;
