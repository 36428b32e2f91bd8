CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"street_number" text,
	"street_name" text,
	"suburb" text,
	"town" text,
	"city" text,
	"province" text,
	"country" text DEFAULT 'South Africa' NOT NULL,
	"postal_code" text,
	"lat" double precision,
	"lng" double precision,
	"is_organization" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "botcheck_used" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"user_id" uuid,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_vehicle_mileage_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_vehicle_id" uuid NOT NULL,
	"mileage" integer NOT NULL,
	"source" text DEFAULT 'owner' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_branch_id" uuid,
	"vehicle_id" integer NOT NULL,
	"name" text DEFAULT 'VEHICLE' NOT NULL,
	"status" text,
	"vehicle_mileage" integer,
	"vehicle_vin_number" text,
	"vehicle_engine_number" text,
	"vehicle_license_plate" text,
	"vehicle_colour" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dev_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text,
	"from" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_logins" (
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_logins_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"owner_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "innovation_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_vehicle_id" uuid NOT NULL,
	"policy_code" text NOT NULL,
	"vin_number" text,
	"policy_status" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"end_distance" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "innovation_policies_customerVehicleId_unique" UNIQUE("customer_vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"kind" text NOT NULL,
	"organization_id" uuid,
	"organization_branch_id" uuid,
	"workshop_id" uuid,
	"email" text NOT NULL,
	"email_readonly" boolean DEFAULT true NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone_number" text,
	"phone_number_readonly" boolean DEFAULT false NOT NULL,
	"requires_consent" boolean DEFAULT false NOT NULL,
	"policy" text,
	"invited_by_user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" uuid,
	"consented_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invites_codeHash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"organization_branch_id" uuid,
	"quote_request_id" uuid,
	"title" text NOT NULL,
	"smc_reference" text,
	"vehicle_name" text,
	"message" text NOT NULL,
	"color" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"branch_name" text NOT NULL,
	"address_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_users" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"current_branch_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"registration_number" text,
	"tax_number" text,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid,
	"provider" text NOT NULL,
	"payload" jsonb NOT NULL,
	"signature_valid" boolean NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"gateway_reference" text,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_merchantReference_unique" UNIQUE("merchant_reference")
);
--> statement-breakpoint
CREATE TABLE "quote_amendments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"amendment_status" smallint DEFAULT 0 NOT NULL,
	"note" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_branch_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"organization_branch_id" uuid NOT NULL,
	"username" text NOT NULL,
	"is_success" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_customer_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"name" text NOT NULL,
	"reference" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"quote_request_item_id" uuid,
	"amendment_id" uuid,
	"description" text NOT NULL,
	"note" text,
	"is_labour" boolean DEFAULT false NOT NULL,
	"price_excl_cents" integer NOT NULL,
	"price_incl_cents" integer NOT NULL,
	"previous_price_incl_cents" integer,
	"quantity" numeric(10, 3) DEFAULT '1' NOT NULL,
	"previous_quantity" numeric(10, 3),
	"total_incl_cents" integer NOT NULL,
	"verified_total_incl_cents" integer,
	"no_vat" boolean DEFAULT false NOT NULL,
	"amendment_type" smallint,
	"amendment_status" smallint,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_message_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_message_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"attachment_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"sender_user_id" uuid,
	"sender_role" text NOT NULL,
	"message" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_request_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_request_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"repair_item_template_id" uuid,
	"name" text NOT NULL,
	"has_query" boolean DEFAULT false NOT NULL,
	"query" text,
	"query_answer" text,
	"keyword" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_request_regions" (
	"quote_request_id" uuid NOT NULL,
	"region_id" uuid NOT NULL,
	CONSTRAINT "quote_request_regions_quote_request_id_region_id_pk" PRIMARY KEY("quote_request_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "quote_request_workshops" (
	"quote_request_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"source" text DEFAULT 'customer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_request_workshops_quote_request_id_workshop_id_pk" PRIMARY KEY("quote_request_id","workshop_id")
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid,
	"organization_branch_id" uuid,
	"vehicle_id" integer,
	"customer_vehicle_id" uuid,
	"vehicle_name" text NOT NULL,
	"vehicle_mileage" integer,
	"existing_vehicle_mileage" integer,
	"vehicle_vin_number" text,
	"vehicle_engine_number" text,
	"vehicle_license_plate" text,
	"license_disk_file_id" uuid,
	"parts_preference" text,
	"service_type" text,
	"quote_type" text NOT NULL,
	"request_category" text,
	"address_id" uuid,
	"travel_distance" integer,
	"dates_requested" date[] DEFAULT '{}'::date[] NOT NULL,
	"notes" text,
	"service_reminder" boolean DEFAULT false NOT NULL,
	"is_policy_quote" boolean DEFAULT false NOT NULL,
	"is_for_business" boolean DEFAULT false NOT NULL,
	"hide_price" boolean DEFAULT false NOT NULL,
	"include_admin_fee" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text,
	"business_name" text,
	"business_registration_number" text,
	"business_tax_number" text,
	"business_address_id" uuid,
	"quote_request_status" smallint DEFAULT 0 NOT NULL,
	"quote_request_status_username" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_uniqueId_unique" UNIQUE("unique_id"),
	CONSTRAINT "quote_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "quote_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"quote_status" smallint NOT NULL,
	"username" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"external_reference" text,
	"invoice_number" text,
	"quote_status" smallint DEFAULT 11 NOT NULL,
	"is_vat_registered" boolean NOT NULL,
	"vat_rate" numeric(5, 2) DEFAULT '15.00' NOT NULL,
	"vehicle_mileage" integer,
	"job_turnaround" integer,
	"workshop_customer" text,
	"organization_order_attached" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"service_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_uniqueId_unique" UNIQUE("unique_id"),
	CONSTRAINT "quotes_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"province" text NOT NULL,
	"metro" text NOT NULL,
	"coordinates" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "repair_item_template_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"repair_item_template_id" uuid NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_item_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_kind" text NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"display_name" text,
	"icon" text,
	"leaf" boolean NOT NULL,
	"has_query" boolean DEFAULT false NOT NULL,
	"query" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"organization_branch_id" uuid,
	"action_source" smallint NOT NULL,
	"action_type" text NOT NULL,
	"action_description" text NOT NULL,
	"action_note" text,
	"is_message" boolean DEFAULT false NOT NULL,
	"is_sent" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"vehicle_name" text,
	"vehicle_summary" text,
	"vehicle_image_url" text,
	"workshop_name" text,
	"navigation_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"password_hash" text,
	"email_confirmed_at" timestamp with time zone,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"business_name" text,
	"business_registration_number" text,
	"business_tax_number" text,
	"business_address_id" uuid,
	"terms_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vehicle_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_vehicle_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"attachment_file_name" text NOT NULL,
	"is_vehicle_report" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"brand" text NOT NULL,
	"brand_code" text,
	"range" text NOT NULL,
	"range_code" text,
	"model" text NOT NULL,
	"model_code" text,
	"body_type" text,
	"mead_code" text,
	"introduction_date" date,
	"discontinued_date" date,
	"aspiration_type" text,
	"fuel_type" text,
	"capacity" integer,
	"cylinders" integer,
	"transmission_type" text,
	"gearbox_type" text,
	"drive_type" text,
	"wheels_driven" text,
	"abs" boolean,
	"ceramics" boolean,
	"front_brake_type1" text,
	"front_brake_type2" text,
	"rear_brake_type" text,
	"suspension_front_type" text,
	"suspension_rear_type" text,
	"plan_type" text,
	"maintenance_exclusions" text,
	"service_interval1" integer,
	"service_interval2" integer,
	"maintenance_mileage_interval" integer,
	"maintenance_time_interval" integer,
	"warranty_mileage_interval" integer,
	"warranty_time_interval" integer,
	"warranty" text,
	"gal_pic" text,
	"image_url" text,
	"vehicle_summary" text,
	"disk_drive_reference" text,
	"class_type" text,
	"description" text,
	"market" text,
	"is_manual" boolean DEFAULT false NOT NULL,
	"created_by_user_id" uuid,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_uniqueId_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "workshop_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"account_holder" text NOT NULL,
	"account_number" text NOT NULL,
	"branch_code" text NOT NULL,
	"account_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_bank_accounts_workshopId_unique" UNIQUE("workshop_id")
);
--> statement-breakpoint
CREATE TABLE "workshop_certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"number" text,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"user_id" uuid,
	"quote_id" uuid,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"review" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_users" (
	"user_id" uuid NOT NULL,
	"workshop_id" uuid NOT NULL,
	"role" text DEFAULT 'owner' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_users_user_id_workshop_id_pk" PRIMARY KEY("user_id","workshop_id")
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"is_posh" boolean DEFAULT false NOT NULL,
	"rating" numeric(2, 1),
	"tax_number" text,
	"registration_number" text,
	"is_vat_registered" boolean DEFAULT true NOT NULL,
	"address_id" uuid NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"region_id" uuid,
	"organization_id" uuid,
	"logo_url" text,
	"description" text,
	"opening_hours" text,
	"labour_rate_excl_cents" integer,
	"job_turnaround_days" integer,
	"kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"has_payfast_account" boolean DEFAULT false NOT NULL,
	"payfast_merchant_id" text,
	"paystack_subaccount_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshops_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_vehicle_mileage_histories" ADD CONSTRAINT "customer_vehicle_mileage_histories_customer_vehicle_id_customer_vehicles_id_fk" FOREIGN KEY ("customer_vehicle_id") REFERENCES "public"."customer_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD CONSTRAINT "customer_vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD CONSTRAINT "customer_vehicles_organization_branch_id_organization_branches_id_fk" FOREIGN KEY ("organization_branch_id") REFERENCES "public"."organization_branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_vehicles" ADD CONSTRAINT "customer_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_logins" ADD CONSTRAINT "external_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "innovation_policies" ADD CONSTRAINT "innovation_policies_customer_vehicle_id_customer_vehicles_id_fk" FOREIGN KEY ("customer_vehicle_id") REFERENCES "public"."customer_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_organization_branch_id_organization_branches_id_fk" FOREIGN KEY ("organization_branch_id") REFERENCES "public"."organization_branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organization_branch_id_organization_branches_id_fk" FOREIGN KEY ("organization_branch_id") REFERENCES "public"."organization_branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_branches" ADD CONSTRAINT "organization_branches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_branches" ADD CONSTRAINT "organization_branches_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_users" ADD CONSTRAINT "organization_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_users" ADD CONSTRAINT "organization_users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_users" ADD CONSTRAINT "organization_users_current_branch_id_organization_branches_id_fk" FOREIGN KEY ("current_branch_id") REFERENCES "public"."organization_branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_amendments" ADD CONSTRAINT "quote_amendments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_branch_shares" ADD CONSTRAINT "quote_branch_shares_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_branch_shares" ADD CONSTRAINT "quote_branch_shares_organization_branch_id_organization_branches_id_fk" FOREIGN KEY ("organization_branch_id") REFERENCES "public"."organization_branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_customer_references" ADD CONSTRAINT "quote_customer_references_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_quote_request_item_id_quote_request_items_id_fk" FOREIGN KEY ("quote_request_item_id") REFERENCES "public"."quote_request_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_amendment_id_quote_amendments_id_fk" FOREIGN KEY ("amendment_id") REFERENCES "public"."quote_amendments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_message_attachments" ADD CONSTRAINT "quote_message_attachments_quote_message_id_quote_messages_id_fk" FOREIGN KEY ("quote_message_id") REFERENCES "public"."quote_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_message_attachments" ADD CONSTRAINT "quote_message_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_attachments" ADD CONSTRAINT "quote_request_attachments_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_attachments" ADD CONSTRAINT "quote_request_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_items" ADD CONSTRAINT "quote_request_items_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_items" ADD CONSTRAINT "quote_request_items_repair_item_template_id_repair_item_templates_id_fk" FOREIGN KEY ("repair_item_template_id") REFERENCES "public"."repair_item_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_regions" ADD CONSTRAINT "quote_request_regions_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_regions" ADD CONSTRAINT "quote_request_regions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_workshops" ADD CONSTRAINT "quote_request_workshops_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_workshops" ADD CONSTRAINT "quote_request_workshops_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_organization_branch_id_organization_branches_id_fk" FOREIGN KEY ("organization_branch_id") REFERENCES "public"."organization_branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_customer_vehicle_id_customer_vehicles_id_fk" FOREIGN KEY ("customer_vehicle_id") REFERENCES "public"."customer_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_license_disk_file_id_files_id_fk" FOREIGN KEY ("license_disk_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_business_address_id_addresses_id_fk" FOREIGN KEY ("business_address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_status_history" ADD CONSTRAINT "quote_status_history_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_item_template_items" ADD CONSTRAINT "repair_item_template_items_repair_item_template_id_repair_item_templates_id_fk" FOREIGN KEY ("repair_item_template_id") REFERENCES "public"."repair_item_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_actions" ADD CONSTRAINT "user_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_actions" ADD CONSTRAINT "user_actions_organization_branch_id_organization_branches_id_fk" FOREIGN KEY ("organization_branch_id") REFERENCES "public"."organization_branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_codes" ADD CONSTRAINT "user_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_address_id_addresses_id_fk" FOREIGN KEY ("business_address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_attachments" ADD CONSTRAINT "vehicle_attachments_customer_vehicle_id_customer_vehicles_id_fk" FOREIGN KEY ("customer_vehicle_id") REFERENCES "public"."customer_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_attachments" ADD CONSTRAINT "vehicle_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_bank_accounts" ADD CONSTRAINT "workshop_bank_accounts_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_certifications" ADD CONSTRAINT "workshop_certifications_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_reviews" ADD CONSTRAINT "workshop_reviews_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_reviews" ADD CONSTRAINT "workshop_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_users" ADD CONSTRAINT "workshop_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_users" ADD CONSTRAINT "workshop_users_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_lat_lng_index" ON "addresses" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "botcheck_used_created_at_index" ON "botcheck_used" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customer_vehicle_mileage_histories_customer_vehicle_id_index" ON "customer_vehicle_mileage_histories" USING btree ("customer_vehicle_id");--> statement-breakpoint
CREATE INDEX "customer_vehicles_user_id_index" ON "customer_vehicles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invites_email_lower_idx" ON "invites" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "notifications_organization_branch_id_created_at_index" ON "notifications" USING btree ("organization_branch_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_index" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_branches_organization_id_branch_name_index" ON "organization_branches" USING btree ("organization_id","branch_name");--> statement-breakpoint
CREATE INDEX "payments_quote_id_index" ON "payments" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_items_quote_id_index" ON "quote_items" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_messages_quote_id_created_at_index" ON "quote_messages" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_request_items_quote_request_id_index" ON "quote_request_items" USING btree ("quote_request_id");--> statement-breakpoint
CREATE INDEX "quote_request_workshops_workshop_id_index" ON "quote_request_workshops" USING btree ("workshop_id");--> statement-breakpoint
CREATE INDEX "quote_requests_user_id_created_at_index" ON "quote_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_organization_branch_id_created_at_index" ON "quote_requests" USING btree ("organization_branch_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_email_lower_idx" ON "quote_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "quote_status_history_quote_id_index" ON "quote_status_history" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_quote_request_id_workshop_id_index" ON "quotes" USING btree ("quote_request_id","workshop_id");--> statement-breakpoint
CREATE INDEX "quotes_workshop_id_quote_status_index" ON "quotes" USING btree ("workshop_id","quote_status");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_index" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_index" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "repair_item_templates_quote_kind_parent_id_index" ON "repair_item_templates" USING btree ("quote_kind","parent_id");--> statement-breakpoint
CREATE INDEX "user_actions_user_id_created_at_index" ON "user_actions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_actions_organization_branch_id_created_at_index" ON "user_actions" USING btree ("organization_branch_id","created_at");--> statement-breakpoint
CREATE INDEX "user_codes_user_id_purpose_index" ON "user_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "vehicles_brand_year_range_index" ON "vehicles" USING btree ("brand","year","range");--> statement-breakpoint
CREATE INDEX "workshop_reviews_workshop_id_index" ON "workshop_reviews" USING btree ("workshop_id");--> statement-breakpoint
CREATE INDEX "workshops_lat_lng_index" ON "workshops" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "workshops_region_id_index" ON "workshops" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "workshops_organization_id_index" ON "workshops" USING btree ("organization_id");