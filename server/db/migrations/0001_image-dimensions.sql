ALTER TABLE "product_images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "property_images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "property_images" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "tenant_offer_images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "tenant_offer_images" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_dimensions_check" CHECK (("product_images"."width" is null and "product_images"."height" is null) or ("product_images"."width" is not null and "product_images"."height" is not null and "product_images"."width" > 0 and "product_images"."height" > 0));--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_dimensions_check" CHECK (("property_images"."width" is null and "property_images"."height" is null) or ("property_images"."width" is not null and "property_images"."height" is not null and "property_images"."width" > 0 and "property_images"."height" > 0));--> statement-breakpoint
ALTER TABLE "tenant_offer_images" ADD CONSTRAINT "tenant_offer_images_dimensions_check" CHECK (("tenant_offer_images"."width" is null and "tenant_offer_images"."height" is null) or ("tenant_offer_images"."width" is not null and "tenant_offer_images"."height" is not null and "tenant_offer_images"."width" > 0 and "tenant_offer_images"."height" > 0));