DROP INDEX "orders_utm_source_idx";--> statement-breakpoint
CREATE INDEX "orders_utm_source_idx" ON "orders" USING btree (lower("utm_source")) WHERE "orders"."utm_source" is not null;