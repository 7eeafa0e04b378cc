CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "categories_name_key";--> statement-breakpoint
DROP INDEX "plants_category_id_idx";--> statement-breakpoint
DROP INDEX "plants_featured_idx";--> statement-breakpoint
DROP INDEX "plants_created_at_idx";--> statement-breakpoint
DROP INDEX "plants_price_idx";--> statement-breakpoint
DROP INDEX "plants_rating_idx";--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, public.f_unaccent(coalesce(name, '') || ' ' || coalesce(common_name, '') || ' ' || coalesce(scientific_name, '') || ' ' || coalesce(family, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, public.f_unaccent(coalesce(description, ''))), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plants_price_desc_idx" ON "plants" USING btree ("price_centimes" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "plants_search_vector_idx" ON "plants" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "plants_category_id_idx" ON "plants" USING btree ("category_id","featured","created_at","id");--> statement-breakpoint
CREATE INDEX "plants_featured_idx" ON "plants" USING btree ("featured","created_at","id");--> statement-breakpoint
CREATE INDEX "plants_created_at_idx" ON "plants" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "plants_price_idx" ON "plants" USING btree ("price_centimes","id");--> statement-breakpoint
CREATE INDEX "plants_rating_idx" ON "plants" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id");