-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index or a
-- generated column. This wrapper pins the schema-qualified dictionary and is declared IMMUTABLE:
-- the usual way to index unaccented text (https://stackoverflow.com/a/11007216).
CREATE OR REPLACE FUNCTION public.f_unaccent(text)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
RETURN public.unaccent('public.unaccent'::regdictionary, $1);
