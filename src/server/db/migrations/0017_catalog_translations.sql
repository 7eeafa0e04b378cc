-- Arabic as the shopper may type it: without harakat (tashkeel, U+064B–U+065F, the dagger alef
-- U+0670) or tatweel (U+0640); أ إ آ ٱ read as ا, ى as ي, ة as ه; and without the article ال at the
-- start of a word of at least two more letters, so 'الزيتون' finds 'زيتون' and the other way round.
-- Applied to the search document (schema/catalog.ts) and to the query (catalog.repository.ts), so
-- both sides always agree. Latin text passes through unchanged. IMMUTABLE: it is part of a
-- generated column; it depends on nothing but its argument.
CREATE OR REPLACE FUNCTION public.f_arabic_normalize(text)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
RETURN regexp_replace(
  translate(regexp_replace($1, '[\u064B-\u065F\u0670\u0640]', '', 'g'), 'أإآٱىة', 'اااايه'),
  '(^|[^\u0621-\u064A])ال(?=[\u0621-\u064A]{2})', '\1', 'g');
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_fr" text;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_ar" text;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_fr" text;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_ar" text;
--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "name_fr" text;
--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "name_ar" text;
--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "description_fr" text;
--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "description_ar" text;
--> statement-breakpoint
ALTER TABLE "plants" drop column "search_vector";
--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, public.f_arabic_normalize(public.f_unaccent(coalesce(name, '') || ' ' || coalesce(common_name, '') || ' ' || coalesce(scientific_name, '') || ' ' || coalesce(family, '') || ' ' || coalesce(name_fr, '') || ' ' || coalesce(name_ar, '')))), 'A') || setweight(to_tsvector('simple'::regconfig, public.f_arabic_normalize(public.f_unaccent(coalesce(description, '') || ' ' || coalesce(description_fr, '') || ' ' || coalesce(description_ar, '')))), 'B')) STORED NOT NULL;
--> statement-breakpoint
-- Dropping the column dropped its index: the same GIN index again (fastupdate off, see migration 0007).
CREATE INDEX "plants_search_vector_idx" ON "plants" USING gin ("search_vector") WITH (fastupdate=false);
--> statement-breakpoint
-- The typo-tolerance lexicon (migration 0004) must also hear about edits of the translations.
DROP TRIGGER IF EXISTS plants_collect_search_words ON public.plants;--> statement-breakpoint
CREATE TRIGGER plants_collect_search_words
  AFTER INSERT OR UPDATE OF name, common_name, scientific_name, family, description, name_fr, name_ar, description_fr, description_ar ON public.plants
  FOR EACH ROW EXECUTE FUNCTION public.plants_collect_search_words();
--> statement-breakpoint
-- The existing plants' Arabic words, normalised the new way, join the lexicon.
INSERT INTO public.search_words (word)
SELECT DISTINCT lexeme FROM public.plants, unnest(tsvector_to_array(plants.search_vector)) AS lexeme
ON CONFLICT (word) DO NOTHING;
