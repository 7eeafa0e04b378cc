/**
 * The head's preload of a server-rendered page's first picture (src/server/features/seo/head-html.ts). In
 * shared so that the client's tests can feed it what the real components render (plant-image.test.tsx).
 */
// Case-insensitive: HTML's attribute names are, and React writes `fetchPriority` and `srcSet`.
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * A preload for the page's first high-priority picture (its likely largest paint: the first plant
 * card or the plant's photo), placed before the scripts: without it the picture is found only when
 * the body is parsed and waits behind the script chunks for one of the browser's connections.
 * Attribute values come from the rendered markup, so they are already escaped.
 */
export function imagePreload(markup: string): string | null {
  const tag = /<img\s[^>]*\sfetchpriority="high"[^>]*>/i.exec(markup)?.[0];
  const src = tag && attribute(tag, 'src');
  if (!tag || !src) return null;
  const srcset = attribute(tag, 'srcset');
  const sizes = attribute(tag, 'sizes');
  return `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high" />`;
}
