CREATE TABLE "order_access_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_access_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_access_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "order_vendor_groups" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "order_vendor_groups" ADD COLUMN "carrier_name" text;--> statement-breakpoint
ALTER TABLE "order_vendor_groups" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "order_access_tokens" ADD CONSTRAINT "order_access_tokens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_access_tokens_order_id_idx" ON "order_access_tokens" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_vendor_groups" ADD CONSTRAINT "order_vendor_groups_carrier_check" CHECK ("order_vendor_groups"."carrier" in ('speedy', 'econt', 'boxnow', 'other'));--> statement-breakpoint
ALTER TABLE "order_vendor_groups" ADD CONSTRAINT "order_vendor_groups_shipment_check" CHECK (("order_vendor_groups"."carrier" is null) = ("order_vendor_groups"."tracking_number" is null) and ("order_vendor_groups"."carrier" is not distinct from 'other') = ("order_vendor_groups"."carrier_name" is not null));