CREATE TABLE "courier_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"ship_from_wilaya" text DEFAULT '16' NOT NULL,
	"yalidine_api_id" text DEFAULT '' NOT NULL,
	"yalidine_api_token" text DEFAULT '' NOT NULL,
	"yalidine_api_url" text DEFAULT '' NOT NULL,
	"yalidine_webhook_secret" text DEFAULT '' NOT NULL,
	"ecotrack_api_url" text DEFAULT '' NOT NULL,
	"ecotrack_api_token" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_settings_singleton_check" CHECK ("courier_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" uuid NOT NULL,
	"event_key" text NOT NULL,
	"kind" text DEFAULT 'status' NOT NULL,
	"status" text NOT NULL,
	"courier_status" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"courier" text NOT NULL,
	"state" text DEFAULT 'creating' NOT NULL,
	"tracking" text,
	"status" text DEFAULT 'created' NOT NULL,
	"courier_status" text,
	"reason" text,
	"label_url" text,
	"cash" text DEFAULT 'none' NOT NULL,
	"error" text,
	"fee_centimes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"polled_at" timestamp with time zone,
	CONSTRAINT "shipments_state_check" CHECK ("shipments"."state" in ('creating', 'live', 'failed')),
	CONSTRAINT "shipments_cash_check" CHECK ("shipments"."cash" in ('none', 'with_courier', 'remitted'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_order_status_check";--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_key" ON "shipment_events" USING btree ("shipment_id","event_key");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_at_idx" ON "shipment_events" USING btree ("shipment_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_live_per_order_key" ON "shipments" USING btree ("order_id") WHERE "shipments"."state" in ('creating', 'live');--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_courier_tracking_key" ON "shipments" USING btree ("courier","tracking");--> statement-breakpoint
CREATE INDEX "shipments_poll_idx" ON "shipments" USING btree ("courier","state","polled_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_status_check" CHECK ("orders"."order_status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'));