import { totalStock } from '@shared/domain/sizes';
import type { Plant } from '@shared/contracts/catalog';
import type { Review } from '@shared/contracts/reviews';
import type { Translator } from '@shared/messages';
import { routeOf, withoutTrailingSlash } from '@shared/route-manifest';
import { jpegImageLink } from '../images/jpeg-link';

/**
 * What a page's HTML says about it before any script runs: its title, description, canonical
 * address, Open Graph tags and, for a plant, schema.org Product data. Crawlers and link previews
 * (WhatsApp, Facebook — how Algerian shops are shared) read only this.
 */
export interface PageHead {
  title: string;
  description: string;
  /** The page's one address (absolute), with only the query that changes its content; none for the not-found page (any address). */
  canonical?: string;
  type: 'website' | 'product';
  /** An absolute raster image for previews (most previewers show no SVG): the plant's photo, else the shop's. */
  image: string;
  /** The image is a photo of the page's subject (shown large in previews), not the shop's icon. */
  photo?: boolean;
  /** Private or empty pages: kept out of search results. */
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
}

/** Where a path's content comes from, known before the head is written. */
export type PageData = { kind: 'plant'; plant: Plant | null; reviews: readonly Review[] } | { kind: 'static' };

/** How many of the newest approved reviews a plant page's Product data carries. */
export const JSON_LD_REVIEWS = 3;

export { withoutTrailingSlash };

/** The id in `/plant/:id`, or null for any other path. */
export function plantIdOf(pathname: string): number | null {
  const match = /^\/plant\/(\d{1,9})\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

const RASTER = /\.(webp|jpe?g|png|avif)(\?|$)/i;

/** The shop's picture for link previews of pages without a photo of their own (the installed app's icon, a PNG). */
export const SHOP_IMAGE = '/icons/icon-512.png';

/**
 * The head of a storefront page in the reader's language. Pure: the caller fetched the plant.
 * `origin` is the shop's public origin (addresses in previews and schema.org must be absolute).
 */
export function pageHead(tr: Translator, origin: string, pathname: string, search: URLSearchParams, data: PageData): PageHead {
  const m = tr.m;
  const path = withoutTrailingSlash(pathname);
  const site: PageHead = { title: m.seo.siteTitle, description: m.seo.siteDescription, canonical: origin + path, type: 'website', image: origin + SHOP_IMAGE };
  const titled = (title: string, description = m.seo.siteDescription): PageHead => ({
    ...site,
    title: `${title} | ${m.brand.name}`,
    description,
  });

  if (data.kind === 'plant') {
    const plant = data.plant;
    if (!plant) return { ...titled(m.catalog.plantNotFound), noindex: true };
    return plantHead(tr, origin, plant, data.reviews, titled(plant.name, plantDescription(tr, plant)));
  }
  // The route manifest's head; a path no route matches is not found.
  const route = routeOf(pathname);
  if (!route) return { ...titled(m.notFound.title), canonical: undefined, noindex: true };
  if (route.private) return { ...site, noindex: true };
  // A plant's address with no number in it (`/plant/abc`): no plant has it.
  if (route.head === 'plant') return { ...titled(m.catalog.plantNotFound), noindex: true };
  if (!route.head) return route.canonicalPath ? { ...site, canonical: origin + route.canonicalPath } : site;
  const { title, description } = route.head(m);
  const query = route.canonicalQuery && search.get(route.canonicalQuery);
  const kept = query && /^\d{1,9}$/.test(query) ? `?${route.canonicalQuery}=${query}` : '';
  return { ...titled(title, description), canonical: origin + (route.canonicalPath ?? path) + kept };
}

/** The plant's own words when it has them (cut at a word, ~160 characters), else its name and price. */
function plantDescription(tr: Translator, plant: Plant): string {
  const text = plant.description?.replace(/\s+/g, ' ').trim();
  if (text) return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
  return tr.text(tr.m.seo.plantDescription, { name: plant.name, price: plant.price ? tr.money(plant.price) : '—' });
}

/**
 * schema.org rating data, only when approved reviews exist (search engines penalise a rating without
 * reviews behind it): the aggregate and the newest few reviews, each in its own language.
 */
function ratingData(plant: Plant, reviews: readonly Review[]) {
  if (plant.rating === null || plant.reviewCount === 0 || reviews.length === 0) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: plant.rating, reviewCount: plant.reviewCount, bestRating: 5, worstRating: 1 },
    review: reviews.map((r) => ({
      '@type': 'Review',
      name: r.title,
      reviewBody: r.body,
      inLanguage: r.lang,
      datePublished: r.createdAt.slice(0, 10),
      author: { '@type': 'Person', name: r.author },
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

function plantHead(tr: Translator, origin: string, plant: Plant, reviews: readonly Review[], head: PageHead): PageHead {
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : origin + url);
  // A drawing (SVG) is previewed as its JPEG: previewers show no SVG.
  const raster = plant.imageUrl && (RASTER.test(plant.imageUrl) ? absolute(plant.imageUrl) : jpegImageLink(origin, plant.imageUrl));
  const image = raster && RASTER.test(raster) ? raster : undefined;
  return {
    ...head,
    type: 'product',
    ...(image ? { image, photo: true } : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: plant.name,
      ...(plant.description ? { description: plant.description } : {}),
      ...(plant.scientificName ? { alternateName: plant.scientificName } : {}),
      ...(plant.imageUrl ? { image: absolute(plant.imageUrl) } : {}),
      sku: String(plant.id),
      category: plant.category.name,
      brand: { '@type': 'Brand', name: tr.m.brand.name },
      ...ratingData(plant, reviews),
      ...(plant.price
        ? {
            offers: {
              '@type': 'Offer',
              price: plant.price,
              priceCurrency: 'DZD',
              availability: totalStock(plant.variants) > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
              url: head.canonical,
            },
          }
        : {}),
    },
  };
}
