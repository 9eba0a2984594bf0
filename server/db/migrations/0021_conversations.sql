CREATE TABLE "conversation_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversation_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversation_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"sender" text NOT NULL,
	"sender_key" text NOT NULL,
	"kind" text DEFAULT 'text' NOT NULL,
	"body" text,
	"at" timestamp(0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_sender_check" CHECK ("conversation_messages"."sender" in ('owner', 'guest')),
	CONSTRAINT "conversation_messages_kind_check" CHECK ("conversation_messages"."kind" in ('text', 'viewing-requested', 'viewing-proposed', 'viewing-accepted', 'viewing-declined')),
	CONSTRAINT "conversation_messages_content_check" CHECK ("conversation_messages"."body" is not null or "conversation_messages"."kind" <> 'text')
);
--> statement-breakpoint
CREATE TABLE "conversation_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversation_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"side" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_reports_side_check" CHECK ("conversation_reports"."side" in ('owner', 'guest')),
	CONSTRAINT "conversation_reports_reason_check" CHECK ("conversation_reports"."reason" in ('abuse', 'scam', 'listing-missing'))
);
--> statement-breakpoint
CREATE TABLE "conversation_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email_notices" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject_kind" text NOT NULL,
	"property_id" integer,
	"viewing_request_id" integer,
	"tenant_offer_id" integer,
	"order_id" integer,
	"vendor_id" integer,
	"owner_user_id" integer NOT NULL,
	"guest_user_id" integer,
	"guest_name" text NOT NULL,
	"guest_email" text NOT NULL,
	"guest_phone" text,
	"guest_locale" text DEFAULT 'bg' NOT NULL,
	"owner_read_id" integer,
	"guest_read_id" integer,
	"owner_blocked_at" timestamp with time zone,
	"guest_blocked_at" timestamp with time zone,
	"guest_notices" boolean DEFAULT true NOT NULL,
	"owner_notified_at" timestamp with time zone,
	"guest_notified_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_subject_kind_check" CHECK ("conversations"."subject_kind" in ('property', 'tenant-offer', 'order')),
	CONSTRAINT "conversations_subject_check" CHECK (case "conversations"."subject_kind"
        when 'property' then "conversations"."property_id" is not null and "conversations"."viewing_request_id" is not null and "conversations"."tenant_offer_id" is null and "conversations"."order_id" is null
        when 'tenant-offer' then "conversations"."tenant_offer_id" is not null and "conversations"."property_id" is null and "conversations"."order_id" is null
        else "conversations"."order_id" is not null and "conversations"."vendor_id" is not null and "conversations"."property_id" is null and "conversations"."tenant_offer_id" is null
      end)
);
--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD COLUMN "status" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD COLUMN "proposed_by" text DEFAULT 'guest' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_links" ADD CONSTRAINT "conversation_links_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_settings" ADD CONSTRAINT "conversation_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_viewing_request_id_viewing_requests_id_fk" FOREIGN KEY ("viewing_request_id") REFERENCES "public"."viewing_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_tenant_offer_id_tenant_offers_id_fk" FOREIGN KEY ("tenant_offer_id") REFERENCES "public"."tenant_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_guest_user_id_users_id_fk" FOREIGN KEY ("guest_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_links_conversation_id_idx" ON "conversation_links" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_id_idx" ON "conversation_messages" USING btree ("conversation_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversation_messages_sender_key_idx" ON "conversation_messages" USING btree ("sender_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_reports_conversation_side_idx" ON "conversation_reports" USING btree ("conversation_id","side");--> statement-breakpoint
CREATE INDEX "conversations_owner_user_id_idx" ON "conversations" USING btree ("owner_user_id","last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_guest_user_id_idx" ON "conversations" USING btree ("guest_user_id","last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_guest_email_idx" ON "conversations" USING btree ("guest_email");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_viewing_request_id_idx" ON "conversations" USING btree ("viewing_request_id");--> statement-breakpoint
CREATE INDEX "conversations_property_id_idx" ON "conversations" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_tenant_offer_guest_idx" ON "conversations" USING btree ("tenant_offer_id","guest_email");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_order_vendor_idx" ON "conversations" USING btree ("order_id","vendor_id");--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD CONSTRAINT "viewing_requests_status_check" CHECK ("viewing_requests"."status" in ('requested', 'proposed', 'accepted', 'declined'));--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD CONSTRAINT "viewing_requests_proposed_by_check" CHECK ("viewing_requests"."proposed_by" in ('owner', 'guest'));