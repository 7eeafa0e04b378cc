DROP INDEX "plants_price_idx";--> statement-breakpoint
DROP INDEX "plants_price_desc_idx";--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "price_from_centimes" integer;--> statement-breakpoint
CREATE INDEX "plants_price_idx" ON "plants" USING btree ("price_from_centimes","id");--> statement-breakpoint
CREATE INDEX "plants_price_desc_idx" ON "plants" USING btree ("price_from_centimes" DESC NULLS LAST,"id");--> statement-breakpoint
-- The lowest price of a plant's sizes: cards say "from" it and the shop sorts by it (docs/contract.md §8).
UPDATE "plants" p SET "price_from_centimes" = (SELECT min(v."price_centimes") FROM "plant_variants" v WHERE v."plant_id" = p."id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.plant_copy_variants(pid integer) RETURNS void LANGUAGE sql AS $$
  UPDATE plants p
     SET price_centimes = f.price_centimes,
         original_price_centimes = f.original_price_centimes,
         stock = coalesce(f.stock, 0),
         stock_total = coalesce(t.total, 0),
         price_from_centimes = t.price_from
    FROM (SELECT 1) one
    LEFT JOIN LATERAL (SELECT v.price_centimes, v.original_price_centimes, v.stock FROM plant_variants v
                        WHERE v.plant_id = pid ORDER BY v.position, v.id LIMIT 1) f ON true
    LEFT JOIN LATERAL (SELECT sum(v.stock)::int AS total, min(v.price_centimes) AS price_from FROM plant_variants v WHERE v.plant_id = pid) t ON true
   WHERE p.id = pid
     AND (p.price_centimes, p.original_price_centimes, p.stock, p.stock_total, p.price_from_centimes)
         IS DISTINCT FROM (f.price_centimes, f.original_price_centimes, coalesce(f.stock, 0), coalesce(t.total, 0), t.price_from);
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.plants_guard_variant_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() = 1
     AND (NEW.price_centimes, NEW.original_price_centimes, NEW.stock, NEW.stock_total, NEW.price_from_centimes)
         IS DISTINCT FROM (OLD.price_centimes, OLD.original_price_centimes, OLD.stock, OLD.stock_total, OLD.price_from_centimes) THEN
    RAISE EXCEPTION 'plants.price_centimes, original_price_centimes, stock, stock_total and price_from_centimes are copied from plant_variants: write the variant'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
