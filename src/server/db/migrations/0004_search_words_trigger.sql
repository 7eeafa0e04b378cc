-- Keeps search_words (the lexicon used for typo tolerance) filled with every word of every plant's
-- search document. Row-level and only on the columns the document is made of: a stock update
-- during an order does not fire it. tsvector_to_array returns the lexemes sorted, so concurrent inserts
-- take the word locks in the same order (no deadlock).
CREATE OR REPLACE FUNCTION public.plants_collect_search_words() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO public.search_words (word)
  SELECT lexeme FROM unnest(tsvector_to_array(NEW.search_vector)) AS lexeme
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER plants_collect_search_words
  AFTER INSERT OR UPDATE OF name, common_name, scientific_name, family, description ON public.plants
  FOR EACH ROW EXECUTE FUNCTION public.plants_collect_search_words();
--> statement-breakpoint
INSERT INTO public.search_words (word)
SELECT DISTINCT lexeme FROM public.plants, unnest(tsvector_to_array(plants.search_vector)) AS lexeme
ON CONFLICT (word) DO NOTHING;
