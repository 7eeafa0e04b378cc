CREATE TABLE "conversion_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversion_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"platform" text NOT NULL,
	"event" text NOT NULL,
	"order_id" uuid NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"visit" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversion_events_status_check" CHECK ("conversion_events"."status" in ('pending', 'sent', 'failed', 'dropped'))
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "meta_pixel_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "meta_access_token" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "meta_test_event_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "tiktok_pixel_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "tiktok_access_token" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "tiktok_test_event_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversion_events" ADD CONSTRAINT "conversion_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_events_once_idx" ON "conversion_events" USING btree ("platform","order_id","event");--> statement-breakpoint
CREATE INDEX "conversion_events_due_idx" ON "conversion_events" USING btree ("status","next_attempt_at");