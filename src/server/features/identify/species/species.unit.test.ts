import { describe, expect, it } from 'vitest';
import { latinWordsInArabic } from '../../chat/content/latin-words';
import { arabicNames, binomialKey, findSpecies, normaliseScientificName, speciesData, speciesFacts, speciesKeys } from './species';
import { LIGHT_AR, SPECIES_AR, WATER_AR } from './species.ar';

describe('normaliseScientificName', () => {
  it.each([
    ['Olea europaea L.', 'olea europaea'],
    ['Hibiscus rosa-sinensis L.', 'hibiscus rosa-sinensis'],
    ['Citrus × limon (L.) Osbeck', 'citrus limon'],
    ['Citrus x limon', 'citrus limon'],
    ['Dracaena reflexa var. angustifolia Baker', 'dracaena reflexa var angustifolia'],
    ["Monstera deliciosa 'Thai Constellation'", 'monstera deliciosa'],
    ['Monstera deliciosa Liebm.', 'monstera deliciosa'],
    ['  ALOE   vera ', 'aloe vera'],
    ['Schlumbergera × buckleyi', 'schlumbergera buckleyi'],
    ['Opuntia ficus-indica (L.) Mill.', 'opuntia ficus-indica'],
    ['Cedrus libani subsp. atlantica (Endl.) Batt. & Trab.', 'cedrus libani subsp atlantica'],
  ])('%s → %s', (name, expected) => {
    expect(normaliseScientificName(name)).toBe(expected);
  });

  it('keeps genus and species for the binomial key', () => {
    expect(binomialKey('Dracaena reflexa var. angustifolia')).toBe('dracaena reflexa');
  });
});

describe('findSpecies', () => {
  it('matches an accepted name with its author citation', () => {
    const found = findSpecies('Olea europaea L.');
    expect(found?.entry.family).toBe('Oleaceae');
    expect(found?.viaSynonym).toBe(false);
  });

  it.each([
    ['Sansevieria trifasciata Prain', 'Dracaena trifasciata'],
    ['Rosmarinus officinalis L.', 'Salvia rosmarinus'],
    ['Echinocactus grusonii', 'Kroenleinia grusonii'],
    ['Dracaena marginata', 'Dracaena reflexa var. angustifolia'],
    ['Saintpaulia ionantha', 'Streptocarpus ionanthus'],
    ['Scindapsus aureus', 'Epipremnum aureum'],
    ['Schefflera arboricola', 'Heptapleurum arboricola'],
    ['Aloe barbadensis Mill.', 'Aloe vera'],
    ['Dypsis lutescens', 'Chrysalidocarpus lutescens'],
    ['Senecio rowleyanus', 'Curio rowleyanus'],
  ])('matches the synonym %s to %s', (synonym, accepted) => {
    const found = findSpecies(synonym);
    expect(found?.entry.name).toBe(accepted);
    expect(found?.viaSynonym).toBe(true);
  });

  it('falls back from an unknown variety to its species', () => {
    expect(findSpecies('Ficus elastica var. decora')?.entry.name).toBe('Ficus elastica');
  });

  it('knows nothing of a name it does not hold', () => {
    expect(findSpecies('Welwitschia mirabilis')).toBeUndefined();
    expect(findSpecies('')).toBeUndefined();
  });

  it('lists every binomial a species goes by', () => {
    expect(speciesKeys('Dracaena trifasciata')).toEqual(
      new Set(['dracaena trifasciata', 'sansevieria trifasciata', 'sansevieria laurentii']),
    );
  });
});

describe('the species data', () => {
  it('holds at least 150 species besides the catalogue’s, each complete in English and French', () => {
    expect(speciesData.length).toBeGreaterThanOrEqual(180);
    for (const s of speciesData) {
      expect(s.en.length, s.name).toBeGreaterThan(0);
      expect(s.fr.length, s.name).toBeGreaterThan(0);
      expect(s.family, s.name).toMatch(/^[A-Z][a-z]+aceae$/);
      for (const text of [...s.origin, ...s.about]) expect(text.trim().length, s.name).toBeGreaterThan(3);
    }
  });

  it('names each species once, and no synonym points to two species', () => {
    const seen = new Map<string, string>();
    for (const s of speciesData) {
      for (const name of [s.name, ...(s.syn ?? [])]) {
        const key = normaliseScientificName(name);
        expect(seen.get(key), `${name} is in ${seen.get(key)} and ${s.name}`).toBeUndefined();
        seen.set(key, s.name);
      }
    }
  });

  it('renders the facts in the asked language', () => {
    const entry = findSpecies('Mentha spicata')!.entry;
    expect(speciesFacts(entry, 'fr')).toMatchObject({ commonNames: ['Menthe verte', 'Nânaâ'], careLevel: 'Easy' });
    expect(speciesFacts(entry, 'en').watering).toBe('Keep the soil evenly moist, never soggy.');
  });
});

describe('the species data in Arabic', () => {
  const arabic = /[\u0600-\u06ff]/;

  it('gives every species an Arabic origin and description, and has no entry for a species the data lacks', () => {
    const keys = new Set(speciesData.map((s) => binomialKey(s.name)));
    expect(speciesData.filter((s) => !SPECIES_AR[binomialKey(s.name)]).map((s) => s.name)).toEqual([]);
    expect(Object.keys(SPECIES_AR).filter((key) => !keys.has(key))).toEqual([]);
    for (const [key, ar] of Object.entries(SPECIES_AR)) {
      expect(ar.origin, key).toMatch(arabic);
      expect(ar.about.length, key).toBeGreaterThan(30);
      expect(ar.about, key).toMatch(arabic);
      for (const name of ar.names) expect(name, key).toMatch(arabic);
    }
  });

  it('writes Arabic only, besides scientific names, with Latin digits', () => {
    const scientific = speciesData.flatMap((s) => [s.name, ...(s.syn ?? [])]);
    const texts = [
      ...Object.values(SPECIES_AR).flatMap((ar) => [ar.origin, ar.about, ...ar.names]),
      ...Object.values(LIGHT_AR),
      ...Object.values(WATER_AR),
    ];
    expect(texts.filter((text) => latinWordsInArabic(text, scientific).length > 0)).toEqual([]);
    expect(texts.filter((text) => /[\u0660-\u0669\u06f0-\u06f9]/.test(text))).toEqual([]);
  });

  it('renders the identification facts in Arabic: the olive tree and the date palm', () => {
    const olive = speciesFacts(findSpecies('Olea europaea L.')!.entry, 'ar');
    expect(olive).toMatchObject({ commonNames: ['الزيتون', 'شجرة الزيتون'], family: 'Oleaceae', careLevel: 'Easy', light: 'شمس كاملة' });
    expect(olive.origin).toContain('المتوسط');
    expect(olive.description).toContain('القبائل');

    const palm = speciesFacts(findSpecies('Phoenix dactylifera')!.entry, 'ar');
    expect(palm.commonNames[0]).toBe('نخلة التمر');
    expect(palm.origin).toContain('شمال أفريقيا');
    expect(palm.description).toMatch(/دقلة نور.*بسكرة/);
    expect(palm.watering).toBe(WATER_AR[findSpecies('Phoenix dactylifera')!.entry.water]);
  });

  it('keeps the Algerian facts: the clementine was found at Misserghin', () => {
    const clementine = speciesFacts(findSpecies('Citrus × clementina')!.entry, 'ar');
    expect(clementine.origin).toMatch(/1902.*مسرغين.*وهران/);
  });

  it('finds the Arabic names under a synonym, and has none for a plant known by its scientific name', () => {
    expect(arabicNames('Echinocactus grusonii')[0]).toBe('صبار البرميل الذهبي');
    expect(speciesFacts(findSpecies('Pteris cretica')!.entry, 'ar').commonNames).toEqual([]);
  });
});
