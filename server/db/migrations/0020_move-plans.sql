CREATE TABLE "move_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "move_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_user_id" integer NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	"home_kind" text NOT NULL,
	"property_id" integer,
	"offer_id" integer,
	"home" jsonb NOT NULL,
	"move_in_date" date NOT NULL,
	"from_city_id" integer,
	"from_street" text,
	"people" integer NOT NULL,
	"pets" integer DEFAULT 0 NOT NULL,
	"moving" jsonb,
	"cleaning" jsonb,
	"deliveries" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"checked_out_at" timestamp with time zone,
	"checkout_key" text,
	"shop_order_id" integer,
	"moving_order_id" integer,
	"cleaning_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "move_plans_home_kind_check" CHECK ("move_plans"."home_kind" in ('property', 'flatmate')),
	CONSTRAINT "move_plans_people_check" CHECK ("move_plans"."people" between 1 and 12),
	CONSTRAINT "move_plans_pets_check" CHECK ("move_plans"."pets" between 0 and 10),
	CONSTRAINT "move_plans_from_check" CHECK (("move_plans"."from_city_id" is null) = ("move_plans"."from_street" is null)),
	CONSTRAINT "move_plans_moving_slot_check" CHECK ("move_plans"."moving" is null or not jsonb_path_exists("move_plans"."moving", '$.when.slot ? (!(@ == "08-11" || @ == "11-14" || @ == "14-17" || @ == "17-20"))')),
	CONSTRAINT "move_plans_cleaning_slot_check" CHECK ("move_plans"."cleaning" is null or not jsonb_path_exists("move_plans"."cleaning", '$.when.slot ? (!(@ == "08-11" || @ == "11-14" || @ == "14-17" || @ == "17-20"))')),
	CONSTRAINT "move_plans_deliveries_slot_check" CHECK (not jsonb_path_exists("move_plans"."deliveries", '$.*.slot ? (!(@ == "08-11" || @ == "11-14" || @ == "14-17" || @ == "17-20"))'))
);
--> statement-breakpoint
ALTER TABLE "order_vendor_groups" ADD COLUMN "delivery_day" date;--> statement-breakpoint
ALTER TABLE "order_vendor_groups" ADD COLUMN "delivery_slot" text;--> statement-breakpoint
ALTER TABLE "move_plans" ADD CONSTRAINT "move_plans_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_plans" ADD CONSTRAINT "move_plans_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_plans" ADD CONSTRAINT "move_plans_offer_id_tenant_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."tenant_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_plans" ADD CONSTRAINT "move_plans_from_city_id_cities_id_fk" FOREIGN KEY ("from_city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_plans" ADD CONSTRAINT "move_plans_shop_order_id_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_plans" ADD CONSTRAINT "move_plans_moving_order_id_cleaning_orders_id_fk" FOREIGN KEY ("moving_order_id") REFERENCES "public"."cleaning_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_plans" ADD CONSTRAINT "move_plans_cleaning_order_id_cleaning_orders_id_fk" FOREIGN KEY ("cleaning_order_id") REFERENCES "public"."cleaning_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "move_plans_owner_user_id_idx" ON "move_plans" USING btree ("owner_user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "move_plans_current_idx" ON "move_plans" USING btree ("owner_user_id") WHERE "move_plans"."current";--> statement-breakpoint
CREATE INDEX "move_plans_property_id_idx" ON "move_plans" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "move_plans_offer_id_idx" ON "move_plans" USING btree ("offer_id");--> statement-breakpoint
ALTER TABLE "order_vendor_groups" ADD CONSTRAINT "order_vendor_groups_delivery_slot_check" CHECK ("order_vendor_groups"."delivery_slot" in ('08-11', '11-14', '14-17', '17-20'));--> statement-breakpoint
ALTER TABLE "order_vendor_groups" ADD CONSTRAINT "order_vendor_groups_delivery_window_check" CHECK (("order_vendor_groups"."delivery_day" is null) = ("order_vendor_groups"."delivery_slot" is null));