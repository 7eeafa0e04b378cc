CREATE TABLE "shipping_rates" (
	"wilaya" integer PRIMARY KEY NOT NULL,
	"home_centimes" integer NOT NULL,
	"desk_centimes" integer,
	"days_min" integer NOT NULL,
	"days_max" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_rates_amounts_check" CHECK ("shipping_rates"."home_centimes" >= 0 and ("shipping_rates"."desk_centimes" is null or "shipping_rates"."desk_centimes" >= 0)),
	CONSTRAINT "shipping_rates_days_check" CHECK ("shipping_rates"."days_min" >= 0 and "shipping_rates"."days_max" >= "shipping_rates"."days_min")
);
--> statement-breakpoint
ALTER TABLE "settings" ALTER COLUMN "payment_methods" SET DEFAULT '{bank_transfer,cod,chargily,stripe}'::text[];--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" text DEFAULT 'home' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_url" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "chargily_secret_key" text DEFAULT '' NOT NULL;