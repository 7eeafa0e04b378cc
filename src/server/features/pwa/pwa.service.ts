import { directionOf, type Locale, type Messages } from '@shared/messages';
import { catalogues } from '@shared/messages/catalogues';
import { OFFLINE_PAGE_PATH } from '@shared/offline';
import type { ServiceContext } from '../../context';
import { getSettings } from '../settings/settings.service';

/** The app's own colours (src/client/index.css `--primary`, the page background), when the settings hold none usable. */
export const BRAND_COLOURS = { theme: '#15803d', background: '#ffffff' } as const;

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

/** The parts of the Web App Manifest (https://w3c.github.io/manifest/) the shop fills in. */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: Locale;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'portrait';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: ManifestIcon[];
}

const ICONS: ManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * The manifest in one language: its name, description, `lang` and `dir` are the reader's; the theme
 * colour is the shop's primary colour from the settings (else the brand's). One `id` for every
 * language, so switching language never makes a second app.
 */
export function webManifest(locale: Locale, colours: { primaryColor?: string | undefined }): WebManifest {
  const m = catalogues[locale].offline;
  return {
    id: '/',
    name: m.appName,
    short_name: m.appName,
    description: m.appDescription,
    lang: locale,
    dir: directionOf(locale),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: colours.primaryColor && HEX_COLOUR.test(colours.primaryColor) ? colours.primaryColor : BRAND_COLOURS.theme,
    background_color: BRAND_COLOURS.background,
    categories: ['shopping', 'lifestyle'],
    icons: ICONS,
  };
}

export async function getWebManifest(ctx: ServiceContext, locale: Locale): Promise<WebManifest> {
  const settings = await getSettings(ctx, null);
  return webManifest(locale, settings);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);

/**
 * The page the service worker shows for an address the phone has not kept while there is no
 * connection (kept per language at install): self-contained — its style inline, no script, no
 * picture but the icon the phone keeps too — so it draws with nothing else from the network. The
 * worker strikes the links to the pages it has not kept (`data-kept`), and with none left shows the
 * other text (`data-nothing-kept`): the page never sends the reader to a page that will not open.
 */
export function offlinePageHtml(locale: Locale, messages: Messages = catalogues[locale]): string {
  const m = messages.offline;
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <meta name="theme-color" content="${BRAND_COLOURS.theme}" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>${escapeHtml(m.pageTitle)} | ${escapeHtml(m.appName)}</title>
    <style>
      body { margin: 0; min-height: 100dvh; display: grid; place-items: center; font-family: system-ui, sans-serif; color: #0f172a; background: #fff; }
      main { max-width: 28rem; padding: 2rem 1.25rem; text-align: center; }
      img { width: 72px; height: 72px; border-radius: 16px; }
      h1 { font-size: 1.5rem; margin: 1rem 0 .5rem; }
      p { color: #475569; line-height: 1.6; }
      nav { display: flex; gap: .75rem; justify-content: center; flex-wrap: wrap; margin-top: 1.5rem; }
      a { padding: .625rem 1rem; border-radius: .5rem; border: 1px solid #cbd5e1; color: #0f172a; text-decoration: none; }
      a.primary { background: ${BRAND_COLOURS.theme}; border-color: ${BRAND_COLOURS.theme}; color: #fff; }
    </style>
  </head>
  <body>
    <main data-offline-page>
      <img src="/icons/maskable-192.png" alt="" />
      <h1>${escapeHtml(m.pageTitle)}</h1>
      <p data-nothing-kept="${escapeHtml(m.pageTextNothingKept)}">${escapeHtml(m.pageText)}</p>
      <nav>
        <a class="primary" href="">${escapeHtml(m.retry)}</a>
        <a data-kept href="/">${escapeHtml(m.home)}</a>
        <a data-kept href="/shop">${escapeHtml(m.shop)}</a>
      </nav>
    </main>
  </body>
</html>
`;
}

export { OFFLINE_PAGE_PATH };
