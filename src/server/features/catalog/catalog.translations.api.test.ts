import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Category, Plant } from '@shared/contracts/catalog';
import { localizedDescription, localizedName } from '@shared/domain/catalog-text';
import { en } from '@shared/messages';
import { buildTestApp, Client, logIn, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { categories, plants } from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed';

const m = en.catalog;

let t: TestApp;
let visitor: Client;
let admin: Client;

beforeEach(async () => {
  t = await buildTestApp();
  visitor = new Client(t.app);
  admin = new Client(t.app);
  await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterEach(() => t.close());

const names = (res: LightMyRequestResponse) => (res.json() as Plant[]).map((p) => p.name);
const search = (q: string) => visitor.get(`/api/plants?search=${encodeURIComponent(q)}`);
const treesId = async () => ((await visitor.get('/api/categories')).json() as Category[]).find((c) => c.name === 'Trees')!.id;

describe('catalogue translations on the wire', () => {
  it('creates a plant with French and Arabic texts and answers them in every read', async () => {
    const res = await admin.post('/api/plants', {
      name: 'Pomegranate',
      description: 'A small fruit tree.',
      categoryId: await treesId(),
      price: '2200',
      translations: {
        fr: { name: ' Grenadier ', description: 'Un petit arbre fruitier.' },
        ar: { name: 'شجرة الرمان', description: 'شجرة مثمرة صغيرة.' },
      },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as Plant;
    expect(created.translations).toEqual({
      fr: { name: 'Grenadier', description: 'Un petit arbre fruitier.' },
      ar: { name: 'شجرة الرمان', description: 'شجرة مثمرة صغيرة.' },
    });
    expect(created).toMatchObject({ name: 'Pomegranate', description: 'A small fruit tree.' });
    expect((await visitor.get(`/api/plants/${created.id}`)).json()).toEqual(created);
    expect((await visitor.get('/api/plants?search=grenadier')).json()).toEqual([created]);
  });

  it('updates only the translations sent; an empty one removes it and the default shows again', async () => {
    const created = (
      await admin.post('/api/plants', {
        name: 'Pomegranate',
        categoryId: await treesId(),
        price: '2200',
        translations: { fr: { name: 'Grenadier', description: 'Un arbre.' }, ar: { name: 'رمان' } },
      })
    ).json() as Plant;
    const res = await admin.patch(`/api/plants/${created.id}`, { translations: { ar: { name: '' } } });
    expect(res.statusCode).toBe(200);
    const updated = res.json() as Plant;
    expect(updated.translations).toEqual({ fr: { name: 'Grenadier', description: 'Un arbre.' }, ar: { name: null, description: null } });
    expect(localizedName(updated, 'ar')).toBe('Pomegranate');
    expect(localizedName(updated, 'fr')).toBe('Grenadier');
  });

  it('answers null translations for a plant that has none, so every language falls back to the default', async () => {
    const created = (await admin.post('/api/plants', { name: 'Loquat', description: 'Early fruit.', categoryId: await treesId(), price: '900' })).json() as Plant;
    expect(created.translations).toEqual({ fr: { name: null, description: null }, ar: { name: null, description: null } });
    expect(localizedName(created, 'ar')).toBe('Loquat');
    expect(localizedDescription(created, 'fr')).toBe('Early fruit.');
  });

  it('creates and updates a category with translations, and a plant carries its category’s translated names', async () => {
    const res = await admin.post('/api/categories', {
      name: 'Palms',
      translations: { fr: { name: 'Palmiers', description: 'Des palmiers.' }, ar: { name: 'نخيل', description: '' } },
    });
    expect(res.statusCode).toBe(201);
    const palms = res.json() as Category;
    expect(palms.translations).toEqual({ fr: { name: 'Palmiers', description: 'Des palmiers.' }, ar: { name: 'نخيل', description: null } });

    const patched = await admin.patch(`/api/categories/${palms.id}`, { translations: { ar: { description: 'أشجار النخيل.' } } });
    expect((patched.json() as Category).translations.ar).toEqual({ name: 'نخيل', description: 'أشجار النخيل.' });

    const plant = (await admin.post('/api/plants', { name: 'Dwarf Palm', categoryId: palms.id, price: '3000' })).json() as Plant;
    expect(plant.category).toEqual({ id: palms.id, name: 'Palms', translations: { fr: { name: 'Palmiers' }, ar: { name: 'نخيل' } } });
  });
});

describe('translation validation', () => {
  const post = async (translations: unknown) =>
    admin.post('/api/plants', { name: 'Pomegranate', categoryId: await treesId(), price: '2200', translations });

  it('refuses a language other than French and Arabic (400, field error on translations)', async () => {
    const res = await post({ es: { name: 'Granado' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ translations: m.translationUnknownField });
  });

  it('refuses an unknown field inside a language', async () => {
    const res = await post({ fr: { name: 'Grenadier', careInstructions: 'Arroser' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ 'translations.fr': m.translationUnknownField });
  });

  it('refuses a control character in a translated name, and in a description other than a line break', async () => {
    const name = await post({ ar: { name: 'رمان\u0007' } });
    expect(name.statusCode).toBe(400);
    expect(name.json().fieldErrors).toEqual({ 'translations.ar.name': m.nameControlCharacters });

    const lineInName = await post({ fr: { name: 'Grena\ndier' } });
    expect(lineInName.json().fieldErrors).toEqual({ 'translations.fr.name': m.nameControlCharacters });

    const description = await post({ fr: { description: 'Un arbre\u001b[31m' } });
    expect(description.json().fieldErrors).toEqual({ 'translations.fr.description': m.textControlCharacters });

    const lines = await post({ fr: { description: 'Un arbre.\nFruits en automne.' } });
    expect(lines.statusCode).toBe(201);
  });

  it('refuses the default name with a control character too', async () => {
    const res = await admin.post('/api/plants', { name: 'Pome\u0000granate', categoryId: await treesId(), price: '2200' });
    expect(res.statusCode).toBe(400);
    const tab = await admin.post('/api/plants', { name: 'Pome\tgranate', categoryId: await treesId(), price: '2200' });
    expect(tab.json().fieldErrors).toEqual({ name: m.nameControlCharacters });
  });

  it('holds translations to the default fields’ length limits', async () => {
    const name = await post({ fr: { name: 'x'.repeat(201) } });
    expect(name.statusCode).toBe(400);
    expect(name.json().fieldErrors).toEqual({ 'translations.fr.name': m.tooLong });
    const description = await post({ ar: { description: 'ن'.repeat(5001) } });
    expect(description.json().fieldErrors).toEqual({ 'translations.ar.description': m.tooLong });
    const category = await admin.post('/api/categories', { name: 'Palms', translations: { fr: { name: 'p'.repeat(101) } } });
    expect(category.json().fieldErrors).toEqual({ 'translations.fr.name': m.tooLong });
  });

  it('answers the field error in the reader’s language', async () => {
    const res = await admin.request({
      method: 'POST',
      url: '/api/plants',
      headers: { 'accept-language': 'ar' },
      payload: { name: 'Pomegranate', categoryId: await treesId(), price: '2200', translations: { ar: { name: 'ر'.repeat(201) } } },
    });
    expect(res.json().fieldErrors).toEqual({ 'translations.ar.name': 'هذا الحقل طويل جدًا' });
  });
});

describe('search in French and Arabic (demo catalogue)', () => {
  it('finds the olive tree by its French name, accents and case aside', async () => {
    expect(names(await search('olivier'))).toContain('Olive Tree');
    expect(names(await search('OLIVIER'))).toContain('Olive Tree');
    expect(names(await search('Laurier-rose'))).toEqual(['Oleander']);
  });

  it('finds the olive tree by its Arabic name, typed bare, with harakat, with tatweel or with the article', async () => {
    for (const q of ['زيتون', 'زَيْتُون', 'زيـــتون', 'الزيتون', 'شجرة الزيتون', 'شجره زيتون']) {
      expect(names(await search(q)), q).toContain('Olive Tree');
      expect(names(await search(q))[0], q).toBe('Olive Tree');
    }
  });

  it('reads the hamza forms of alef as one letter (إكليل / اكليل, الألوفيرا / ألوفيرا)', async () => {
    expect(names(await search('اكليل الجبل'))).toEqual(['Rosemary']);
    // Look-alike words (typo tolerance) may add plants after it.
    expect(names(await search('ألوفيرا'))[0]).toBe('Aloe Vera');
    expect(names(await search('الوفيرا'))[0]).toBe('Aloe Vera');
  });

  it('reads ى as ي and ة as ه (الدفلى / دفلي, شجرة / شجره)', async () => {
    expect(names(await search('دفلي'))).toEqual(['Oleander']);
    expect(names(await search('شجره التين'))).toContain('Fig Tree');
  });

  it('matches an Arabic word as the start of a longer one, as in the other languages', async () => {
    expect(names(await search('زيتو'))).toContain('Olive Tree');
  });

  it('finds an Arabic name the admin adds later', async () => {
    const id = ((await search('Papyrus')).json() as Plant[])[0]!.id;
    await admin.patch(`/api/plants/${id}`, { translations: { ar: { name: 'نَبْتَةُ الوَرَق' } } });
    expect(names(await search('نبتة ورق'))).toEqual(['Papyrus']);
  });
});

describe('demo catalogue translations', () => {
  it('ships a French and an Arabic name and description for every demo plant and category', async () => {
    const allPlants = (await visitor.get('/api/plants')).json() as Plant[];
    const allCategories = (await visitor.get('/api/categories')).json() as Category[];
    for (const item of [...allPlants, ...allCategories]) {
      for (const lang of ['fr', 'ar'] as const) {
        expect(item.translations[lang].name, `${item.name} ${lang}`).toBeTruthy();
        expect(item.translations[lang].description, `${item.name} ${lang}`).toBeTruthy();
      }
      expect(item.translations.ar.name).toMatch(/^[\u0600-\u06FF\s()]+$/);
    }
    const olive = allPlants.find((p) => p.scientificName === 'Olea europaea')!;
    expect(olive.translations.fr.name).toBe('Olivier');
    expect(olive.translations.ar.name).toBe('شجرة الزيتون');
  });

  it('translates an existing demo catalogue, but never a row the owner changed or translated', async () => {
    const db = t.app.ctx.db;
    const blank = { nameFr: null, nameAr: null, descriptionFr: null, descriptionAr: null };
    // As a demo catalogue seeded before migration 0017 is: no translation anywhere.
    await db.update(plants).set(blank).where(sql`true`);
    await db.update(categories).set(blank).where(sql`true`);
    await db.update(plants).set({ description: 'Our own olive text.' }).where(eq(plants.name, 'Olive Tree'));
    await db.update(plants).set({ nameFr: 'Mon figuier' }).where(eq(plants.name, 'Fig Tree'));

    expect(await seedDemoCatalogue(t.app.ctx)).toBe(false);

    const byName = async (name: string) => (await db.select().from(plants).where(eq(plants.name, name)))[0]!;
    expect(await byName('Olive Tree')).toMatchObject(blank);
    expect(await byName('Fig Tree')).toMatchObject({ nameFr: 'Mon figuier', nameAr: null });
    expect(await byName('Oleander')).toMatchObject({ nameFr: 'Laurier-rose', nameAr: 'الدفلى' });
    const [untranslated] = await db.select({ n: sql<number>`count(*)::int` }).from(categories).where(sql`name_ar is null`);
    expect(untranslated?.n).toBe(0);
  });
});
