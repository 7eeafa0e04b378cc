import type { Plant } from '@shared/contracts/catalog';
import type { Translator } from '@shared/messages';

/**
 * What a page's HTML says about it before any script runs: its title, description, canonical
 * address, Open Graph tags and, for a plant, schema.org Product data. Crawlers and link previews
 * (WhatsApp, Facebook — how Algerian shops are shared) read only this.
 */
export interface PageHead {
  title: string;
  description: string;
  /** The page's one address (absolute), with only the query that changes its content. */
  canonical: string;
  type: 'website' | 'product';
  /** An absolute raster image for previews (most previewers show no SVG). */
  image?: string;
  /** Private or empty pages: kept out of search results. */
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
}

/** Where a path's content comes from, known before the head is written. */
export type PageData = { kind: 'plant'; plant: Plant | null } | { kind: 'static' };

/** Pages that only make sense for one signed-in person (or are forms): never indexed. */
const PRIVATE = /^\/(admin|checkout|dashboard|profile|order|wishlist|my-plants|login|signup)(\/|$)/;

/** `/shop/` and `/shop` are one page; `/` stays `/`. */
export const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

/** The id in `/plant/:id`, or null for any other path. */
export function plantIdOf(pathname: string): number | null {
  const match = /^\/plant\/(\d{1,9})\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

const RASTER = /\.(webp|jpe?g|png|avif)(\?|$)/i;

/**
 * The head of a storefront page in the reader's language. Pure: the caller fetched the plant.
 * `origin` is the shop's public origin (addresses in previews and schema.org must be absolute).
 */
export function pageHead(tr: Translator, origin: string, pathname: string, search: URLSearchParams, data: PageData): PageHead {
  const m = tr.m;
  const path = withoutTrailingSlash(pathname);
  const site: PageHead = { title: m.seo.siteTitle, description: m.seo.siteDescription, canonical: origin + path, type: 'website' };
  const titled = (title: string, description = m.seo.siteDescription): PageHead => ({
    ...site,
    title: `${title} | ${m.brand.name}`,
    description,
  });

  if (data.kind === 'plant') {
    const plant = data.plant;
    if (!plant) return { ...titled(m.catalog.plantNotFound), noindex: true };
    return plantHead(tr, origin, plant, titled(plant.name, plantDescription(tr, plant)));
  }
  if (PRIVATE.test(pathname)) return { ...site, noindex: true };
  switch (path) {
    case '/':
      return site;
    case '/shop': {
      const category = search.get('category');
      const shelf = /^\d{1,9}$/.test(category ?? '') ? `?category=${category}` : '';
      return { ...titled(m.shop.page.title, m.shop.page.subtitle), canonical: `${origin}/shop${shelf}` };
    }
    case '/categories':
      return titled(m.shop.categories.title, m.shop.categories.subtitle);
    case '/identify':
      return titled(m.identify.title, m.seo.identifyDescription);
    case '/about':
      return titled(m.pages.about);
    case '/contact':
      return titled(m.pages.contact);
    case '/faq':
      return titled(m.pages.faq);
    case '/plant-care':
      return titled(m.pages.plantCare);
    case '/shipping':
      return titled(m.pages.shipping);
    case '/returns':
      return titled(m.pages.returns);
    default:
      return { ...titled(m.notFound.title), noindex: true };
  }
}

/** The plant's own words when it has them (cut at a word, ~160 characters), else its name and price. */
function plantDescription(tr: Translator, plant: Plant): string {
  const text = plant.description?.replace(/\s+/g, ' ').trim();
  if (text) return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
  return tr.text(tr.m.seo.plantDescription, { name: plant.name, price: plant.price ? tr.money(plant.price) : '—' });
}

function plantHead(tr: Translator, origin: string, plant: Plant, head: PageHead): PageHead {
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : origin + url);
  const image = plant.imageUrl && RASTER.test(plant.imageUrl) ? absolute(plant.imageUrl) : undefined;
  return {
    ...head,
    type: 'product',
    ...(image ? { image } : {}),
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
      ...(plant.price
        ? {
            offers: {
              '@type': 'Offer',
              price: plant.price,
              priceCurrency: 'DZD',
              availability: plant.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
              url: head.canonical,
            },
          }
        : {}),
    },
  };
}
