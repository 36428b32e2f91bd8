ALTER TABLE "commission_invoices" DROP CONSTRAINT "commission_invoices_sequence_unique";--> statement-breakpoint
DROP INDEX "commission_invoices_workshop_id_month_index";--> statement-breakpoint
ALTER TABLE "commission_invoices" ADD COLUMN "kind" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_invoices_kind_sequence_index" ON "commission_invoices" USING btree ("kind","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_invoices_workshop_id_month_kind_index" ON "commission_invoices" USING btree ("workshop_id","month","kind");