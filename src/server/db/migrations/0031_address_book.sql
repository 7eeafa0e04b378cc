CREATE TABLE "saved_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"zip_code" text,
	"wilaya" text,
	"commune" text,
	"delivery" text DEFAULT 'home' NOT NULL,
	"desk" text,
	"fingerprint" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_addresses_user_fingerprint_key" ON "saved_addresses" USING btree ("user_id","fingerprint");--> statement-breakpoint
CREATE INDEX "saved_addresses_user_used_at_idx" ON "saved_addresses" USING btree ("user_id","used_at");