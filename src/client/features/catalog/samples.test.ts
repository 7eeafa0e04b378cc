import { describe, expect, it } from 'vitest';
import { en } from '@shared/messages';
import { categoryHref } from './shop-url';
import { sampleCategories, samplePlants } from './samples';

describe('built-in samples', () => {
  it('are the spec’s eight categories, in its order, with a count of 0', () => {
    const categories = sampleCategories(en);
    expect(categories.map((c) => c.name)).toEqual([
      'Houseplants',
      'Succulents',
      'Herbs',
      'Flowering Plants',
      'Trees',
      'Cacti',
      'Ferns',
      'Aquatic Plants',
    ]);
    expect(categories.every((c) => c.plantCount === 0 && c.description && c.imageUrl)).toBe(true);
  });

  it('are four priced plants whose category is one of the samples', () => {
    const plants = samplePlants(en);
    const names = new Set(sampleCategories(en).map((c) => c.name));
    expect(plants).toHaveLength(4);
    for (const p of plants) {
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      expect(names.has(p.category.name)).toBe(true);
    }
  });

  it('never use a real row id, so a sample cannot reach a cart, a wishlist or a shelf', () => {
    const ids = [...sampleCategories(en), ...samplePlants(en)].map((x) => x.id);
    expect(ids.every((id) => id < 0)).toBe(true);
    expect(categoryHref(-3)).toBe('/shop');
    expect(categoryHref(3)).toBe('/shop?category=3');
  });
});
