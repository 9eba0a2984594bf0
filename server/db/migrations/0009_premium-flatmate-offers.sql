ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_entry_check";--> statement-breakpoint
-- The search indexes of 0006 (0007's snapshot predates them and named the first migration's) are made again with premium_until.
DROP INDEX "tenant_offers_search_idx";--> statement-breakpoint
DROP INDEX "tenant_offers_newest_idx";--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "listing_kind" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "tenant_offer_id" integer;--> statement-breakpoint
ALTER TABLE "tenant_offers" ADD COLUMN "premium_until" timestamp with time zone;--> statement-breakpoint
-- Every promotion so far promoted a property.
UPDATE "credit_ledger" SET "listing_kind" = 'property' WHERE "kind" = 'promotion';--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_tenant_offer_id_tenant_offers_id_fk" FOREIGN KEY ("tenant_offer_id") REFERENCES "public"."tenant_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_offers_search_idx" ON "tenant_offers" USING btree ("city_id","created_at","id","price","university_id","premium_until") WHERE "tenant_offers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tenant_offers_newest_idx" ON "tenant_offers" USING btree ("created_at","id","price","university_id","city_id","premium_until") WHERE "tenant_offers"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_listing_check" CHECK ("credit_ledger"."listing_kind" is null and "credit_ledger"."property_id" is null and "credit_ledger"."tenant_offer_id" is null
       or "credit_ledger"."listing_kind" = 'property' and "credit_ledger"."tenant_offer_id" is null
       or "credit_ledger"."listing_kind" = 'tenantOffer' and "credit_ledger"."property_id" is null);--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_entry_check" CHECK (("credit_ledger"."kind" = 'purchase' and "credit_ledger"."credits" > 0 and "credit_ledger"."payment_id" is not null and "credit_ledger"."days" is null and "credit_ledger"."listing_kind" is null)
       or ("credit_ledger"."kind" = 'promotion' and "credit_ledger"."credits" < 0 and "credit_ledger"."payment_id" is null and "credit_ledger"."days" > 0 and "credit_ledger"."premium_until" is not null and "credit_ledger"."listing_kind" is not null));