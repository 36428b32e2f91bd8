CREATE INDEX "customer_vehicles_organization_branch_id_index" ON "customer_vehicles" USING btree ("organization_branch_id");--> statement-breakpoint
CREATE INDEX "quote_requests_customer_vehicle_id_index" ON "quote_requests" USING btree ("customer_vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicle_attachments_customer_vehicle_id_index" ON "vehicle_attachments" USING btree ("customer_vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicle_attachments_file_id_index" ON "vehicle_attachments" USING btree ("file_id");