CREATE TABLE "order_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"customer_name" text,
	"wilaya" text,
	"items" jsonb NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "access_key_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "click_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "express_orders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_drafts" ADD CONSTRAINT "order_drafts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_drafts_phone_idx" ON "order_drafts" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "order_drafts_updated_at_idx" ON "order_drafts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "orders_express_phone_idx" ON "orders" USING btree ("customer_phone","created_at") WHERE "orders"."channel" = 'express';--> statement-breakpoint
CREATE INDEX "orders_utm_source_idx" ON "orders" USING btree ("utm_source") WHERE "orders"."utm_source" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_check" CHECK ("orders"."channel" in ('checkout', 'express'));