import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';
import { migrationsUpTo, migrationTarget, rowsOf } from '../../../../tests/helpers/migration-target';

/*
 * Migration 0046 sells every plant in sizes (docs/contract.md §8): a shop's plants each get one size
 * with their price and stock, and the lines of orders placed before point at it, whole. The database
 * is migrated up to 0045, given a catalogue and an order as the shop had them, then to the end.
 */

/** Drizzle wraps the database's error: its cause says why. */
const refusedForSizes = (err: unknown) => /copied from plant_variants/.test(String((err as { cause?: Error }).cause?.message));

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));

describe('migration 0046 (plant_variants)', () => {
  it('gives each plant one unnamed size with its price and stock, and points old order lines at it', async () => {
    const old = await migrationsUpTo('0045_analytics_daily_sums');
    folders.push(old);
    const target = await migrationTarget('sizes');
    try {
      await target.migrate(old);
      await target.db.execute(sql`insert into categories (name) values ('Intérieur')`);
      await target.db.execute(sql`
        insert into plants (name, name_ar, category_id, price_centimes, original_price_centimes, stock)
        select v.name, v.name_ar, c.id, v.price, v.original, v.stock
          from categories c, (values ('Monstera', 'مونستيرا', 450000, 520000, 3), ('Ficus', null, null, null, 0)) v(name, name_ar, price, original, stock)
         order by v.name desc`);
      await target.db.execute(sql`
        insert into orders (id, customer_name, customer_email, address, city, subtotal_centimes, shipping_centimes, total_centimes, payment_method)
        values ('00000000-0000-4000-8000-000000000001', 'Amina', 'amina@example.dz', '12 rue Didouche Mourad', 'Alger', 900000, 40000, 940000, 'cash_on_delivery')`);
      await target.db.execute(sql`
        insert into order_items (order_id, plant_id, name, unit_price_centimes, quantity)
        select '00000000-0000-4000-8000-000000000001', id, name, 450000, 2 from plants where name = 'Monstera'`);

      await target.migrate(migrationsFolder);

      const sizes = rowsOf<Record<string, unknown>>(
        await target.db.execute(sql`
          select p.name, p.stock, p.stock_total, v.position, v.label, v.label_fr, v.sku, v.price_centimes, v.original_price_centimes, v.stock as size_stock
            from plants p join plant_variants v on v.plant_id = p.id order by p.name`),
      );
      expect(sizes).toEqual([
        { name: 'Ficus', stock: 0, stock_total: 0, position: 0, label: '', label_fr: null, sku: null, price_centimes: null, original_price_centimes: null, size_stock: 0 },
        { name: 'Monstera', stock: 3, stock_total: 3, position: 0, label: '', label_fr: null, sku: null, price_centimes: 450000, original_price_centimes: 520000, size_stock: 3 },
      ]);
      const lines = rowsOf<Record<string, unknown>>(
        await target.db.execute(sql`
          select i.name, i.quantity, i.unit_price_centimes, i.variant_label, (i.variant_id = v.id) as points_at_its_size
            from order_items i join plant_variants v on v.plant_id = i.plant_id`),
      );
      expect(lines).toEqual([{ name: 'Monstera', quantity: 2, unit_price_centimes: 450000, variant_label: null, points_at_its_size: true }]);

      // The shop goes on: a size's stock moves the plant's, and the plant's own columns refuse a direct write.
      await target.db.execute(sql`update plant_variants set stock = 1 where plant_id = (select id from plants where name = 'Monstera')`);
      const [monstera] = rowsOf<{ stock: number; stock_total: number }>(await target.db.execute(sql`select stock, stock_total from plants where name = 'Monstera'`));
      expect(monstera).toEqual({ stock: 1, stock_total: 1 });
      await expect(target.db.execute(sql`update plants set stock = 7 where name = 'Monstera'`)).rejects.toSatisfy(refusedForSizes);
    } finally {
      await target.close();
    }
  }, 180_000);
});
