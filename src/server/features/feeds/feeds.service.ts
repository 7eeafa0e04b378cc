import { asc, eq, isNotNull } from 'drizzle-orm';
import { localizedName, localizedText } from '@shared/domain/catalog-text';
import type { Locale } from '@shared/messages';
import type { ServiceContext } from '../../context';
import { categories, plants } from '../../db/schema';
import { nameTranslationsOf, plantTranslationsOf } from '../catalog/catalog.translations';
import { getSettings } from '../settings/settings.service';
import { jpegImageLink } from '../images/jpeg-link';
import { productFeedXml, type FeedItem } from './product-feed';

/** Both platforms take at most this many items a file (Google: 5 million; Meta reads large files slowly). */
const MAX_ITEMS = 50_000;

/**
 * `GET /feeds/products.xml?lang=` (public): every plant with a price, in `locale`, linked to its page on
 * `origin`. Plants without a price cannot be bought, so they are not advertised.
 */
export async function productFeed(ctx: ServiceContext, origin: string, locale: Locale): Promise<string> {
  const [settings, rows] = await Promise.all([
    getSettings(ctx, null),
    ctx.db
      .select({ plant: plants, category: { name: categories.name, nameFr: categories.nameFr, nameAr: categories.nameAr } })
      .from(plants)
      .innerJoin(categories, eq(categories.id, plants.categoryId))
      .where(isNotNull(plants.priceCentimes))
      .orderBy(asc(plants.id))
      .limit(MAX_ITEMS),
  ]);
  const items: FeedItem[] = rows.map(({ plant, category }) => {
    const translated = { ...plant, translations: plantTranslationsOf(plant) };
    return {
      id: String(plant.id),
      title: localizedName(translated, locale),
      description: localizedText(translated, 'description', locale) ?? '',
      link: `${origin}/plant/${plant.id}`,
      imageLink: jpegImageLink(origin, plant.imageUrl),
      inStock: plant.stock > 0,
      price: plant.priceCentimes!,
      originalPrice: plant.originalPriceCentimes,
      productType: localizedName({ name: category.name, translations: nameTranslationsOf(category) }, locale),
    };
  });
  return productFeedXml({ title: settings.siteName, link: `${origin}/`, description: settings.siteDescription, brand: settings.siteName, language: locale }, items);
}
