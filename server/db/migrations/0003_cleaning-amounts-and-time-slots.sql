ALTER TABLE "cleaning_services" DROP CONSTRAINT "cleaning_services_months_check";--> statement-breakpoint
-- Orders placed before time slots existed get the morning slot, so the column can be NOT NULL.
ALTER TABLE "cleaning_orders" ADD COLUMN "time_slot" text;--> statement-breakpoint
UPDATE "cleaning_orders" SET "time_slot" = '08-11' WHERE "time_slot" IS NULL;--> statement-breakpoint
ALTER TABLE "cleaning_orders" ALTER COLUMN "time_slot" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cleaning_services" ADD COLUMN "group_description" jsonb;--> statement-breakpoint
ALTER TABLE "cleaning_services" ADD COLUMN "min_amount" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cleaning_services" ADD COLUMN "max_amount" integer DEFAULT 100000 NOT NULL;--> statement-breakpoint
ALTER TABLE "cleaning_orders" ADD CONSTRAINT "cleaning_orders_time_slot_check" CHECK ("cleaning_orders"."time_slot" in ('08-11', '11-14', '14-17', '17-20'));--> statement-breakpoint
ALTER TABLE "cleaning_services" ADD CONSTRAINT "cleaning_services_amount_range_check" CHECK ("cleaning_services"."min_amount" >= 1 and "cleaning_services"."max_amount" >= "cleaning_services"."min_amount" and "cleaning_services"."max_amount" <= 100000);--> statement-breakpoint
ALTER TABLE "cleaning_services" ADD CONSTRAINT "cleaning_services_months_check" CHECK ("cleaning_services"."months" between 1 and 12);