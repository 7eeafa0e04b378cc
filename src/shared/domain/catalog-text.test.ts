import { describe, expect, it } from 'vitest';
import { localizedCommonName, localizedDescription, localizedName, localizedText, untranslatedPlant } from './catalog-text';

const olive = {
  name: 'Olive Tree',
  description: 'An evergreen tree.',
  translations: {
    fr: { name: 'Olivier', description: 'Un arbre toujours vert.' },
    ar: { name: 'شجرة الزيتون', description: null },
  },
};

describe('localizedName', () => {
  it('shows the translation of the reader’s language', () => {
    expect(localizedName(olive, 'fr')).toBe('Olivier');
    expect(localizedName(olive, 'ar')).toBe('شجرة الزيتون');
  });

  it('shows the default name in English, which has no translation of its own', () => {
    expect(localizedName(olive, 'en')).toBe('Olive Tree');
  });

  it('falls back to the default name when the translation is missing, null or blank', () => {
    expect(localizedName({ name: 'Papyrus', translations: { fr: { name: null }, ar: { name: '   ' } } }, 'fr')).toBe('Papyrus');
    expect(localizedName({ name: 'Papyrus', translations: { fr: { name: null }, ar: { name: '   ' } } }, 'ar')).toBe('Papyrus');
    expect(localizedName({ name: 'Papyrus' }, 'ar')).toBe('Papyrus');
  });

  it('reads a name-only translation, as a plant’s category carries', () => {
    expect(localizedName({ name: 'Trees', translations: { fr: { name: 'Arbres' }, ar: { name: 'أشجار' } } }, 'ar')).toBe('أشجار');
  });
});

describe('localizedDescription', () => {
  it('shows the translation when there is one, else the default description', () => {
    expect(localizedDescription(olive, 'fr')).toBe('Un arbre toujours vert.');
    expect(localizedDescription(olive, 'ar')).toBe('An evergreen tree.');
  });

  it('is null when there is no description in any language', () => {
    expect(localizedDescription({ description: null, translations: { fr: { description: null } } }, 'fr')).toBeNull();
  });
});

describe('localizedCommonName', () => {
  it('shows the common name in the default language only, where the other languages show the translated name', () => {
    const fig = { commonName: 'Figuier de Barbarie (hendi)' };
    expect(localizedCommonName(fig, 'en')).toBe('Figuier de Barbarie (hendi)');
    expect(localizedCommonName(fig, 'fr')).toBeNull();
    expect(localizedCommonName(fig, 'ar')).toBeNull();
  });
});

describe('localizedText', () => {
  const fig = {
    origin: 'South-west Asia',
    careInstructions: 'Water weekly in summer.',
    wateringSchedule: null,
    translations: {
      fr: { origin: 'Asie du Sud-Ouest', careInstructions: '  ', wateringSchedule: 'Chaque semaine' },
      ar: { origin: null, careInstructions: 'اسقها أسبوعيًا في الصيف.', wateringSchedule: null },
    },
  };

  it('shows a plant’s care field in the reader’s language', () => {
    expect(localizedText(fig, 'origin', 'fr')).toBe('Asie du Sud-Ouest');
    expect(localizedText(fig, 'careInstructions', 'ar')).toBe('اسقها أسبوعيًا في الصيف.');
  });

  it('falls back to the default field when the translation is missing or blank, and in English', () => {
    expect(localizedText(fig, 'origin', 'ar')).toBe('South-west Asia');
    expect(localizedText(fig, 'careInstructions', 'fr')).toBe('Water weekly in summer.');
    expect(localizedText(fig, 'origin', 'en')).toBe('South-west Asia');
  });

  it('shows a translation even where the default field is empty, and null when neither has one', () => {
    expect(localizedText(fig, 'wateringSchedule', 'fr')).toBe('Chaque semaine');
    expect(localizedText(fig, 'wateringSchedule', 'ar')).toBeNull();
  });

  it('reads an untranslated plant as its default texts in every language', () => {
    const plant = { origin: 'Brazil', translations: untranslatedPlant() };
    expect(['en', 'fr', 'ar'].map((l) => localizedText(plant, 'origin', l as 'en'))).toEqual(['Brazil', 'Brazil', 'Brazil']);
  });
});
