import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlantSchema, type Category, type Plant, type PlantListItem } from '@shared/contracts/catalog';
import { localizedDescription, localizedName, localizedText, untranslatedPlant } from '@shared/domain/catalog-text';
import { en } from '@shared/messages';
import { catalogues } from '@shared/messages/catalogues';
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

/** A plant's origin and care details, untranslated. */
const noCare = { origin: null, lightRequirements: null, wateringSchedule: null, careInstructions: null };

const names = (res: LightMyRequestResponse) => (res.json() as Plant[]).map((p) => p.name);
/** A plant as lists answer it: every field, the names' translations only. */
/** A plant as lists carry it: the names' translations only, and no photos after the first (its `imageUrl`). */
const listItem = ({ images: _photos, ...plant }: Plant): PlantListItem => ({ ...plant, translations: { fr: { name: plant.translations.fr.name }, ar: { name: plant.translations.ar.name } } });
/** Every demo plant, whole (GET /api/plants/:id): lists carry the names' translations only. */
const wholePlants = async () =>
  Promise.all(((await visitor.get('/api/plants')).json() as PlantListItem[]).map(async (p) => (await visitor.get(`/api/plants/${p.id}`)).json() as Plant));
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
      fr: { name: 'Grenadier', description: 'Un petit arbre fruitier.', ...noCare },
      ar: { name: 'شجرة الرمان', description: 'شجرة مثمرة صغيرة.', ...noCare },
    });
    expect(created).toMatchObject({ name: 'Pomegranate', description: 'A small fruit tree.' });
    expect((await visitor.get(`/api/plants/${created.id}`)).json()).toEqual(created);
    expect((await visitor.get('/api/plants?search=grenadier')).json()).toEqual([listItem(created)]);
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
    expect(updated.translations).toEqual({
      fr: { name: 'Grenadier', description: 'Un arbre.', ...noCare },
      ar: { name: null, description: null, ...noCare },
    });
    expect(localizedName(updated, 'ar')).toBe('Pomegranate');
    expect(localizedName(updated, 'fr')).toBe('Grenadier');
  });

  it('answers null translations for a plant that has none, so every language falls back to the default', async () => {
    const created = (await admin.post('/api/plants', { name: 'Loquat', description: 'Early fruit.', categoryId: await treesId(), price: '900' })).json() as Plant;
    expect(created.translations).toEqual(untranslatedPlant());
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

describe('a plant’s origin and care details in French and Arabic', () => {
  const care = {
    fr: { origin: 'Iran et Asie centrale', lightRequirements: 'Plein soleil', wateringSchedule: 'Chaque semaine en été', careInstructions: 'Taillez en hiver.\nPeu d’eau.' },
    ar: { origin: 'إيران وآسيا الوسطى', lightRequirements: 'شمس كاملة', wateringSchedule: 'أسبوعيًا في الصيف', careInstructions: 'قلّمها في الشتاء.' },
  };
  const pomegranate = async (translations: unknown) =>
    admin.post('/api/plants', {
      name: 'Pomegranate',
      origin: 'Iran to Central Asia',
      lightRequirements: 'Full sun',
      wateringSchedule: 'Weekly in summer',
      careInstructions: 'Prune in winter.',
      categoryId: await treesId(),
      price: '2200',
      translations,
    });

  it('creates a plant with translated origin, light, watering and care, answered in every read beside the default texts', async () => {
    const res = await pomegranate(care);
    expect(res.statusCode).toBe(201);
    const created = res.json() as Plant;
    expect(created.translations).toEqual({ fr: { name: null, description: null, ...care.fr }, ar: { name: null, description: null, ...care.ar } });
    expect(created).toMatchObject({ origin: 'Iran to Central Asia', lightRequirements: 'Full sun', wateringSchedule: 'Weekly in summer', careInstructions: 'Prune in winter.' });
    expect((await visitor.get(`/api/plants/${created.id}`)).json()).toEqual(created);
    expect(((await visitor.get('/api/plants')).json() as PlantListItem[]).find((p) => p.id === created.id)).toEqual(listItem(created));
    expect(localizedText(created, 'origin', 'ar')).toBe('إيران وآسيا الوسطى');
    expect(localizedText(created, 'careInstructions', 'en')).toBe('Prune in winter.');
  });

  it('updates only the care texts sent, and an empty one falls back to the default text', async () => {
    const created = (await pomegranate(care)).json() as Plant;
    const res = await admin.patch(`/api/plants/${created.id}`, { translations: { fr: { wateringSchedule: '', careInstructions: 'Taillez en février.' } } });
    expect(res.statusCode).toBe(200);
    const updated = res.json() as Plant;
    expect(updated.translations.fr).toEqual({ name: null, description: null, ...care.fr, wateringSchedule: null, careInstructions: 'Taillez en février.' });
    expect(updated.translations.ar).toEqual({ name: null, description: null, ...care.ar });
    expect(localizedText(updated, 'wateringSchedule', 'fr')).toBe('Weekly in summer');
    // A name-only edit (the admin dialog has no care fields) leaves the care translations alone.
    const renamed = (await admin.patch(`/api/plants/${created.id}`, { translations: { ar: { name: 'رمان' } } })).json() as Plant;
    expect(renamed.translations.ar).toEqual({ name: 'رمان', description: null, ...care.ar });
  });

  it('holds each care translation to its default field’s limit, and says so in the request’s language', async () => {
    const tooLong = async (field: string, length: number) => (await pomegranate({ ar: { [field]: 'ن'.repeat(length) } })).json().fieldErrors;
    expect(await tooLong('origin', 201)).toEqual({ 'translations.ar.origin': m.tooLong });
    expect(await tooLong('lightRequirements', 501)).toEqual({ 'translations.ar.lightRequirements': m.tooLong });
    expect(await tooLong('wateringSchedule', 501)).toEqual({ 'translations.ar.wateringSchedule': m.tooLong });
    expect(await tooLong('careInstructions', 5001)).toEqual({ 'translations.ar.careInstructions': m.tooLong });
    expect((await pomegranate({ ar: { origin: 'ن'.repeat(200), careInstructions: 'ن'.repeat(5000) } })).statusCode).toBe(201);

    const french = await admin.request({
      method: 'POST',
      url: '/api/plants',
      headers: { 'accept-language': 'fr' },
      payload: { name: 'Pomegranate', categoryId: await treesId(), price: '2200', translations: { fr: { petSafe: true } } },
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().fieldErrors).toEqual({ 'translations.fr': catalogues.fr.catalog.plantTranslationUnknownField });
    const frenchLength = await admin.request({
      method: 'POST',
      url: '/api/plants',
      headers: { 'accept-language': 'fr' },
      payload: { name: 'Pomegranate', categoryId: await treesId(), price: '2200', translations: { fr: { lightRequirements: 'o'.repeat(501) } } },
    });
    expect(frenchLength.json().fieldErrors).toEqual({ 'translations.fr.lightRequirements': catalogues.fr.catalog.tooLong });
  });
});

describe('translation validation', () => {
  const post = async (translations: unknown) =>
    admin.post('/api/plants', { name: 'Pomegranate', categoryId: await treesId(), price: '2200', translations });

  it('refuses a language other than French and Arabic (400, field error on translations)', async () => {
    const res = await post({ es: { name: 'Granado' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ translations: m.plantTranslationUnknownField });
    const category = await admin.post('/api/categories', { name: 'Palms', translations: { es: { name: 'Palmeras' } } });
    expect(category.json().fieldErrors).toEqual({ translations: m.translationUnknownField });
  });

  it('refuses an unknown field inside a language: a plant’s family, a category’s care instructions', async () => {
    const res = await post({ fr: { name: 'Grenadier', family: 'Lythracées' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ 'translations.fr': m.plantTranslationUnknownField });
    const category = await admin.post('/api/categories', { name: 'Palms', translations: { fr: { careInstructions: 'Arroser' } } });
    expect(category.statusCode).toBe(400);
    expect(category.json().fieldErrors).toEqual({ 'translations.fr': m.translationUnknownField });
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

describe('lists carry the names’ translations, the plant every text (issue 14)', () => {
  // Every field of the spec's Plant; `images` (ours) comes with the plant itself.
  const specFields = Object.keys(PlantSchema.shape).filter((k) => k !== 'images').sort();

  it('answers every field of the spec’s Plant in list items, with only the French and Arabic names beside', async () => {
    for (const url of ['/api/plants?limit=8', '/api/plants/featured', '/api/plants', '/api/plants?category=1&sort=price-low']) {
      const items = (await visitor.get(url)).json() as PlantListItem[];
      expect(items.length, url).toBeGreaterThan(0);
      for (const item of items) {
        expect(Object.keys(item).sort(), url).toEqual(specFields);
        expect(Object.keys(item.translations.fr), url).toEqual(['name']);
        expect(Object.keys(item.translations.ar), url).toEqual(['name']);
        // The same plant, whole, minus the long translated texts.
        expect(item, url).toEqual(listItem((await visitor.get(`/api/plants/${item.id}`)).json() as Plant));
      }
    }
  });

  it('keeps the shop’s page of 8 demo plants light: no translated descriptions or care texts', async () => {
    const page = await visitor.get('/api/plants?limit=8');
    // The spec's own careInstructions, once a plant; none in a translation.
    expect(page.body.match(/"careInstructions":/g)).toHaveLength(8);
    expect(Buffer.byteLength(page.body)).toBeLessThan(13 * 1024);
  });

  it('answers the plant page every care text in French and Arabic', async () => {
    const [first] = (await visitor.get('/api/plants?limit=1')).json() as PlantListItem[];
    const plant = (await visitor.get(`/api/plants/${first!.id}`)).json() as Plant;
    for (const lang of ['fr', 'ar'] as const) {
      for (const field of ['description', 'origin', 'lightRequirements', 'wateringSchedule', 'careInstructions'] as const) {
        expect(plant.translations[lang][field], `${lang} ${field}`).toBeTruthy();
      }
    }
  });
});

describe('demo catalogue translations', () => {
  it('ships a French and an Arabic name and description for every demo plant and category', async () => {
    const allPlants = await wholePlants();
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

  it('ships every demo plant’s origin, light, watering and care in French and Arabic, different from the default texts', async () => {
    const allPlants = await wholePlants();
    expect(allPlants.length).toBeGreaterThanOrEqual(28);
    for (const plant of allPlants) {
      for (const field of ['origin', 'lightRequirements', 'wateringSchedule', 'careInstructions'] as const) {
        for (const lang of ['fr', 'ar'] as const) {
          const text = plant.translations[lang][field];
          expect(text, `${plant.name} ${lang} ${field}`).toBeTruthy();
          expect(text, `${plant.name} ${lang} ${field}`).not.toBe(plant[field]);
        }
        // Arabic script, Latin digits (decisions: prices and figures read 1 500,00 دج).
        expect(plant.translations.ar[field], `${plant.name} ${field}`).toMatch(/[\u0621-\u064A]/);
        expect(plant.translations.ar[field], `${plant.name} ${field}`).not.toMatch(/[\u0660-\u0669]/);
      }
      // A figure of the care sheet (5 cm, 10 °C, 7–10 days) is never another figure in a translation
      // (a translation may say it in words: 'كل أسبوعين', every 2 weeks).
      const figures = (text: string | null) => new Set(text?.match(/\d+/g) ?? []);
      for (const field of ['wateringSchedule', 'careInstructions'] as const) {
        for (const lang of ['fr', 'ar'] as const) {
          const shown = figures(plant.translations[lang][field]);
          expect([...shown].filter((n) => !figures(plant[field]).has(n)), `${plant.name} ${lang} ${field}`).toEqual([]);
        }
      }
    }
    const olive = allPlants.find((p) => p.scientificName === 'Olea europaea')!;
    expect(olive.translations.fr.lightRequirements).toBe('Plein soleil');
    expect(olive.translations.ar.lightRequirements).toBe('شمس كاملة');
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

  it('translates an existing demo catalogue’s origin and care (migration 0018), but never a plant whose care the owner changed or translated', async () => {
    const db = t.app.ctx.db;
    const blank = {
      originFr: null,
      originAr: null,
      lightRequirementsFr: null,
      lightRequirementsAr: null,
      wateringScheduleFr: null,
      wateringScheduleAr: null,
      careInstructionsFr: null,
      careInstructionsAr: null,
    };
    // As a demo catalogue seeded before migration 0018 is: names translated, care not.
    await db.update(plants).set(blank).where(sql`true`);
    await db.update(plants).set({ wateringSchedule: 'Our own schedule' }).where(eq(plants.name, 'Olive Tree'));
    await db.update(plants).set({ careInstructionsFr: 'Mes conseils' }).where(eq(plants.name, 'Fig Tree'));

    expect(await seedDemoCatalogue(t.app.ctx)).toBe(false);

    const byName = async (name: string) => (await db.select().from(plants).where(eq(plants.name, name)))[0]!;
    expect(await byName('Olive Tree')).toMatchObject(blank);
    expect(await byName('Fig Tree')).toMatchObject({ ...blank, careInstructionsFr: 'Mes conseils' });
    expect(await byName('Oleander')).toMatchObject({ lightRequirementsFr: 'Plein soleil', lightRequirementsAr: 'شمس كاملة' });
    const [untranslated] = await db.select({ n: sql<number>`count(*)::int` }).from(plants).where(sql`care_instructions_ar is null`);
    expect(untranslated?.n).toBe(2);
  });
});
