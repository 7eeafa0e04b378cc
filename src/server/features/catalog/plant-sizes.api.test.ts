import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Plant } from '@shared/contracts/catalog';
import type { Quote } from '@shared/contracts/cart-quote';
import { en, fill } from '@shared/messages';
import { createCategory } from '../../../../tests/factories/catalog';
import { buildTestApp, Client, logIn, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { orderItems, plants, plantVariants } from '../../db/schema';

/*
 * A plant sold in sizes (docs/contract.md §8): the owner writes them, the shop answers them, orders
 * take stock per size and never oversell it, and an order keeps the size it bought.
 */

const m = en.catalog;
const e = en.checkout.errors;

let t: TestApp;
let owner: Client;
let categoryId: number;

beforeEach(async () => {
  t = await buildTestApp({ catalogue: false });
  categoryId = (await createCategory(t.app.ctx.db, { name: 'Tropicales' })).id;
  owner = new Client(t.app);
  await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterEach(() => t.close());

const sizes = () => [
  { label: '12 cm pot', labelFr: 'Pot de 12 cm', labelAr: 'أصيص 12 سم', sku: 'MON-12', price: '1800', stock: 5 },
  { label: '17 cm pot', labelFr: 'Pot de 17 cm', labelAr: 'أصيص 17 سم', sku: 'MON-17', price: '2900.00', originalPrice: '3200', stock: 1 },
  { label: '21 cm pot', labelFr: 'Pot de 21 cm', labelAr: 'أصيص 21 سم', sku: 'MON-21', price: '4500', stock: 0 },
];

async function createMonstera(body: Record<string, unknown> = {}): Promise<Plant> {
  const res = await owner.post('/api/plants', { name: 'Monstera', categoryId, variants: sizes(), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Plant;
}

let phoneSeq = 0;
let ipSeq = 0;
/** A cash-on-delivery order from the express form, a fresh phone and address each time (their caps). */
const express = (items: object[]) =>
  new Client(t.app).request({
    method: 'POST',
    url: '/api/orders/express',
    payload: { items, customerName: 'Amina Benali', phone: `0661 ${String(200_000 + ++phoneSeq).slice(-6)}`, wilaya: '16', address: '12 rue Didouche Mourad' },
    remoteAddress: `10.2.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`,
  });
/** Drizzle wraps the database's error: its cause says why. */
const refusedForSizes = (err: unknown) => /copied from plant_variants/.test(String((err as { cause?: Error }).cause?.message));
const sizeStock = async (id: number) => (await t.app.ctx.db.select({ stock: plantVariants.stock }).from(plantVariants).where(eq(plantVariants.id, id)))[0]?.stock;

describe('a plant’s sizes, as the owner writes them', () => {
  it('answers the sizes in order, the plant’s price and stock being the first size’s, in the list too', async () => {
    const plant = await createMonstera();
    expect(plant.variants.map((v) => [v.label, v.labelFr, v.labelAr, v.sku, v.price, v.originalPrice, v.stock])).toEqual([
      ['12 cm pot', 'Pot de 12 cm', 'أصيص 12 سم', 'MON-12', '1800.00', null, 5],
      ['17 cm pot', 'Pot de 17 cm', 'أصيص 17 سم', 'MON-17', '2900.00', '3200.00', 1],
      ['21 cm pot', 'Pot de 21 cm', 'أصيص 21 سم', 'MON-21', '4500.00', null, 0],
    ]);
    expect(plant).toMatchObject({ price: '1800.00', originalPrice: null, stock: 5 });
    const listed = ((await new Client(t.app).get('/api/plants')).json() as Plant[]).find((p) => p.id === plant.id)!;
    expect(listed.variants.map((v) => v.id)).toEqual(plant.variants.map((v) => v.id));
  });

  it('reorders, edits, adds and removes sizes, keeping the ids sent back; the first size is the plant’s price then', async () => {
    const plant = await createMonstera();
    const [small, medium, large] = plant.variants;
    const res = await owner.patch(`/api/plants/${plant.id}`, {
      variants: [
        { id: large!.id, label: large!.label, labelFr: large!.labelFr, labelAr: large!.labelAr, sku: large!.sku, price: '4200', stock: 0 },
        { id: small!.id, label: small!.label, sku: small!.sku, price: small!.price, stock: small!.stock },
        { label: '30 cm pot', price: '7800', stock: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as Plant;
    expect(updated.variants.map((v) => v.label)).toEqual(['21 cm pot', '12 cm pot', '30 cm pot']);
    expect(updated.variants.slice(0, 2).map((v) => v.id)).toEqual([large!.id, small!.id]);
    expect(updated).toMatchObject({ price: '4200.00', stock: 0 });
    expect(await sizeStock(medium!.id)).toBeUndefined();
  });

  it('lets a spec client’s price and stock write the first size, and a plant without sizes has one, unnamed', async () => {
    const res = await owner.post('/api/plants', { name: 'Ficus', categoryId, price: '1500', stock: 3 });
    const ficus = res.json() as Plant;
    expect(ficus.variants).toEqual([{ id: expect.any(Number), label: '', labelFr: null, labelAr: null, sku: null, price: '1500.00', originalPrice: null, stock: 3 }]);
    const patched = (await owner.patch(`/api/plants/${ficus.id}`, { price: '1650.50', stock: 9 })).json() as Plant;
    expect(patched).toMatchObject({ price: '1650.50', stock: 9 });
    expect(patched.variants[0]).toMatchObject({ id: ficus.variants[0]!.id, price: '1650.50', stock: 9 });
  });

  it('refuses sizes that say two things, each beside its field, and writes nothing', async () => {
    const other = await createMonstera({ name: 'Other' });
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ variants: [{ label: '12 cm', price: '10' }, { label: '12 CM', price: '20' }] }, 400, 'variants.1.label', m.sizeLabelTaken],
      [{ variants: [{ label: '12 cm', price: '10' }, { label: '', price: '20' }] }, 400, 'variants.1.label', m.sizeLabelRequired],
      [{ variants: [{ label: 'x', price: '10' }], price: '10' }, 400, 'price', m.sizePricesApart],
      [{ variants: [] }, 400, 'variants', m.noSize],
      [{ variants: Array.from({ length: 21 }, (_, i) => ({ label: `${i} cm`, price: '10' })) }, 400, 'variants', m.tooManySizes],
      [{ variants: [{ id: other.variants[0]!.id, label: 'x', price: '10' }] }, 400, 'variants.0.id', m.sizeUnknown],
      [{ variants: [{ label: 'x', price: '10', sku: 'mon-12' }] }, 409, 'variants.0.sku', m.skuTaken],
      [{ variants: [{ label: 'a', price: '10', sku: 'FREE-1' }, { label: 'b', price: '10', sku: 'Mon-17' }] }, 409, 'variants.1.sku', m.skuTaken],
      [{ variants: [{ label: 'x', price: '-1' }] }, 400, 'variants.0.price', m.priceNegative],
      [{ variants: [{ label: 'x\u0000', price: '10' }] }, 400, 'variants.0.label', en.errors.badCharacters],
      [{ variants: [{ label: 'x\u0007', price: '10' }] }, 400, 'variants.0.label', m.textControlCharacters],
    ];
    const plant = (await owner.post('/api/plants', { name: 'Calathea', categoryId, price: '900' })).json() as Plant;
    for (const [body, status, field, message] of cases) {
      const res = await owner.patch(`/api/plants/${plant.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().fieldErrors?.[field], JSON.stringify(body)).toBe(message);
    }
    expect(((await owner.get(`/api/plants/${plant.id}`)).json() as Plant).variants).toEqual(plant.variants);
  });

  it('sorts the shop by a plant’s lowest price, the one its card says “from”', async () => {
    // Sizes listed large to small: the first is the dearest, the shop still finds it from 1500 DA.
    const big = await createMonstera({ name: 'Ficus lyrata', variants: [{ label: '180 cm', price: '9000', stock: 1 }, { label: '60 cm', price: '1500', stock: 3 }] });
    const single = (await owner.post('/api/plants', { name: 'Calathea', categoryId, price: '2000', stock: 2 })).json() as Plant;
    const order = async (sort: string) => ((await new Client(t.app).get(`/api/plants?sort=${sort}`)).json() as Plant[]).map((p) => p.id);
    expect(await order('price-low')).toEqual([big.id, single.id]);
    expect(await order('price-high')).toEqual([single.id, big.id]);
    expect(big.price).toBe('9000.00');
  });

  it('refuses a write of the plant’s price or stock that goes around its sizes', async () => {
    const plant = await createMonstera();
    await expect(t.app.ctx.db.update(plants).set({ stock: 99 }).where(eq(plants.id, plant.id))).rejects.toSatisfy(refusedForSizes);
  });
});

describe('ordering a size', () => {
  it('needs the size of a plant sold in several (400 on the line), and refuses one the plant no longer has (409)', async () => {
    const plant = await createMonstera();
    const none = await express([{ id: plant.id, quantity: 1 }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors['items.0.variantId']).toBe(fill(e.sizeRequired, { name: 'Monstera' }));
    const gone = await express([{ id: plant.id, quantity: 1, variantId: 2_000_000 }]);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(fill(e.sizeUnavailable, { name: 'Monstera' }));
    const sold = await express([{ id: plant.id, quantity: 1, variantId: plant.variants[2]!.id }]);
    expect(sold.statusCode).toBe(409);
    expect(sold.json().message).toBe(fill(e.outOfStock, { name: 'Monstera (21 cm pot)' }));
  });

  it('prices each size as its own line in the quote, and the order stores what the quote said, sizes named', async () => {
    const plant = await createMonstera({ offers: [{ minQuantity: 2, percentOff: 10 }] });
    const [small, medium] = plant.variants;
    const items = [{ id: plant.id, variantId: small!.id, quantity: 2 }, { id: plant.id, variantId: medium!.id, quantity: 1 }];
    const quote = (await new Client(t.app).post('/api/cart/quote', { items, wilaya: '16' })).json() as Quote;
    expect(quote.lines).toEqual([
      { id: plant.id, variantId: small!.id, unitPrice: '1620.00', quantity: 2, offer: { minQuantity: 2, percentOff: 10 } },
      { id: plant.id, variantId: medium!.id, unitPrice: '2900.00', quantity: 1 },
    ]);
    const placed = await express(items);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order as { id: string; subtotal: string; totalAmount: string; items: { name: string; price: string; quantity: number; variant: unknown }[] };
    expect(order.subtotal).toBe(quote.subtotal);
    expect(order.totalAmount).toBe(quote.total);
    expect(order.items.map((i) => [i.name, i.price, i.quantity, i.variant])).toEqual([
      ['Monstera', '1620.00', 2, { id: small!.id, label: '12 cm pot', labelFr: 'Pot de 12 cm', labelAr: 'أصيص 12 سم', sku: 'MON-12' }],
      ['Monstera', '2900.00', 1, { id: medium!.id, label: '17 cm pot', labelFr: 'Pot de 17 cm', labelAr: 'أصيص 17 سم', sku: 'MON-17' }],
    ]);
    expect([await sizeStock(small!.id), await sizeStock(medium!.id)]).toEqual([3, 0]);
    const reread = (await owner.get(`/api/plants/${plant.id}`)).json() as Plant;
    expect(reread.stock).toBe(3);
  });

  it('gives the last unit of a size to exactly one of five buyers at once, and leaves the other sizes alone', async () => {
    const plant = await createMonstera();
    const [small, medium] = plant.variants;
    const results = await Promise.all(Array.from({ length: 5 }, () => express([{ id: plant.id, variantId: medium!.id, quantity: 1 }])));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await sizeStock(medium!.id)).toBe(0);
    expect(await sizeStock(small!.id)).toBe(5);
  });

  it('puts a cancelled order’s units back in the size they came from', async () => {
    const plant = await createMonstera();
    const [small, medium] = plant.variants;
    const placed = await express([{ id: plant.id, variantId: medium!.id, quantity: 1 }]);
    const orderId = (placed.json().order as { id: string }).id;
    expect(await sizeStock(medium!.id)).toBe(0);
    const cancelled = await owner.post(`/api/admin/orders/${orderId}/cancel`, { reason: 'Le client a changé d’avis' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect([await sizeStock(small!.id), await sizeStock(medium!.id)]).toEqual([5, 1]);
  });

  it('shows the owner a form left half-way with the size it was for', async () => {
    const plant = await createMonstera();
    const saved = await new Client(t.app).put('/api/orders/express/draft', { phone: '0661 23 45 67', customerName: 'أمينة', items: [{ id: plant.id, quantity: 1, variantId: plant.variants[1]!.id }] });
    expect(saved.statusCode, saved.body).toBe(200);
    const drafts = (await owner.get('/api/admin/orders/drafts')).json() as { items: { size: unknown }[] }[];
    expect(drafts[0]!.items[0]!.size).toEqual({ label: '17 cm pot', labelFr: 'Pot de 17 cm', labelAr: 'أصيص 17 سم' });
  });

  it('keeps an order whole when the owner removes the size it bought', async () => {
    const plant = await createMonstera();
    const [small, medium] = plant.variants;
    const placed = await express([{ id: plant.id, variantId: medium!.id, quantity: 1 }]);
    const orderId = (placed.json().order as { id: string }).id;
    const keepSmall = await owner.patch(`/api/plants/${plant.id}`, { variants: [{ id: small!.id, label: '12 cm pot', price: '1800', stock: 5 }] });
    expect(keepSmall.statusCode, keepSmall.body).toBe(200);
    const [line] = await t.app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(line).toMatchObject({ variantId: null, variantLabel: '17 cm pot', sku: 'MON-17', unitPriceCentimes: 290_000 });
    const order = (await owner.get(`/api/admin/orders/${orderId}`)).json() as { items: { variant: unknown }[] };
    expect(order.items[0]!.variant).toEqual({ id: null, label: '17 cm pot', labelFr: 'Pot de 17 cm', labelAr: 'أصيص 17 سم', sku: 'MON-17' });
  });
});
