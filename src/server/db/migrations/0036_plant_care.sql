CREATE TABLE "care_gardens" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"wilaya" smallint,
	"weekly_email" boolean DEFAULT false NOT NULL,
	"lang" text DEFAULT 'fr' NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "care_push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "care_reminder_claims" (
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_reminder_claims_user_id_day_channel_pk" PRIMARY KEY("user_id","day","channel")
);
--> statement-breakpoint
CREATE TABLE "care_vapid_keys" (
	"id" smallint PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "garden_plants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"order_item_id" integer,
	"identification_id" uuid,
	"catalogue_plant_id" integer,
	"species_name" text,
	"label" text NOT NULL,
	"nickname" text,
	"photo_id" uuid,
	"watered_at" timestamp with time zone,
	"fed_at" timestamp with time zone,
	"repotted_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garden_plants_source_check" CHECK ("garden_plants"."source" in ('order', 'identification', 'own'))
);
--> statement-breakpoint
ALTER TABLE "care_gardens" ADD CONSTRAINT "care_gardens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_push_subscriptions" ADD CONSTRAINT "care_push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_reminder_claims" ADD CONSTRAINT "care_reminder_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garden_plants" ADD CONSTRAINT "garden_plants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garden_plants" ADD CONSTRAINT "garden_plants_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garden_plants" ADD CONSTRAINT "garden_plants_identification_id_identifications_id_fk" FOREIGN KEY ("identification_id") REFERENCES "public"."identifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garden_plants" ADD CONSTRAINT "garden_plants_catalogue_plant_id_plants_id_fk" FOREIGN KEY ("catalogue_plant_id") REFERENCES "public"."plants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garden_plants" ADD CONSTRAINT "garden_plants_photo_id_uploaded_images_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."uploaded_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_push_subscriptions_endpoint_key" ON "care_push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "care_push_subscriptions_user_idx" ON "care_push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "garden_plants_user_idx" ON "garden_plants" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "garden_plants_order_item_key" ON "garden_plants" USING btree ("user_id","order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "garden_plants_identification_key" ON "garden_plants" USING btree ("user_id","identification_id");