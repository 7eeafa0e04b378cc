CREATE TABLE "courier_accounts" (
	"courier" text PRIMARY KEY NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The keys saved until now, one row per courier, only the fields that hold a value (decision 018).
INSERT INTO "courier_accounts" ("courier", "settings")
SELECT "courier", "settings" FROM (
	SELECT 'yalidine' AS "courier", jsonb_strip_nulls(jsonb_build_object(
		'apiUrl', nullif(trim("yalidine_api_url"), ''),
		'apiId', nullif(trim("yalidine_api_id"), ''),
		'apiToken', nullif(trim("yalidine_api_token"), ''),
		'webhookSecret', nullif(trim("yalidine_webhook_secret"), ''))) AS "settings"
	FROM "courier_settings" WHERE "id" = 1
	UNION ALL
	SELECT 'ecotrack', jsonb_strip_nulls(jsonb_build_object(
		'apiUrl', nullif(trim("ecotrack_api_url"), ''),
		'apiToken', nullif(trim("ecotrack_api_token"), '')))
	FROM "courier_settings" WHERE "id" = 1
) AS "saved" WHERE "settings" <> '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "courier_settings" DROP COLUMN "yalidine_api_id";--> statement-breakpoint
ALTER TABLE "courier_settings" DROP COLUMN "yalidine_api_token";--> statement-breakpoint
ALTER TABLE "courier_settings" DROP COLUMN "yalidine_api_url";--> statement-breakpoint
ALTER TABLE "courier_settings" DROP COLUMN "yalidine_webhook_secret";--> statement-breakpoint
ALTER TABLE "courier_settings" DROP COLUMN "ecotrack_api_url";--> statement-breakpoint
ALTER TABLE "courier_settings" DROP COLUMN "ecotrack_api_token";