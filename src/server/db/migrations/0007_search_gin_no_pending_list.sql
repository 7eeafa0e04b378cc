DROP INDEX "plants_search_vector_idx";--> statement-breakpoint
DROP INDEX "search_words_word_trgm_idx";--> statement-breakpoint
CREATE INDEX "plants_search_vector_idx" ON "plants" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);