-- Decision 060: the partner programmes leave organizations.programmes (copied to organization_programmes by 0023).
ALTER TABLE "organizations" DROP COLUMN "programmes";