ALTER TABLE "plants" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Every plant's one picture becomes its first photo (issue 39 item 2).
UPDATE "plants" SET "images" = jsonb_build_array(jsonb_build_object('url', "image_url", 'alt', NULL, 'altFr', NULL, 'altAr', NULL)) WHERE "image_url" IS NOT NULL;
