CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"plant_id" integer,
	"plant_name" text NOT NULL,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "reviews_lang_check" CHECK ("reviews"."lang" in ('en', 'fr', 'ar'))
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "publish_reviews_at_once" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_plant_key" ON "reviews" USING btree ("user_id","plant_id");--> statement-breakpoint
CREATE INDEX "reviews_plant_status_created_idx" ON "reviews" USING btree ("plant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at","id");--> statement-breakpoint

-- Issue 27 (hand-written): the figures seeded before reviews existed were invented; no review row stands behind any of them.
UPDATE "plants" SET "rating" = NULL, "review_count" = 0;
