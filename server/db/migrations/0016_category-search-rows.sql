CREATE TABLE "product_search_rows" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"charged" integer NOT NULL,
	"promo" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"title_bg" text NOT NULL,
	"title_en" text NOT NULL,
	"attribute_bits" bigint NOT NULL,
	CONSTRAINT "product_search_rows_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_search_rows" ADD CONSTRAINT "product_search_rows_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search_rows" ADD CONSTRAINT "product_search_rows_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_rows_product_id_idx" ON "product_search_rows" USING btree ("product_id");--> statement-breakpoint
-- Hand-written from here on (docs/decisions/0010, "The category search").
-- The primary key carries every other column, so a category's page, total, price range and
-- facet counts are one index-only scan of its range.
ALTER TABLE "product_search_rows" DROP CONSTRAINT "product_search_rows_pk";--> statement-breakpoint
ALTER TABLE "product_search_rows" ADD CONSTRAINT "product_search_rows_pk" PRIMARY KEY ("category_id", "product_id") INCLUDE ("charged", "promo", "created_at", "attribute_bits", "title_bg", "title_en");--> statement-breakpoint
-- Each declared value of a category's filters and its bit: the filters in their order, each
-- one's values in theirs.
CREATE VIEW "category_filter_bits" AS
  SELECT "category_id", "key", "value", (1::bigint << ("position" - 1)::int) AS "bit"
  FROM (
    SELECT f."category_id", f."key", v."value" ->> 'value' AS "value",
           row_number() OVER (PARTITION BY f."category_id" ORDER BY f."sort_order", f."id", v."ordinality") AS "position"
    FROM "category_filters" f, jsonb_array_elements(f."values") WITH ORDINALITY AS v("value", "ordinality")
  ) AS "numbered";--> statement-breakpoint
CREATE FUNCTION "product_search_bits"("category" integer, "attributes" jsonb) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce(bit_or(b."bit"), 0) FROM "category_filter_bits" b WHERE b."category_id" = "category" AND "attributes" ->> b."key" = b."value"
$$;--> statement-breakpoint
-- The rows of these products, written again from the products and their links.
CREATE FUNCTION "product_search_rows_refresh"("targets" integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "product_search_rows" WHERE "product_id" = ANY("targets");
  INSERT INTO "product_search_rows" ("category_id", "product_id", "charged", "promo", "created_at", "title_bg", "title_en", "attribute_bits")
  SELECT l."category_id", p."id", coalesce(p."promo_price", p."price"), p."promo_price" IS NOT NULL, p."created_at",
         lower(coalesce(p."title" ->> 'bg', p."title" ->> 'en', '')), lower(coalesce(p."title" ->> 'en', p."title" ->> 'bg', '')),
         "product_search_bits"(l."category_id", p."attributes")
  FROM "products" p JOIN "product_category_links" l ON l."product_id" = p."id"
  WHERE p."id" = ANY("targets") AND p."deleted_at" IS NULL AND p."stock" > 0;
$$;--> statement-breakpoint
CREATE FUNCTION "product_search_rows_on_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A deleted product's rows go with it (ON DELETE CASCADE); a new one has no links yet.
  IF TG_OP = 'DELETE' THEN
    PERFORM "product_search_rows_refresh"(ARRAY(SELECT DISTINCT "product_id" FROM "gone"));
  ELSIF TG_TABLE_NAME = 'products' THEN
    PERFORM "product_search_rows_refresh"(ARRAY(SELECT "id" FROM "changed"));
  ELSE
    PERFORM "product_search_rows_refresh"(ARRAY(SELECT DISTINCT "product_id" FROM "changed"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_search_rows_product_updated" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "product_search_rows_on_change"();--> statement-breakpoint
CREATE TRIGGER "product_search_rows_link_added" AFTER INSERT ON "product_category_links" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "product_search_rows_on_change"();--> statement-breakpoint
CREATE TRIGGER "product_search_rows_link_removed" AFTER DELETE ON "product_category_links" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "product_search_rows_on_change"();--> statement-breakpoint
-- A category's filters changed: its products' bits are counted again (at most 63 values a category).
CREATE FUNCTION "product_search_rows_on_filters"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "touched" integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN "touched" := ARRAY(SELECT "category_id" FROM "changed");
  ELSIF TG_OP = 'DELETE' THEN "touched" := ARRAY(SELECT "category_id" FROM "gone");
  ELSE "touched" := ARRAY(SELECT "category_id" FROM "changed" UNION SELECT "category_id" FROM "gone");
  END IF;
  IF EXISTS (SELECT 1 FROM "category_filter_bits" WHERE "category_id" = ANY("touched") GROUP BY "category_id" HAVING count(*) > 63) THEN
    RAISE EXCEPTION 'a category''s filters hold at most 63 values (product_search_rows.attribute_bits)';
  END IF;
  UPDATE "product_search_rows" r SET "attribute_bits" = "product_search_bits"(r."category_id", p."attributes")
  FROM "products" p WHERE p."id" = r."product_id" AND r."category_id" = ANY("touched");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_search_rows_filters_added" AFTER INSERT ON "category_filters" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "product_search_rows_on_filters"();
--> statement-breakpoint
CREATE TRIGGER "product_search_rows_filters_updated" AFTER UPDATE ON "category_filters" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "product_search_rows_on_filters"();--> statement-breakpoint
CREATE TRIGGER "product_search_rows_filters_removed" AFTER DELETE ON "category_filters" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "product_search_rows_on_filters"();--> statement-breakpoint
-- The products there already.
SELECT "product_search_rows_refresh"(ARRAY(SELECT "id" FROM "products"));
