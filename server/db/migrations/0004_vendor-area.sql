CREATE TABLE "product_import_errors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_import_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"column" text,
	"key" text NOT NULL,
	"params" jsonb
);
--> statement-breakpoint
CREATE TABLE "product_import_rows" (
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"sku" text NOT NULL,
	"product" jsonb NOT NULL,
	CONSTRAINT "product_import_rows_pk" PRIMARY KEY("import_id","row"),
	CONSTRAINT "product_import_rows_import_id_sku_unique" UNIQUE("import_id","sku")
);
--> statement-breakpoint
ALTER TABLE "product_imports" DROP CONSTRAINT "product_imports_rows_check";--> statement-breakpoint
ALTER TABLE "product_imports" DROP CONSTRAINT "product_imports_status_check";--> statement-breakpoint
ALTER TABLE "product_imports" ALTER COLUMN "status" SET DEFAULT 'parsing';--> statement-breakpoint
ALTER TABLE "product_imports" ALTER COLUMN "total_rows" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "product_imports" ALTER COLUMN "total_rows" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'bg' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN "format" text NOT NULL;--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN "file_size" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN "bytes_read" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN "parsed_through_row" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN "processed_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN "valid_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN "error_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN "error_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN "published_through_row" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN "published_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN "created_products" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN "updated_products" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN "failure_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "product_import_errors" ADD CONSTRAINT "product_import_errors_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_rows" ADD CONSTRAINT "product_import_rows_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_import_errors_import_id_idx" ON "product_import_errors" USING btree ("import_id","row","id");--> statement-breakpoint
CREATE INDEX "product_imports_status_idx" ON "product_imports" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "products_vendor_id_sku_unique" ON "products" USING btree ("vendor_id","sku") WHERE "products"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "product_imports" DROP COLUMN "imported_rows";--> statement-breakpoint
ALTER TABLE "product_imports" DROP COLUMN "errors";--> statement-breakpoint
ALTER TABLE "product_imports" DROP COLUMN "rows";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_locale_check" CHECK ("orders"."locale" in ('bg', 'en'));--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_format_check" CHECK ("product_imports"."format" in ('csv', 'xlsx'));--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_counts_check" CHECK ("product_imports"."processed_rows" >= 0 and "product_imports"."valid_rows" >= 0 and "product_imports"."error_rows" >= 0 and "product_imports"."published_rows" <= "product_imports"."valid_rows");--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_status_check" CHECK ("product_imports"."status" in ('parsing', 'parsed', 'publishing', 'completed', 'failed', 'cancelled'));