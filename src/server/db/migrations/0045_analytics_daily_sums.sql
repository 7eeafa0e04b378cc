CREATE TABLE "analytics_order_days" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"wilaya" text,
	"source" text,
	"campaign" text,
	"orders" integer NOT NULL,
	"revenue_centimes" bigint NOT NULL,
	"delivered" integer NOT NULL,
	"returned" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"confirmed" integer NOT NULL,
	CONSTRAINT "analytics_order_days_dimension_check" CHECK ("analytics_order_days"."dimension" in ('day', 'wilaya', 'source'))
);
--> statement-breakpoint
CREATE TABLE "analytics_parcel_days" (
	"day" date NOT NULL,
	"courier" text NOT NULL,
	"parcels" integer NOT NULL,
	"delivered" integer NOT NULL,
	"returned" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_plant_days" (
	"day" date NOT NULL,
	"plant_id" integer,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"orders" integer NOT NULL,
	"revenue_centimes" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_stale_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_stale_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_order_days_day_idx" ON "analytics_order_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_parcel_days_day_idx" ON "analytics_parcel_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_plant_days_day_idx" ON "analytics_plant_days" USING btree ("day");--> statement-breakpoint
-- The shop's day of an instant: Algiers keeps UTC+1 all year (no summer time). The same rule as
-- `shopDay` in src/shared/domain/analytics.ts.
CREATE FUNCTION public.shop_day(at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT ((at AT TIME ZONE 'UTC') + interval '1 hour')::date $$;
--> statement-breakpoint
-- Marks stale the shop days of the orders a statement inserted, deleted, or changed in a column the
-- owner's figures read (docs/decisions/035-owners-figures.md, "Daily sums"). Statement triggers with
-- transition tables: a bulk change marks each of its days once, not once per row.
CREATE FUNCTION public.orders_mark_analytics_stale() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO public.analytics_stale_days (day) SELECT DISTINCT public.shop_day(created_at) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO public.analytics_stale_days (day) SELECT DISTINCT public.shop_day(created_at) FROM old_rows;
  ELSE
    INSERT INTO public.analytics_stale_days (day)
    SELECT DISTINCT public.shop_day(v.at)
    FROM old_rows o JOIN new_rows n ON n.id = o.id, LATERAL (VALUES (o.created_at), (n.created_at)) AS v(at)
    WHERE (o.order_status, o.payment_status, o.total_centimes, o.wilaya, o.utm_source, o.utm_campaign, o.created_at)
      IS DISTINCT FROM (n.order_status, n.payment_status, n.total_centimes, n.wilaya, n.utm_source, n.utm_campaign, n.created_at);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The same for an order's lines and parcels: the day is their order's. A parcel's update counts only when
-- what the figures read changed (the courier poller rewrites `polled_at` of every live parcel). An order
-- deleted with its lines and parcels (cascade) is marked by the orders' trigger.
CREATE FUNCTION public.order_children_mark_analytics_stale() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO public.analytics_stale_days (day)
    SELECT DISTINCT public.shop_day(o.created_at) FROM new_rows r JOIN public.orders o ON o.id = r.order_id;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO public.analytics_stale_days (day)
    SELECT DISTINCT public.shop_day(o.created_at) FROM old_rows r JOIN public.orders o ON o.id = r.order_id;
  ELSIF TG_TABLE_NAME = 'shipments' THEN
    INSERT INTO public.analytics_stale_days (day)
    SELECT DISTINCT public.shop_day(o.created_at)
    FROM old_rows p JOIN new_rows n ON n.id = p.id JOIN public.orders o ON o.id IN (p.order_id, n.order_id)
    WHERE (p.order_id, p.courier, p.state, p.status) IS DISTINCT FROM (n.order_id, n.courier, n.state, n.status);
  ELSE
    INSERT INTO public.analytics_stale_days (day)
    SELECT DISTINCT public.shop_day(o.created_at)
    FROM (SELECT order_id FROM old_rows UNION SELECT order_id FROM new_rows) r JOIN public.orders o ON o.id = r.order_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_analytics_insert AFTER INSERT ON public.orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.orders_mark_analytics_stale();
--> statement-breakpoint
CREATE TRIGGER orders_analytics_update AFTER UPDATE ON public.orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.orders_mark_analytics_stale();
--> statement-breakpoint
CREATE TRIGGER orders_analytics_delete AFTER DELETE ON public.orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.orders_mark_analytics_stale();
--> statement-breakpoint
CREATE TRIGGER order_items_analytics_insert AFTER INSERT ON public.order_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.order_children_mark_analytics_stale();
--> statement-breakpoint
CREATE TRIGGER order_items_analytics_update AFTER UPDATE ON public.order_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.order_children_mark_analytics_stale();
--> statement-breakpoint
CREATE TRIGGER order_items_analytics_delete AFTER DELETE ON public.order_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.order_children_mark_analytics_stale();
--> statement-breakpoint
CREATE TRIGGER shipments_analytics_insert AFTER INSERT ON public.shipments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.order_children_mark_analytics_stale();
--> statement-breakpoint
CREATE TRIGGER shipments_analytics_update AFTER UPDATE ON public.shipments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.order_children_mark_analytics_stale();
--> statement-breakpoint
CREATE TRIGGER shipments_analytics_delete AFTER DELETE ON public.shipments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.order_children_mark_analytics_stale();
--> statement-breakpoint
-- The orders placed before this migration: every day they fall on is summed at the first read.
INSERT INTO public.analytics_stale_days (day) SELECT DISTINCT public.shop_day(created_at) FROM public.orders;
