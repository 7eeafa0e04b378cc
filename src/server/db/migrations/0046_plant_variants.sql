CREATE TABLE "plant_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plant_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plant_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"label_fr" text,
	"label_ar" text,
	"sku" text,
	"price_centimes" integer,
	"original_price_centimes" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plant_variants_stock_check" CHECK ("plant_variants"."stock" >= 0),
	CONSTRAINT "plant_variants_price_check" CHECK ("plant_variants"."price_centimes" is null or "plant_variants"."price_centimes" >= 0),
	CONSTRAINT "plant_variants_original_price_check" CHECK ("plant_variants"."original_price_centimes" is null or "plant_variants"."original_price_centimes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "stock_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_label" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_label_fr" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_label_ar" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "plant_variants" ADD CONSTRAINT "plant_variants_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plant_variants_plant_id_idx" ON "plant_variants" USING btree ("plant_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "plant_variants_sku_key" ON "plant_variants" USING btree (lower("sku")) WHERE "plant_variants"."sku" is not null;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_plant_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."plant_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_variant_id_idx" ON "order_items" USING btree ("variant_id");--> statement-breakpoint
-- Every plant gets one size with its price and stock (its label empty); the lines of orders placed
-- before point at it, so cancelling one puts its units back where they came from.
INSERT INTO "plant_variants" ("plant_id", "position", "label", "price_centimes", "original_price_centimes", "stock")
  SELECT "id", 0, '', "price_centimes", "original_price_centimes", "stock" FROM "plants" ORDER BY "id";--> statement-breakpoint
UPDATE "plants" SET "stock_total" = "stock";--> statement-breakpoint
UPDATE "order_items" SET "variant_id" = v."id" FROM "plant_variants" v WHERE v."plant_id" = "order_items"."plant_id";--> statement-breakpoint
-- The plant's price, original price and stock are its first size's, and stock_total all its sizes'
-- (docs/contract.md §8): copied here whenever a size changes, written only when they differ.
CREATE FUNCTION public.plant_copy_variants(pid integer) RETURNS void LANGUAGE sql AS $$
  UPDATE plants p
     SET price_centimes = f.price_centimes,
         original_price_centimes = f.original_price_centimes,
         stock = coalesce(f.stock, 0),
         stock_total = coalesce(t.total, 0)
    FROM (SELECT 1) one
    LEFT JOIN LATERAL (SELECT v.price_centimes, v.original_price_centimes, v.stock FROM plant_variants v
                        WHERE v.plant_id = pid ORDER BY v.position, v.id LIMIT 1) f ON true
    LEFT JOIN LATERAL (SELECT sum(v.stock)::int AS total FROM plant_variants v WHERE v.plant_id = pid) t ON true
   WHERE p.id = pid
     AND (p.price_centimes, p.original_price_centimes, p.stock, p.stock_total)
         IS DISTINCT FROM (f.price_centimes, f.original_price_centimes, coalesce(f.stock, 0), coalesce(t.total, 0));
$$;--> statement-breakpoint
CREATE FUNCTION public.plant_variants_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN PERFORM public.plant_copy_variants(NEW.plant_id); END IF;
  IF TG_OP = 'DELETE' OR NEW.plant_id <> OLD.plant_id THEN PERFORM public.plant_copy_variants(OLD.plant_id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER plant_variants_copy AFTER INSERT OR UPDATE OR DELETE ON "plant_variants"
  FOR EACH ROW EXECUTE FUNCTION public.plant_variants_copy();--> statement-breakpoint
-- A plant inserted with a price and stock (the spec's form, the seed, a test) gets them as its first size.
CREATE FUNCTION public.plants_first_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO plant_variants (plant_id, position, label, price_centimes, original_price_centimes, stock)
    VALUES (NEW.id, 0, '', NEW.price_centimes, NEW.original_price_centimes, NEW.stock);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER plants_first_variant AFTER INSERT ON "plants"
  FOR EACH ROW EXECUTE FUNCTION public.plants_first_variant();--> statement-breakpoint
-- Only the copy above writes those columns after the insert: a direct update would make the plant say
-- one price and its size sell at another, so it fails loudly instead.
CREATE FUNCTION public.plants_guard_variant_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() = 1
     AND (NEW.price_centimes, NEW.original_price_centimes, NEW.stock, NEW.stock_total)
         IS DISTINCT FROM (OLD.price_centimes, OLD.original_price_centimes, OLD.stock, OLD.stock_total) THEN
    RAISE EXCEPTION 'plants.price_centimes, original_price_centimes, stock and stock_total are copied from plant_variants: write the variant'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER plants_guard_variant_columns BEFORE UPDATE ON "plants"
  FOR EACH ROW EXECUTE FUNCTION public.plants_guard_variant_columns();
