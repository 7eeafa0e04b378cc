import type { Category, Plant } from '@shared/contracts/catalog';
import { undescribedPhoto, untranslated, untranslatedPlant } from '@shared/domain/catalog-text';
import type { Messages } from '@shared/messages';

/*
 * Spec §2: the built-in sample categories (Categories page when the call fails, and Home's four
 * cards) and the four sample plants Home shows when the featured call returns nothing. Ids are
 * negative: they are no rows, so they never reach a cart or a wishlist.
 */

type SampleKey = keyof Messages['shop']['samples'];

const CATEGORY_SLUGS = [
  ['houseplants', 'houseplants'],
  ['succulents', 'succulents'],
  ['herbs', 'herbs'],
  ['floweringPlants', 'flowering-plants'],
  ['trees', 'trees'],
  ['cacti', 'cacti'],
  ['ferns', 'ferns'],
  ['aquaticPlants', 'aquatic-plants'],
] as const satisfies readonly (readonly [SampleKey, string])[];

export function sampleCategories(t: Messages): Category[] {
  return CATEGORY_SLUGS.map(([key, slug], i) => ({
    id: -(i + 1),
    name: t.shop.samples[key].name,
    description: t.shop.samples[key].description,
    // The texts come from the reader's catalogue already.
    translations: untranslated(),
    imageUrl: `/images/categories/${slug}.svg`,
    plantCount: 0,
  }));
}

const PLANTS = [
  { key: 'monstera', slug: 'monstera-deliciosa', category: 'houseplants', price: '3500.00', originalPrice: '4200.00', careLevel: 'Easy' },
  { key: 'aloe', slug: 'aloe-vera', category: 'succulents', price: '1200.00', originalPrice: null, careLevel: 'Easy' },
  { key: 'lavender', slug: 'english-lavender', category: 'herbs', price: '900.00', originalPrice: null, careLevel: 'Easy' },
  { key: 'olive', slug: 'olive-tree', category: 'trees', price: '6500.00', originalPrice: null, careLevel: 'Intermediate' },
] as const satisfies readonly { key: SampleKey; category: SampleKey; slug: string; price: string; originalPrice: string | null; careLevel: Plant['careLevel'] }[];

const SAMPLE_STOCK = 10;

export function samplePlants(t: Messages): Plant[] {
  const categories = sampleCategories(t);
  return PLANTS.map((p, i) => {
    const texts = t.shop.samples[p.key];
    const category = categories[CATEGORY_SLUGS.findIndex(([key]) => key === p.category)]!;
    return {
      id: -(i + 1),
      offers: [],
      name: texts.name,
      commonName: texts.commonName,
      scientificName: null,
      family: null,
      origin: null,
      description: texts.description,
      translations: untranslatedPlant(),
      careInstructions: null,
      careLevel: p.careLevel,
      lightRequirements: null,
      wateringSchedule: null,
      imageUrl: `/images/plants/${p.slug}.svg`,
      images: [undescribedPhoto(`/images/plants/${p.slug}.svg`)],
      categoryId: category.id,
      featured: true,
      price: p.price,
      originalPrice: p.originalPrice,
      stock: SAMPLE_STOCK,
      // Sold in one size (docs/contract.md §8): the plant's own price and stock.
      variants: [{ id: -(i + 1), label: '', labelFr: null, labelAr: null, sku: null, price: p.price, originalPrice: p.originalPrice, stock: SAMPLE_STOCK }],
      rating: null,
      reviewCount: 0,
      petSafe: null,
      createdAt: new Date(0).toISOString(),
      category: { id: category.id, name: category.name, translations: untranslated() },
    };
  });
}
