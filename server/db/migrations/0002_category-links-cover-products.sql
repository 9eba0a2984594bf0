DROP INDEX "product_category_links_category_id_idx";--> statement-breakpoint
CREATE INDEX "product_category_links_category_id_idx" ON "product_category_links" USING btree ("category_id","product_id");