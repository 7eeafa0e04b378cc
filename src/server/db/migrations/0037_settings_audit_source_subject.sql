ALTER TABLE "settings_audit" ADD COLUMN "old_source" text DEFAULT 'settings' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings_audit" ADD COLUMN "subject" text;