CREATE TABLE "blocked_phones" (
	"phone" text PRIMARY KEY NOT NULL,
	"blocked_by" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commune" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "desk" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "new_wilayas_from" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "cod_confirm_attempts" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "cod_confirm_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "order_link_secret" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "blocked_phones" ADD CONSTRAINT "blocked_phones_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_customer_phone_idx" ON "orders" USING btree ("customer_phone");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_check" CHECK ("order_events"."kind" in ('status', 'confirmed', 'paid', 'shipped', 'delivered', 'cancelled', 'note', 'call'));