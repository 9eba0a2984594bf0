CREATE TABLE "credit_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"credits" integer NOT NULL,
	"balance" integer NOT NULL,
	"payment_id" integer,
	"property_id" integer,
	"days" integer,
	"premium_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "credit_ledger_kind_check" CHECK ("credit_ledger"."kind" in ('purchase', 'promotion')),
	CONSTRAINT "credit_ledger_balance_check" CHECK ("credit_ledger"."balance" >= 0),
	CONSTRAINT "credit_ledger_entry_check" CHECK (("credit_ledger"."kind" = 'purchase' and "credit_ledger"."credits" > 0 and "credit_ledger"."payment_id" is not null and "credit_ledger"."days" is null)
       or ("credit_ledger"."kind" = 'promotion' and "credit_ledger"."credits" < 0 and "credit_ledger"."payment_id" is null and "credit_ledger"."days" > 0 and "credit_ledger"."premium_until" is not null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_checkouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "sandbox_checkouts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "sandbox_checkouts_status_check" CHECK ("sandbox_checkouts"."status" in ('open', 'paid', 'declined', 'cancelled')),
	CONSTRAINT "sandbox_checkouts_amount_check" CHECK ("sandbox_checkouts"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "email_tokens" DROP CONSTRAINT "email_tokens_purpose_check";--> statement-breakpoint
DROP INDEX "properties_search_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "premium_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_user_id_idx" ON "credit_ledger" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING btree ("district_id","price","created_at","id","type","bedrooms","furniture","pet_friendly","area","owner_user_id","premium_until") WHERE "properties"."status" = 'active' and "properties"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_purpose_check" CHECK ("email_tokens"."purpose" in ('confirm-email', 'password-reset', 'change-email'));--> statement-breakpoint
UPDATE "properties" SET "premium_until" = now() + interval '30 days' WHERE "premium";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "premium";