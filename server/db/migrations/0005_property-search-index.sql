DROP INDEX "properties_list_idx";--> statement-breakpoint
DROP INDEX "properties_district_id_idx";--> statement-breakpoint
DROP INDEX "properties_price_idx";--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING btree ("district_id","price","created_at","id","type","bedrooms","furniture","pet_friendly","area","owner_user_id") WHERE "properties"."status" = 'active' and "properties"."deleted_at" is null;