-- A category page's search (server/areas/shop/search.ts) reads, for each of a category's live
-- products, what its filters, price bounds, facet counts and orderings need. Fetched from
-- `products`, those rows are scattered over the whole table (26,000 random row reads for a
-- category of a million products: 180 ms); so each link carries a copy of those columns, kept
-- by triggers, and one covering index holds a category's live products side by side: an
-- index-only scan reads them in a few megabytes.
ALTER TABLE "product_category_links" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "product_category_links" ADD COLUMN "title" jsonb;--> statement-breakpoint
ALTER TABLE "product_category_links" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "product_category_links" ADD COLUMN "promo_price" integer;--> statement-breakpoint
ALTER TABLE "product_category_links" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "product_category_links" ADD COLUMN "attributes" jsonb;--> statement-breakpoint
ALTER TABLE "product_category_links" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_category_links" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
UPDATE "product_category_links" AS l SET "vendor_id" = p."vendor_id", "title" = p."title", "price" = p."price", "promo_price" = p."promo_price",
  "stock" = p."stock", "attributes" = p."attributes", "deleted_at" = p."deleted_at", "created_at" = p."created_at"
  FROM "products" AS p WHERE p."id" = l."product_id";--> statement-breakpoint
CREATE FUNCTION "product_category_links_copy_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."vendor_id", p."title", p."price", p."promo_price", p."stock", p."attributes", p."deleted_at", p."created_at"
    INTO NEW."vendor_id", NEW."title", NEW."price", NEW."promo_price", NEW."stock", NEW."attributes", NEW."deleted_at", NEW."created_at"
    FROM "products" AS p WHERE p."id" = NEW."product_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_category_links_copy_product" BEFORE INSERT OR UPDATE OF "product_id" ON "product_category_links"
  FOR EACH ROW EXECUTE FUNCTION "product_category_links_copy_product"();--> statement-breakpoint
CREATE FUNCTION "products_copy_to_category_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_category_links" SET "vendor_id" = NEW."vendor_id", "title" = NEW."title", "price" = NEW."price", "promo_price" = NEW."promo_price",
    "stock" = NEW."stock", "attributes" = NEW."attributes", "deleted_at" = NEW."deleted_at", "created_at" = NEW."created_at"
    WHERE "product_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_copy_to_category_links" AFTER UPDATE ON "products" FOR EACH ROW
  WHEN ((OLD."vendor_id", OLD."title", OLD."price", OLD."promo_price", OLD."stock", OLD."attributes", OLD."deleted_at", OLD."created_at")
    IS DISTINCT FROM (NEW."vendor_id", NEW."title", NEW."price", NEW."promo_price", NEW."stock", NEW."attributes", NEW."deleted_at", NEW."created_at"))
  EXECUTE FUNCTION "products_copy_to_category_links"();--> statement-breakpoint
CREATE INDEX "product_category_links_live_idx" ON "product_category_links" ("category_id")
  INCLUDE ("product_id", "vendor_id", "title", "price", "promo_price", "attributes", "created_at")
  WHERE "deleted_at" IS NULL AND "stock" > 0;
