import { eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlantImportResult } from '@shared/contracts/catalog-sheet';
import { en } from '@shared/messages';
import { fr } from '@shared/messages/fr';
import { createCategory, createPlant, setFirstSize } from '../../../../tests/factories/catalog';
import { multipartFile } from '../../../../tests/helpers/multipart';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { categories as categoriesTable, plants, plantVariants } from '../../db/schema';
import { parseCsv } from '../../lib/csv';

/** The catalogue in a spreadsheet (docs/contract.md §8): exported, changed, imported back, all rows or none. */

const e = en.catalogSheet;
const m = en.catalog;
let t: TestApp;
let admin: Client;
let ids: { ficus: number; cactus: number; formula: number };
let categories: { indoor: number; cacti: number };

beforeAll(async () => {
  t = await buildTestApp({ catalogue: false });
  admin = new Client(t.app);
  await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => t.close());

beforeEach(async () => {
  const db = t.app.ctx.db;
  await db.delete(plants).where(gt(plants.id, 0)); // each test starts from its own three plants
  categories = {
    indoor: (await createCategory(db, { name: `Indoor ${Math.random()}` })).id,
    cacti: (await createCategory(db, { name: `Cacti ${Math.random()}` })).id,
  };
  const ficus = await createPlant(db, { name: 'Ficus lyrata', nameFr: 'Figuier lyre', nameAr: 'تين الكمان', categoryId: categories.indoor, priceCentimes: 150_000, originalPriceCentimes: 180_000, stock: 10 });
  const cactus = await createPlant(db, { name: 'Golden barrel', scientificName: 'Echinocactus grusonii', categoryId: categories.cacti, priceCentimes: 90_050, stock: 0 });
  // A name a spreadsheet would run as a formula, stored as typed.
  const formula = await createPlant(db, { name: '=HYPERLINK("http://evil.example","Aloe")', categoryId: categories.cacti, priceCentimes: 50_000, stock: 3 });
  ids = { ficus: ficus.id, cactus: cactus.id, formula: formula.id };
});

const exported = async () => {
  const res = await admin.get('/api/admin/plants.csv');
  expect(res.statusCode).toBe(200);
  return res.body;
};
const upload = (csv: string | Buffer, { dryRun = false, client = admin, headers = {} as Record<string, string> } = {}) => {
  const file = multipartFile(Buffer.isBuffer(csv) ? csv : Buffer.from(csv), { field: 'file', filename: 'plants.csv', contentType: 'text/csv' });
  return client.request({ method: 'POST', url: `/api/admin/plants/import${dryRun ? '?dryRun=1' : ''}`, payload: file.payload, headers: { ...file.headers, ...headers } });
};
const firstSizeId = async (id: number) => (await t.app.ctx.db.select({ id: plantVariants.id }).from(plantVariants).where(eq(plantVariants.plantId, id)))[0]!.id;
const stored = async (id: number) => (await t.app.ctx.db.select().from(plants).where(eq(plants.id, id)))[0]!;
const categoryName = async (id: number) => (await t.app.ctx.db.select().from(categoriesTable).where(eq(categoriesTable.id, id)))[0]!.name;

describe('the catalogue’s export', () => {
  it('is one row per plant’s size, by number, in the columns the import reads, with formulas neutralised and Arabic as typed', async () => {
    const res = await admin.get('/api/admin/plants.csv');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="plants-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(res.body).map((r) => r.cells);
    expect(rows[0]).toEqual(['id', 'size_id', 'name', 'name_fr', 'name_ar', 'scientific_name', 'category', 'size', 'size_fr', 'size_ar', 'sku', 'price', 'original_price', 'stock', 'stock_exported']);
    expect(rows.slice(1)).toEqual([
      [String(ids.ficus), String(await firstSizeId(ids.ficus)), 'Ficus lyrata', 'Figuier lyre', 'تين الكمان', '', await categoryName(categories.indoor), '', '', '', '', '1500.00', '1800.00', '10', '10'],
      [String(ids.cactus), String(await firstSizeId(ids.cactus)), 'Golden barrel', '', '', 'Echinocactus grusonii', await categoryName(categories.cacti), '', '', '', '', '900.50', '', '0', '0'],
      [String(ids.formula), String(await firstSizeId(ids.formula)), `'=HYPERLINK("http://evil.example","Aloe")`, '', '', '', await categoryName(categories.cacti), '', '', '', '', '500.00', '', '3', '3'],
    ]);
  });

  it('read back unchanged changes nothing', async () => {
    const res = await upload(await exported());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ dryRun: false, created: 0, updated: 0, unchanged: 3, changes: [], errors: [] });
    expect((await stored(ids.formula)).name).toBe('=HYPERLINK("http://evil.example","Aloe")');
  });
});

describe('the catalogue’s import', () => {
  it('lists what a dry run would change and writes nothing; the import then writes it and the shop shows it', async () => {
    const csv = (await exported()).replace('Ficus lyrata,Figuier lyre,تين الكمان', 'Ficus lyrata,Figuier lyre,تينة الكمان').replace(',1500.00,1800.00,10,10', ',1800,,10,10');
    const dry = await upload(csv, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({
      dryRun: true,
      created: 0,
      updated: 1,
      unchanged: 2,
      errors: [],
      changes: [
        {
          row: 2,
          id: ids.ficus,
          name: 'Ficus lyrata',
          fields: [
            { field: 'name_ar', from: 'تين الكمان', to: 'تينة الكمان' },
            { field: 'price', from: '1500.00', to: '1800.00' },
            { field: 'original_price', from: '1800.00', to: null },
          ],
        },
      ],
    });
    expect((await stored(ids.ficus)).priceCentimes).toBe(150_000);
    // Read once, so the catalogue cache holds the old price: the import must clear it.
    expect((await admin.get(`/api/plants/${ids.ficus}`)).json()).toMatchObject({ price: '1500.00' });

    const res = await upload(csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: false, updated: 1 });
    expect(await stored(ids.ficus)).toMatchObject({ priceCentimes: 180_000, originalPriceCentimes: null, nameAr: 'تينة الكمان', nameFr: 'Figuier lyre', stock: 10 });
    expect((await admin.get(`/api/plants/${ids.ficus}`)).json()).toMatchObject({ price: '1800.00', originalPrice: null });
  });

  it('refuses a file with any faulty row whole, naming each row, column and the plant form’s own words', async () => {
    const cacti = await categoryName(categories.cacti);
    const csv = [
      'id,name,category,price,stock',
      `${ids.ficus},Ficus lyrata,${await categoryName(categories.indoor)},1999.00,10`, // good, but not written: all or none
      `${ids.cactus},Golden barrel,${cacti},abc,0`,
      `999999,Ghost,${cacti},100,1`,
      `,,${cacti},100,1`,
      `,Aloe,No such category,100,1`,
      `${ids.formula},Aloe,${cacti},-5,3`,
      `${ids.cactus},Golden barrel,${cacti},100,0`,
      `,Basil,${cacti},100,-3`,
      `,Mint,${cacti},100,12.5`,
      `,Mi\u0000nt,${cacti},100000000,1`,
      `,${'ب'.repeat(201)},${cacti},100,1`,
      `x1,Sage,${cacti},100,1`,
      `,Thyme,${cacti},,1`,
    ].join('\r\n');
    const dry = await upload(csv, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    const expected = [
      { row: 3, field: 'price', message: m.priceInvalid },
      { row: 4, field: 'id', message: e.plantNotFound },
      { row: 5, field: 'name', message: m.nameRequired },
      { row: 6, field: 'category', message: e.categoryNotFound },
      { row: 7, field: 'price', message: m.priceNegative },
      { row: 8, field: 'id', message: e.sameRow.replace('{row}', '3') },
      { row: 9, field: 'stock', message: e.stockInvalid },
      { row: 10, field: 'stock', message: e.stockInvalid },
      { row: 11, field: 'name', message: m.nameControlCharacters },
      { row: 11, field: 'price', message: m.priceTooHigh },
      { row: 12, field: 'name', message: m.tooLong },
      { row: 13, field: 'id', message: e.idInvalid },
      { row: 14, field: 'price', message: m.priceRequired },
    ];
    expect((dry.json() as PlantImportResult).errors).toEqual(expected);

    const res = await upload(csv);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: e.hasErrors, dryRun: false, created: 0, updated: 0, unchanged: 0, changes: [], errors: expected });
    expect((await stored(ids.ficus)).priceCentimes).toBe(150_000);
    expect(await t.app.ctx.db.select().from(plants)).toHaveLength(3);
  });

  it('adds the rows without a number, in a category named in any case, from a sheet saved by a spreadsheet in French settings', async () => {
    const csv = `id;name;name_ar;category;price;stock\n;Monstera deliciosa;مونستيرا;${(await categoryName(categories.indoor)).toUpperCase()};1 800,50;4\n`;
    const res = await upload(Buffer.from(csv));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, updated: 0, changes: [{ row: 2, id: null, name: 'Monstera deliciosa' }] });
    const [created] = await t.app.ctx.db.select().from(plants).where(eq(plants.name, 'Monstera deliciosa'));
    expect(created).toMatchObject({ nameAr: 'مونستيرا', categoryId: categories.indoor, priceCentimes: 180_050, stock: 4, featured: false });
  });

  it('moves the stock by what the owner changed since the export, so a plant sold meanwhile is not put back', async () => {
    const csv = (await exported()).replace(',1500.00,1800.00,10,10', ',1500.00,1800.00,15,10');
    // Two sold after the export: 8 on the shelf, the owner adds 5.
    await setFirstSize(t.app.ctx.db, ids.ficus, { stock: 8 });
    const dry = (await upload(csv, { dryRun: true })).json() as PlantImportResult;
    expect(dry.changes).toEqual([{ row: 2, id: ids.ficus, name: 'Ficus lyrata', fields: [{ field: 'stock', from: '8', to: '13' }] }]);
    expect((await upload(csv)).statusCode).toBe(200);
    expect((await stored(ids.ficus)).stock).toBe(13);
    // Without the export's column, a typed count is the count.
    expect((await upload(`id,stock\n${ids.ficus},2\n`)).json()).toMatchObject({ updated: 1 });
    expect((await stored(ids.ficus)).stock).toBe(2);
  });

  it('leaves the columns a file does not have as they are', async () => {
    const res = await upload(`id,price\r\n${ids.ficus},1600\r\n`);
    expect(res.json()).toMatchObject({ updated: 1, unchanged: 0 });
    expect(await stored(ids.ficus)).toMatchObject({ priceCentimes: 160_000, originalPriceCentimes: 180_000, name: 'Ficus lyrata', nameFr: 'Figuier lyre', stock: 10 });
  });

  it('answers a file it cannot read with 4xx and the reason, in the reader’s language', async () => {
    const cases: [Buffer | string, number, string][] = [
      ['id,name,colour\n1,Ficus,green\n', 400, e.unknownColumn.replace('{column}', 'colour').replace('{columns}', 'id, size_id, name, name_fr, name_ar, scientific_name, category, size, size_fr, size_ar, sku, price, original_price, stock')],
      ['name,price\nFicus,100\n', 400, e.missingId],
      ['id,price,price\n1,1,2\n', 400, e.duplicateColumn.replace('{column}', 'price')],
      [`id,name\n${ids.ficus},"Ficus\n`, 400, e.unclosedQuote.replace('{line}', '2')],
      [Buffer.from([0x69, 0x64, 0x0a, 0xff, 0xfe, 0x31]), 400, e.notUtf8],
      ['', 400, e.empty],
      [`id,price\n${Array.from({ length: 5001 }, () => `${ids.ficus},1`).join('\n')}\n`, 400, e.tooManyRows.replace('{max}', '5000')],
      [`id,price\n${'1,1\n'.repeat(600_000)}`, 413, e.tooLarge],
    ];
    for (const [csv, status, message] of cases) {
      const res = await upload(csv);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    const shifted = await upload(`id,price\n${ids.ficus},1,2\n`, { dryRun: true });
    expect(shifted.json().errors).toEqual([{ row: 2, field: null, message: e.cellCount.replace('{count}', '3').replace('{expected}', '2') }]);
    const french = await upload('name\nFicus\n', { headers: { 'accept-language': 'fr' } });
    expect(french.json().message).toBe(fr.catalogSheet.missingId);
  });

  it('answers a request without the file, or a broken body, with 4xx, never a 5xx', async () => {
    const json = await admin.post('/api/admin/plants/import', { file: 'id\n' });
    expect([json.statusCode, json.json().message]).toEqual([415, e.noFile]);
    const otherField = multipartFile(Buffer.from('id\n'), { field: 'image' });
    const wrong = await admin.request({ method: 'POST', url: '/api/admin/plants/import', ...otherField });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, e.noFile]);
    const cut = multipartFile(Buffer.from('id\n'), { field: 'file' });
    const broken = await admin.request({ method: 'POST', url: '/api/admin/plants/import', payload: cut.payload.subarray(0, cut.payload.length - 20), headers: cut.headers });
    expect(broken.statusCode).toBe(400);
    const flag = await admin.request({ method: 'POST', url: '/api/admin/plants/import?dryRun=yes', ...multipartFile(Buffer.from('id\n'), { field: 'file' }) });
    expect(flag.statusCode).toBe(400);
  });

  it('is the admins’ alone: a customer is refused and the catalogue stays as it was', async () => {
    const customer = new Client(t.app);
    await signUp(customer, { email: `sheet-${Math.random()}@example.dz` });
    expect((await customer.get('/api/admin/plants.csv')).statusCode).toBe(403);
    expect((await upload(`id,price\n${ids.ficus},1\n`, { client: customer })).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/admin/plants.csv')).statusCode).toBe(401);
    expect((await stored(ids.ficus)).priceCentimes).toBe(150_000);
  });
});

describe('the catalogue’s sheet, with sizes', () => {
  const sizesOf = async (id: number) =>
    t.app.ctx.db.select().from(plantVariants).where(eq(plantVariants.plantId, id)).orderBy(plantVariants.position, plantVariants.id);
  /** The ficus sold in two pot sizes. */
  async function ficusInSizes() {
    const res = await admin.patch(`/api/plants/${ids.ficus}`, {
      variants: [
        { id: await firstSizeId(ids.ficus), label: '14 cm pot', labelFr: 'Pot de 14 cm', labelAr: 'أصيص 14 سم', sku: 'FIC-14', price: '1500', stock: 10 },
        { label: '21 cm pot', sku: 'FIC-21', price: '3900', stock: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    return sizesOf(ids.ficus);
  }

  it('exports a row per size, the plant’s own cells repeated, and changes each size by its number', async () => {
    const [small, large] = await ficusInSizes();
    const rows = parseCsv(await exported()).map((r) => r.cells);
    const ficusRows = rows.filter((r) => r[0] === String(ids.ficus));
    expect(ficusRows.map((r) => [r[1], r[2], r[7], r[8], r[9], r[10], r[11], r[13]])).toEqual([
      [String(small!.id), 'Ficus lyrata', '14 cm pot', 'Pot de 14 cm', 'أصيص 14 سم', 'FIC-14', '1500.00', '10'],
      [String(large!.id), 'Ficus lyrata', '21 cm pot', '', '', 'FIC-21', '3900.00', '2'],
    ]);
    const csv = `id,size_id,size,price,stock,stock_exported\n${ids.ficus},${large!.id},21 cm pot,4200,5,2\n`;
    const dry = (await upload(csv, { dryRun: true })).json() as PlantImportResult;
    expect(dry.changes).toEqual([
      { row: 2, id: ids.ficus, name: 'Ficus lyrata (21 cm pot)', fields: [{ field: 'price', from: '3900.00', to: '4200.00' }, { field: 'stock', from: '2', to: '5' }] },
    ]);
    expect((await upload(csv)).statusCode).toBe(200);
    expect((await sizesOf(ids.ficus)).map((s) => [s.label, s.priceCentimes, s.stock])).toEqual([['14 cm pot', 150_000, 10], ['21 cm pot', 420_000, 5]]);
  });

  it('adds a size on a row whose size number is empty, and a plant in one size gets named sizes', async () => {
    const csv = `id,size_id,size,price,stock\n${ids.cactus},${await firstSizeId(ids.cactus)},10 cm,900.50,0\n${ids.cactus},,15 cm,1400,3\n`;
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ updated: 2 });
    expect((await sizesOf(ids.cactus)).map((s) => [s.label, s.priceCentimes, s.stock])).toEqual([['10 cm', 90_050, 0], ['15 cm', 140_000, 3]]);
    const shop = (await new Client(t.app).get(`/api/plants/${ids.cactus}`)).json() as { price: string; variants: unknown[] };
    expect(shop.price).toBe('900.50');
    expect(shop.variants).toHaveLength(2);
  });

  it('refuses what the plant form would: a size of another plant, two sizes alike, a plant given two names, and writes nothing', async () => {
    const [small, large] = await ficusInSizes();
    const csv = [
      'id,size_id,name,size,price',
      `${ids.cactus},${large!.id},Golden barrel,,100`,
      `${ids.ficus},${small!.id},Ficus A,14 cm pot,1500`,
      `${ids.ficus},${large!.id},Ficus B,14 CM POT,3900`,
      `${ids.formula},,Aloe,Big,100`,
      `${ids.ficus},${small!.id},Ficus A,14 cm pot,1500`,
    ].join('\n');
    const res = await upload(csv);
    expect(res.statusCode).toBe(400);
    expect((res.json() as PlantImportResult).errors).toEqual([
      { row: 2, field: 'size_id', message: e.sizeNotFound },
      { row: 4, field: 'name', message: e.otherValue.replace('{row}', '3') },
      { row: 5, field: 'size', message: m.sizeLabelRequired },
      { row: 6, field: 'id', message: e.sameRow.replace('{row}', '3') },
    ]);
    expect((await sizesOf(ids.ficus)).map((s) => s.label)).toEqual(['14 cm pot', '21 cm pot']);
    expect((await stored(ids.ficus)).name).toBe('Ficus lyrata');
  });
});
