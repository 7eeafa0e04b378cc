CREATE TABLE "review_photo_uploads" (
	"image_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_photo_uploads_image_id_user_id_pk" PRIMARY KEY("image_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "settings_audit" ADD COLUMN "old_source" text DEFAULT 'settings' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings_audit" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "review_photo_uploads" ADD CONSTRAINT "review_photo_uploads_image_id_uploaded_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploaded_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photo_uploads" ADD CONSTRAINT "review_photo_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;