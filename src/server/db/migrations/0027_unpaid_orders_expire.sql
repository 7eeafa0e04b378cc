ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "unpaid_units_per_order" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "unpaid_units_per_account" integer DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "bank_transfer_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "card_payment_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_payment_due_at_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."payment_due_at" is not null;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_check" CHECK ("order_events"."kind" in ('status', 'confirmed', 'paid', 'shipped', 'delivered', 'cancelled', 'note', 'call', 'payment'));--> statement-breakpoint
-- Orders already waiting for their payment get the default deadlines, counted from when they were placed.
UPDATE "orders" SET "payment_due_at" = "created_at" + (CASE "payment_method" WHEN 'bank_transfer' THEN interval '7 days' ELSE interval '60 minutes' END)
WHERE "payment_method" IN ('bank_transfer', 'chargily') AND "order_status" = 'pending' AND "payment_status" IN ('pending', 'failed');
