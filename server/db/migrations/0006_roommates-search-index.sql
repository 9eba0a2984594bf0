DROP INDEX "tenant_offers_list_idx";--> statement-breakpoint
DROP INDEX "tenant_offers_city_id_idx";--> statement-breakpoint
DROP INDEX "tenant_offers_price_idx";--> statement-breakpoint
CREATE INDEX "tenant_offers_search_idx" ON "tenant_offers" USING btree ("city_id","created_at","id","price","university_id") WHERE "tenant_offers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tenant_offers_newest_idx" ON "tenant_offers" USING btree ("created_at","id","price","university_id","city_id") WHERE "tenant_offers"."deleted_at" is null;