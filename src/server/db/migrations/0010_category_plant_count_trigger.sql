-- Keeps categories.plant_count equal to the number of plants in each category, in the same
-- transaction as the change: the categories list and the shop's totals read it instead of counting
-- the plants table (PGlite has no visibility map to make such counts index-only).
CREATE OR REPLACE FUNCTION public.plants_maintain_category_count() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.category_id = NEW.category_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE public.categories SET plant_count = plant_count - 1 WHERE id = OLD.category_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE public.categories SET plant_count = plant_count + 1 WHERE id = NEW.category_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER plants_maintain_category_count
  AFTER INSERT OR DELETE OR UPDATE OF category_id ON public.plants
  FOR EACH ROW EXECUTE FUNCTION public.plants_maintain_category_count();
--> statement-breakpoint
UPDATE public.categories AS c
SET plant_count = (SELECT count(*) FROM public.plants AS p WHERE p.category_id = c.id);
