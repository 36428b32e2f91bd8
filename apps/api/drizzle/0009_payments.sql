CREATE TABLE "sandbox_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"param_string" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_notifications_paramString_unique" UNIQUE("param_string")
);
--> statement-breakpoint
CREATE TABLE "workshop_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"gross_cents" integer NOT NULL,
	"commission_cents" integer NOT NULL,
	"workshop_cents" integer NOT NULL,
	"commission_percent" text NOT NULL,
	"payout_id" uuid,
	"settled_by_gateway" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"bank_reference" text,
	"marked_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "source_ip" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "workshop_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_user_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "split_subaccount" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_ledger" ADD CONSTRAINT "workshop_ledger_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_ledger" ADD CONSTRAINT "workshop_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_ledger" ADD CONSTRAINT "workshop_ledger_payout_id_workshop_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."workshop_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_payouts" ADD CONSTRAINT "workshop_payouts_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_payouts" ADD CONSTRAINT "workshop_payouts_marked_by_user_id_users_id_fk" FOREIGN KEY ("marked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_ledger_payment_id_kind_index" ON "workshop_ledger" USING btree ("payment_id","kind");--> statement-breakpoint
CREATE INDEX "workshop_ledger_workshop_id_payout_id_index" ON "workshop_ledger" USING btree ("workshop_id","payout_id");--> statement-breakpoint
CREATE INDEX "workshop_payouts_workshop_id_index" ON "workshop_payouts" USING btree ("workshop_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment_id_index" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_events_outcome_received_at_index" ON "payment_events" USING btree ("outcome","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_per_quote" ON "payments" USING btree ("quote_id") WHERE status = 'paid';--> statement-breakpoint
CREATE INDEX "payments_payer_user_id_index" ON "payments" USING btree ("payer_user_id");