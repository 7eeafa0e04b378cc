import { describe, expect, it } from 'vitest';
import { localizedCommonName, localizedDescription, localizedName } from './catalog-text';

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
