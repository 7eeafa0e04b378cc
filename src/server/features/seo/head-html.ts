import { directionOf, type Locale } from '@shared/messages';
import { catalogues } from '@shared/messages/catalogues';
import { EARLY_TAPS_SCRIPT } from '@shared/early-taps';
import { hasPixels, PIXELS_META, type ConfiguredPixels } from '@shared/domain/measurement';
import { SERVER_STATE_ID } from '@shared/server-state';
import { imagePreload } from '@shared/image-preload';
import type { PageHead } from './page-head';
import type { RenderedPage } from './page-renderer';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);
// In a <script> block only "</" (and <!--) can end or confuse it; JSON escapes of < keep the data intact.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const stateBlock = (state: unknown) => `<script type="application/json" id="${SERVER_STATE_ID}">${safeJson(state)}</script>`;

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', fr: 'fr_DZ', ar: 'ar_DZ' };

/**
 * index.html with the page's language, direction and head written in: the template's own `<title>`
 * and description are replaced, the rest (canonical, robots, Open Graph, JSON-LD) is added before
 * `</head>`. A server-rendered page's markup goes into `#root`, followed by the query answers it was
 * rendered with (a JSON data block: not a script, so the CSP has nothing to allow), which the
 * browser hydrates (main.tsx; React replays a tap on a part it has not hydrated yet). A page
 * the browser draws gets only `reader`'s block, when given: who the signed-in reader is, and the
 * `chunks` its page needs first (preloaded). `pixels`: the ad platforms' pixels the owner configured.
 */
export function renderIndexHtml(
  template: string,
  locale: Locale,
  head: PageHead,
  page?: RenderedPage | null,
  reader?: unknown,
  chunks: readonly string[] = [],
  pixels: ConfiguredPixels = {},
): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonical ? meta('property', 'og:url', head.canonical) : '',
    meta('property', 'og:locale', OG_LOCALE[locale]),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', head.photo ? 'summary_large_image' : 'summary'),
    head.jsonLd ? `<script type="application/ld+json">${safeJson(head.jsonLd)}</script>` : '',
    // The pixels the owner configured, for the consent banner (docs/decisions/037); none by default.
    hasPixels(pixels) ? meta('name', PIXELS_META, JSON.stringify(pixels)) : '',
  ].filter(Boolean);
  // Replacements are functions: a `$&` or `$'` in a plant's name must stay text, not a pattern.
  let html = template
    .replace(/<html[^>]*>/, () => `<html lang="${locale}" dir="${directionOf(locale)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => meta('name', 'description', head.description))
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`)
    // The installed app's name and manifest in the reader's language (docs/decisions/023).
    .replace('href="/manifest.webmanifest"', () => `href="/manifest.webmanifest?lang=${locale}"`)
    .replace(/<meta name="apple-mobile-web-app-title"[^>]*>/, () => meta('name', 'apple-mobile-web-app-title', catalogues[locale].offline.appName));
  // The page's chunks, fetched with the entry rather than after it has run (page-chunks.ts). A rendered
  // page's too: its code is asked for with its HTML, not held until it is painted (docs/decisions/029).
  const preloads = chunks.map((src) => `<link rel="modulepreload" crossorigin href="${escapeHtml(src)}">`);
  if (preloads.length > 0) html = html.replace('</head>', () => `  ${preloads.join('\n    ')}\n  </head>`);
  if (page) {
    const preload = imagePreload(page.html);
    if (preload) html = html.replace('<script type="module"', () => `${preload}\n    <script type="module"`);
    // First in the head: keeps a tap on a button the reader sees before the scripts ran, a photo chosen
    // meanwhile, and a blank search (early-taps.ts).
    html = html.replace('<head>', () => `<head>\n    <script>${EARLY_TAPS_SCRIPT}</script>`);
    html = html.replace(
      '<div id="root"></div>',
      () => `<div id="root">${page.html}</div>\n    ${stateBlock(page.state)}`,
    );
  } else if (reader) {
    // A page the browser draws, for a signed-in reader: who they are, so it need not ask first.
    html = html.replace('<div id="root"></div>', () => `<div id="root"></div>\n    ${stateBlock(reader)}`);
  }
  return html;
}
