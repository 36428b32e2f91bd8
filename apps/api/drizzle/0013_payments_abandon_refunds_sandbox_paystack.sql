CREATE TABLE "sandbox_paystack_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"access_code" text NOT NULL,
	"email" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"callback_url" text NOT NULL,
	"subaccount" text,
	"transaction_charge_cents" integer,
	"status" text DEFAULT 'abandoned' NOT NULL,
	"gateway_id" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_paystack_transactions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "sandbox_paystack_transactions_accessCode_unique" UNIQUE("access_code")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_by_user_id_users_id_fk" FOREIGN KEY ("refunded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_open_by_age" ON "payments" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "payments_refunds" ON "payments" USING btree ("status") WHERE status in ('refund_due', 'refunded');