CREATE INDEX IF NOT EXISTS "users_business_address_id_index" ON "users" USING btree ("business_address_id") WHERE "users"."business_address_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "files_owner_user_id_index" ON "files" USING btree ("owner_user_id") WHERE "files"."owner_user_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "instant_bookings_menu_price_id_index" ON "instant_bookings" USING btree ("menu_price_id") WHERE "instant_bookings"."menu_price_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notifications_quote_request_id_index" ON "notifications" USING btree ("quote_request_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "organization_users_organization_id_index" ON "organization_users" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_customer_references_quote_request_id_index_index" ON "quote_customer_references" USING btree ("quote_request_id","index");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_request_attachments_quote_request_id_index_index" ON "quote_request_attachments" USING btree ("quote_request_id","index");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_request_attachments_file_id_index" ON "quote_request_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_requests_address_id_index" ON "quote_requests" USING btree ("address_id") WHERE "quote_requests"."address_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_requests_business_address_id_index" ON "quote_requests" USING btree ("business_address_id") WHERE "quote_requests"."business_address_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_requests_license_disk_file_id_index" ON "quote_requests" USING btree ("license_disk_file_id") WHERE "quote_requests"."license_disk_file_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_amendment_photos_file_id_index" ON "quote_amendment_photos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_branch_shares_quote_id_index" ON "quote_branch_shares" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_branch_shares_organization_branch_id_index" ON "quote_branch_shares" USING btree ("organization_branch_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_message_attachments_quote_message_id_index" ON "quote_message_attachments" USING btree ("quote_message_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_message_attachments_file_id_index" ON "quote_message_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "workshop_certifications_workshop_id_index" ON "workshop_certifications" USING btree ("workshop_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "workshop_users_workshop_id_index" ON "workshop_users" USING btree ("workshop_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "workshops_address_id_index" ON "workshops" USING btree ("address_id");