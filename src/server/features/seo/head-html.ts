import { directionOf, type Locale } from '@shared/messages';
import type { PageHead } from './page-head';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);
// In a <script> block only "</" (and <!--) can end or confuse it; JSON escapes of < keep the data intact.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', fr: 'fr_DZ', ar: 'ar_DZ' };

/**
 * index.html with the page's language, direction and head written in: the template's own `<title>`
 * and description are replaced, the rest (canonical, robots, Open Graph, JSON-LD) is added before
 * `</head>`.
 */
export function renderIndexHtml(template: string, locale: Locale, head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', OG_LOCALE[locale]),
    head.image ? meta('property', 'og:image', head.image) : '',
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    head.jsonLd ? `<script type="application/ld+json">${safeJson(head.jsonLd)}</script>` : '',
  ].filter(Boolean);
  return template
    .replace(/<html[^>]*>/, `<html lang="${locale}" dir="${directionOf(locale)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, meta('name', 'description', head.description))
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}
