import { describe, expect, it } from 'vitest';
import { PLANT_FORMS, POT_STYLES } from '../../features/images/plant-art';
import { seedPlantCareTranslations } from './catalogue.care.translations';
import { seedCategories, seedPlants, type SeedPlant } from './catalogue.data';

const MONEY = /^\d+\.\d{2}$/;
const HEX = /^#[0-9a-f]{6}$/i;
const money = (s: string) => Number(s);
const bySci = (name: RegExp) => seedPlants.find((p) => name.test(p.scientificName));
/** Sentences end with . ! or ? followed by a capital letter or the end of the text. */
const sentenceCount = (text: string) => text.match(/[.!?](?=\s+[A-Z"'(]|$)/g)?.length ?? 0;

describe('seed categories', () => {
  it('are exactly the eight categories of the spec, in order', () => {
    expect(seedCategories.map((c) => [c.slug, c.name])).toEqual([
      ['houseplants', 'Houseplants'],
      ['succulents', 'Succulents'],
      ['herbs', 'Herbs'],
      ['flowering-plants', 'Flowering Plants'],
      ['trees', 'Trees'],
      ['cacti', 'Cacti'],
      ['ferns', 'Ferns'],
      ['aquatic-plants', 'Aquatic Plants'],
    ]);
  });

  it('each have a one-sentence description and a picture of 1–3 plants', () => {
    for (const c of seedCategories) {
      expect(c.description.length, c.slug).toBeGreaterThan(30);
      expect(sentenceCount(c.description), c.slug).toBe(1);
      expect(c.art.background).toMatch(HEX);
      expect(c.art.plants.length).toBeGreaterThanOrEqual(1);
      expect(c.art.plants.length).toBeLessThanOrEqual(3);
    }
  });

  it('each hold at least two plants', () => {
    for (const c of seedCategories) {
      expect(seedPlants.filter((p) => p.categorySlug === c.slug).length, c.slug).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('seed plants', () => {
  const textFields = [
    'slug',
    'name',
    'commonName',
    'scientificName',
    'family',
    'origin',
    'description',
    'careInstructions',
    'lightRequirements',
    'wateringSchedule',
    'categorySlug',
  ] as const satisfies readonly (keyof SeedPlant)[];

  it('are at least 28 real plants with every field filled in', () => {
    expect(seedPlants.length).toBeGreaterThanOrEqual(28);
    for (const p of seedPlants) {
      for (const field of textFields) expect(p[field].trim(), `${p.slug}.${field}`).not.toBe('');
      expect(['Easy', 'Intermediate', 'Hard'], p.slug).toContain(p.careLevel);
      expect(typeof p.featured).toBe('boolean');
      expect(typeof p.petSafe).toBe('boolean');
    }
  });

  it('have unique kebab-case slugs and unique names', () => {
    for (const p of seedPlants) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(seedPlants.map((p) => p.slug)).size).toBe(seedPlants.length);
    expect(new Set(seedPlants.map((p) => p.name)).size).toBe(seedPlants.length);
    expect(new Set(seedPlants.map((p) => p.scientificName)).size).toBe(seedPlants.length);
  });

  it('belong to existing categories', () => {
    const slugs = new Set(seedCategories.map((c) => c.slug));
    for (const p of seedPlants) expect(slugs.has(p.categorySlug), `${p.slug} → ${p.categorySlug}`).toBe(true);
  });

  it('use binomial scientific names and plant family names', () => {
    for (const p of seedPlants) {
      expect(p.scientificName, p.slug).toMatch(/^[A-Z][a-z]+ (× )?[a-z-]+( var\. [a-z-]+)?$/);
      expect(p.family, p.slug).toMatch(/^[A-Z][a-z]+aceae$/);
    }
  });

  it('have short descriptions and care instructions (1–3 sentences)', () => {
    for (const p of seedPlants) {
      expect(sentenceCount(p.description), `${p.slug} description`).toBeGreaterThanOrEqual(1);
      expect(sentenceCount(p.description), `${p.slug} description`).toBeLessThanOrEqual(3);
      expect(sentenceCount(p.careInstructions), `${p.slug} care`).toBeGreaterThanOrEqual(1);
      expect(sentenceCount(p.careInstructions), `${p.slug} care`).toBeLessThanOrEqual(3);
    }
  });

  it('are priced in dinars with two decimals, and sale prices are below the original', () => {
    for (const p of seedPlants) {
      expect(p.price, p.slug).toMatch(MONEY);
      expect(money(p.price), p.slug).toBeGreaterThanOrEqual(600);
      expect(money(p.price), p.slug).toBeLessThanOrEqual(12000);
      if (p.originalPrice !== null) {
        expect(p.originalPrice, p.slug).toMatch(MONEY);
        expect(money(p.originalPrice), p.slug).toBeGreaterThan(money(p.price));
      }
    }
    expect(seedPlants.filter((p) => p.originalPrice !== null).length).toBeGreaterThanOrEqual(4);
  });

  it('carry no rating or review count: those come only from review rows (issue 27)', () => {
    for (const p of seedPlants) expect(Object.keys(p), p.slug).not.toEqual(expect.arrayContaining(['rating']));
    for (const p of seedPlants) expect(Object.keys(p), p.slug).not.toEqual(expect.arrayContaining(['reviewCount']));
  });

  it('feature at least five plants', () => {
    expect(seedPlants.filter((p) => p.featured).length).toBeGreaterThanOrEqual(5);
  });

  it('have exactly one plant out of stock (not featured), a few low ones and the rest in stock', () => {
    for (const p of seedPlants) expect(Number.isInteger(p.stock) && p.stock >= 0 && p.stock <= 60, p.slug).toBe(true);
    const out = seedPlants.filter((p) => p.stock === 0);
    expect(out).toHaveLength(1);
    expect(out[0]!.featured).toBe(false);
    expect(seedPlants.filter((p) => p.stock >= 1 && p.stock <= 3).length).toBeGreaterThanOrEqual(2);
  });

  it('include the plants that do well in Algeria', () => {
    for (const name of [
      /^Olea europaea$/,
      /^Salvia rosmarinus$/,
      /^Lavandula (angustifolia|dentata)$/,
      /^Opuntia ficus-indica$/,
      /^Phoenix dactylifera$/,
      /^Aloe vera$/,
      /^Jasminum (officinale|grandiflorum)$/,
      /^Bougainvillea (spectabilis|glabra)$/,
      /^Mentha spicata$/,
      /^Ficus carica$/,
      /^Nerium oleander$/,
      /^(Pinus halepensis|Ceratonia siliqua)$/,
    ]) {
      expect(bySci(name), String(name)).toBeDefined();
    }
  });

  it('carry the words customers search for', () => {
    expect(seedPlants.some((p) => p.name.includes('Monstera'))).toBe(true);
    expect(seedPlants.some((p) => p.categorySlug === 'ferns' && p.commonName.includes('Fougère'))).toBe(true);
    expect(bySci(/^Lavandula /)?.commonName).toContain('Lavande');
    expect(bySci(/^Aloe vera$/)?.name).toBe('Aloe Vera');
  });

  it('mark pet safety as the ASPCA does', () => {
    for (const toxic of [/^Monstera /, /^Epipremnum /, /^Aloe vera$/, /^Nerium /, /^Lavandula /, /^Mentha /, /^Crassula /]) {
      expect(bySci(toxic)?.petSafe, String(toxic)).toBe(false);
    }
    for (const safe of [/^Chlorophytum /, /^Nephrolepis /, /^Schlumbergera /, /^Salvia rosmarinus$/, /^Olea europaea$/]) {
      expect(bySci(safe)?.petSafe, String(safe)).toBe(true);
    }
  });

  it('each have a picture description the renderer knows', () => {
    const arts = [...seedPlants.map((p) => p.art), ...seedCategories.flatMap((c) => c.art.plants)];
    for (const art of arts) {
      expect(PLANT_FORMS).toContain(art.form);
      expect(POT_STYLES).toContain(art.pot);
      expect(art.leaf).toMatch(HEX);
      if (art.accent !== undefined) expect(art.accent).toMatch(HEX);
    }
    for (const p of seedPlants) expect(p.art.background).toMatch(HEX);
  });
});

describe('seed plants’ care translations', () => {
  it('cover exactly the seeded plants, each with a French and an Arabic origin, light, watering and care', () => {
    expect(Object.keys(seedPlantCareTranslations).sort()).toEqual(seedPlants.map((p) => p.slug).sort());
    for (const [slug, t] of Object.entries(seedPlantCareTranslations)) {
      for (const text of [...Object.values(t.fr), ...Object.values(t.ar)]) expect(text.trim().length, slug).toBeGreaterThan(3);
      for (const text of Object.values(t.ar)) expect(text, slug).toMatch(/[\u0621-\u064A]/);
      // French typography: a space before ; and : as the French texts of the shop write them.
      for (const text of Object.values(t.fr)) expect(text, slug).not.toMatch(/\S[;:](?!\/)/);
    }
  });
});
