import { setFirstSize } from '../../../../tests/factories/catalog';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plant } from '@shared/contracts/catalog';
import { plants } from '../../db/schema';
import { multipartFile } from '../../../../tests/helpers/multipart';
import { buildTestApp, Client, logIn, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';

/*
 * The product feed (issue 40 item 3, docs/contract.md §9): what Meta's Commerce Manager and Google Merchant
 * Center read, through HTTP and the database.
 */
let t: TestApp;
let visitor: Client;
let catalogue: Plant[];
const ORIGIN = 'https://nabta.example';

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_ORIGIN: ORIGIN } });
  visitor = new Client(t.app);
  catalogue = (await visitor.get('/api/plants?limit=100')).json();
});
afterAll(() => t.close());

type Item = Record<string, string>;
/** Each `<item>`'s `g:` fields, as text with the XML entities read back. */
function itemsOf(xml: string): Item[] {
  const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!);
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, body]) =>
    Object.fromEntries([...body!.matchAll(/<g:(\w+)>([^<]*)<\/g:\1>/g)].map(([, key, value]) => [key!, unescape(value!)])),
  );
}
const feed = async (query = '') => {
  const res = await visitor.get(`/feeds/products.xml${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { res, items: itemsOf(res.body) };
};

describe('the product feed for ad platforms', () => {
  it('lists every plant with a price, with its page, price in DZD, availability, brand and condition', async () => {
    const { res, items } = await feed('?lang=fr');
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0" xmlns:g="http:\/\/base\.google\.com\/ns\/1\.0">/);
    const priced = catalogue.filter((p) => p.price !== null);
    expect(items.map((i) => i.id).sort()).toEqual(priced.map((p) => String(p.id)).sort());
    for (const plant of priced) {
      const item = items.find((i) => i.id === String(plant.id))!;
      const onSale = plant.originalPrice !== null && Number(plant.originalPrice) > Number(plant.price);
      expect(item).toMatchObject({
        link: `${ORIGIN}/plant/${plant.id}`,
        availability: plant.stock > 0 ? 'in_stock' : 'out_of_stock',
        price: `${onSale ? plant.originalPrice : plant.price} DZD`,
        brand: 'Nabta',
        condition: 'new',
      });
      if (onSale) expect(item.sale_price).toBe(`${plant.price} DZD`);
      else expect(item.sale_price).toBeUndefined();
    }
  });

  it('is written in the language asked for: Arabic names and categories with ?lang=ar, the reader’s without', async () => {
    const arabic = catalogue.find((p) => p.translations.ar.name)!;
    const { items } = await feed('?lang=ar');
    const item = items.find((i) => i.id === String(arabic.id))!;
    expect(item.title).toBe(arabic.translations.ar.name);
    expect(item.product_type).toMatch(/[\u0600-\u06FF]/);

    const res = await visitor.request({ method: 'GET', url: '/feeds/products.xml', headers: { cookie: 'lang=ar' } });
    expect(itemsOf(res.body).find((i) => i.id === String(arabic.id))!.title).toBe(arabic.translations.ar.name);
    // The language came from the reader: a shared cache keeps the languages apart.
    expect(res.headers.vary).toBe('Cookie, Accept-Language');
  });

  it('gives each plant a JPEG picture the platforms accept, which the shop serves', async () => {
    const { items } = await feed('?lang=en');
    const item = items.find((i) => i.image_link)!;
    expect(item.image_link).toMatch(new RegExp(`^${ORIGIN}/images/plants/[a-z0-9-]+\\.jpg$`));
    const res = await visitor.get(item.image_link!.slice(ORIGIN.length));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800 });
  });

  it('gives an uploaded photo (stored as WebP) as its JPEG, at most 800 px wide', async () => {
    const admin = new Client(t.app);
    await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    const { payload, headers } = multipartFile(readFileSync('tests/fixtures/photos/potted-plant.jpg'));
    const uploaded = await admin.request({ method: 'POST', url: '/api/admin/images', payload, headers });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const plant = catalogue[3]!;
    expect((await admin.patch(`/api/plants/${plant.id}`, { imageUrl: uploaded.json().url })).statusCode).toBe(200);
    const { items } = await feed('?lang=fr');
    const link = items.find((i) => i.id === String(plant.id))!.image_link!;
    expect(link).toBe(`${ORIGIN}/images/uploads/${uploaded.json().id}.jpg?w=800`);
    const res = await visitor.get(link.slice(ORIGIN.length));
    expect(res.headers['content-type']).toBe('image/jpeg');
    // The WebP is still what pages show; the JPEG is the same picture at the same size.
    const webp = await visitor.get(`/images/uploads/${uploaded.json().id}.webp?w=800`);
    expect(webp.headers['content-type']).toBe('image/webp');
    const { width, height } = await sharp(webp.rawPayload).metadata();
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width, height });
    expect(width).toBeLessThanOrEqual(800);
  });

  it('puts a struck-through price as price and the price paid as sale_price; an unsold plant goes out of stock; a plant without price is left out', async () => {
    const [onSale, soldOut, unpriced] = catalogue;
    await setFirstSize(t.app.ctx.db, onSale!.id, { priceCentimes: 150_000, originalPriceCentimes: 210_050 });
    await setFirstSize(t.app.ctx.db, soldOut!.id, { stock: 0 });
    await setFirstSize(t.app.ctx.db, unpriced!.id, { priceCentimes: null });
    const { items } = await feed('?lang=fr');
    expect(items.find((i) => i.id === String(onSale!.id))).toMatchObject({ price: '2100.50 DZD', sale_price: '1500.00 DZD' });
    expect(items.find((i) => i.id === String(soldOut!.id))!.availability).toBe('out_of_stock');
    expect(items.find((i) => i.id === String(unpriced!.id))).toBeUndefined();
  });

  it('lists a plant sold in sizes as one item per priced size, grouped under the plant, each with its own page, price and stock', async () => {
    const admin = new Client(t.app);
    await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    const plant = catalogue[5]!;
    const res = await admin.patch(`/api/plants/${plant.id}`, {
      variants: [
        { id: plant.variants[0]!.id, label: '12 cm pot', labelFr: 'Pot de 12 cm', price: '1800', stock: 4 },
        { label: '21 cm pot', labelFr: 'Pot de 21 cm', price: '4500', originalPrice: '5000', stock: 0 },
      ],
    });
    const [small, large] = (res.json() as Plant).variants;
    const { items } = await feed('?lang=fr');
    expect(items.find((i) => i.id === String(plant.id))).toBeUndefined();
    const name = plant.translations.fr.name ?? plant.name;
    expect(items.filter((i) => i.item_group_id === String(plant.id))).toEqual([
      expect.objectContaining({ id: `${plant.id}-${small!.id}`, title: `${name} (Pot de 12 cm)`, link: `${ORIGIN}/plant/${plant.id}?size=${small!.id}`, price: '1800.00 DZD', availability: 'in_stock' }),
      expect.objectContaining({ id: `${plant.id}-${large!.id}`, title: `${name} (Pot de 21 cm)`, price: '5000.00 DZD', sale_price: '4500.00 DZD', availability: 'out_of_stock' }),
    ]);
  });

  it('keeps typed text from breaking the XML: markup escaped, control characters dropped, long titles cut', async () => {
    const [plant] = catalogue;
    // (A NUL never reaches the database: PostgreSQL text refuses it, and the API's schemas refuse it first.)
    const name = `<b>Ficus</b> & "co" \u0007\u001b${'x'.repeat(200)}`;
    await t.app.ctx.db.update(plants).set({ name, nameFr: null, descriptionFr: 'Une </g:description><g:price>1 DZD</g:price> plante' }).where(eq(plants.id, plant!.id));
    const { res, items } = await feed('?lang=fr');
    expect(res.body).not.toContain('\u0007');
    expect(res.body).not.toContain('\u001b');
    expect(res.body).not.toContain('<b>');
    const item = items.find((i) => i.id === String(plant!.id))!;
    expect(item.title).toHaveLength(150);
    expect(item.title!.startsWith('<b>Ficus</b> & "co" xxx')).toBe(true);
    expect(item.description).toBe('Une </g:description><g:price>1 DZD</g:price> plante');
    expect(item.price).not.toBe('1 DZD');
  });

  it('refuses an unknown language or parameter with a 400, never a 5xx', async () => {
    for (const query of ['?lang=de', '?lang=fr&x=1', '?lang=%00']) {
      const res = await visitor.get(`/feeds/products.xml${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});
