import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import { localizedName, localizedText } from '@shared/domain/catalog-text';
import type { Locale } from '@shared/messages';
import type { ServiceContext } from '../../context';
import { categories, plants, plantVariants } from '../../db/schema';
import { catalogItemId, sizeLabel, withSize } from '@shared/domain/sizes';
import { nameTranslationsOf, plantTranslationsOf } from '../catalog/catalog.translations';
import { getSettings } from '../settings/settings.service';
import { jpegImageLink } from '../images/jpeg-link';
import { productFeedXml, type FeedItem } from './product-feed';

/** Both platforms take at most this many items a file (Google: 5 million; Meta reads large files slowly). */
const MAX_ITEMS = 50_000;

/**
 * `GET /feeds/products.xml?lang=` (public): every size with a price of every plant, in `locale`, linked to
 * its page on `origin` with that size chosen. A size without a price cannot be bought, so it is not
 * advertised. A plant's sizes share its number as `item_group_id`, so the platforms show them as one product.
 */
export async function productFeed(ctx: ServiceContext, origin: string, locale: Locale): Promise<string> {
  const [settings, rows] = await Promise.all([
    getSettings(ctx, null),
    ctx.db
      .select({
        plant: plants,
        size: plantVariants,
        // Named sizes, or more than one: the plant is sold by size.
        bySize: sql<boolean>`(${plantVariants.label} <> '' or (select count(*) from ${plantVariants} o where o.plant_id = ${plants.id}) > 1)`,
        category: { name: categories.name, nameFr: categories.nameFr, nameAr: categories.nameAr },
      })
      .from(plants)
      .innerJoin(categories, eq(categories.id, plants.categoryId))
      .innerJoin(plantVariants, eq(plantVariants.plantId, plants.id))
      .where(isNotNull(plantVariants.priceCentimes))
      .orderBy(asc(plants.id), asc(plantVariants.position), asc(plantVariants.id))
      .limit(MAX_ITEMS),
  ]);
  const items: FeedItem[] = rows.map(({ plant, size, bySize, category }) => {
    const translated = { ...plant, translations: plantTranslationsOf(plant) };
    return {
      id: catalogItemId(plant.id, size.id, bySize),
      groupId: bySize ? String(plant.id) : null,
      title: withSize(localizedName(translated, locale), bySize ? sizeLabel(size, locale) : null),
      description: localizedText(translated, 'description', locale) ?? '',
      link: bySize ? `${origin}/plant/${plant.id}?size=${size.id}` : `${origin}/plant/${plant.id}`,
      imageLink: jpegImageLink(origin, plant.imageUrl),
      inStock: size.stock > 0,
      price: size.priceCentimes!,
      originalPrice: size.originalPriceCentimes,
      productType: localizedName({ name: category.name, translations: nameTranslationsOf(category) }, locale),
    };
  });
  return productFeedXml({ title: settings.siteName, link: `${origin}/`, description: settings.siteDescription, brand: settings.siteName, language: locale }, items);
}
