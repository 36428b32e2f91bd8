-- The admin's search (issue 22 item 7, decision 065): one trigram index per searched record, over the
-- lower-cased text of its searchable fields. modules/admin-dashboard/admin-people.repo.ts writes each
-- expression exactly as here, or PostgreSQL will not use the index. Hand-written (drizzle-kit declares no
-- expression index with an operator class); drizzle-kit does not see these and leaves them alone.
CREATE INDEX "users_admin_search_trgm_idx" ON "users" USING gin ((lower(email::text || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(phone, ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_requests_admin_search_trgm_idx" ON "quote_requests" USING gin ((lower(reference || ' ' || email::text || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(business_name, '') || ' ' || coalesce(vehicle_vin_number, '') || ' ' || regexp_replace(coalesce(vehicle_license_plate, ''), '[^A-Za-z0-9]', '', 'g'))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_admin_search_trgm_idx" ON "quotes" USING gin ((lower(reference || ' ' || coalesce(invoice_number, '') || ' ' || coalesce(external_reference, ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_admin_search_trgm_idx" ON "payments" USING gin ((lower(merchant_reference || ' ' || coalesce(gateway_reference, '') || ' ' || coalesce(refund_reference, ''))) gin_trgm_ops);
