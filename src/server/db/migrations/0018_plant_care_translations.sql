ALTER TABLE "plants" ADD COLUMN "origin_fr" text;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "origin_ar" text;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "light_requirements_fr" text;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "light_requirements_ar" text;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "watering_schedule_fr" text;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "watering_schedule_ar" text;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "care_instructions_fr" text;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "care_instructions_ar" text;