import type { Locale, Messages } from './messages';

/**
 * Every page of the app, declared once (docs/decisions/README.md, 017). The browser's router
 * (src/client/routes.tsx), the server's rendering, cache, head, robots.txt and sitemap
 * (src/server/features/seo), the preloads and the budget scripts (scripts/js-budget.mjs,
 * scripts/lighthouse.mjs) all read this list. A new page is one entry here plus its page module
 * (`src/client/pages/<name>/<name>-page.tsx`, default export); route-manifest.test.ts fails when a
 * page module has no entry or an entry no module.
 */
export interface PageRoute {
  /** A wouter pattern; `:name` matches one path segment. */
  path: string;
  /** The page module, as Vite's build manifest names it (relative to src/client). */
  module: string;
  /** The module's export drawn for this path, when not its default. */
  export?: string;
  /**
   * Who may see it: `everyone`; `signed-in` (a visitor gets the spec's "authentication required"
   * prompt, then `guard.to`, without downloading the page); `admin`.
   */
  access: 'everyone' | 'signed-in' | 'admin';
  /** For `signed-in` pages: the prompt's text and where it sends a visitor. */
  guard?: (m: Messages) => { text: string; to: string };
  /**
   * How the server sends it: `cached` — rendered for every reader, and kept in the catalogue cache for
   * visitors (bare address, no query); `reader` — rendered for a signed-in reader only, never cached;
   * `browser` — the client's shell, drawn by the browser.
   */
  render: 'cached' | 'reader' | 'browser';
  /** Private pages (accounts, forms, admin): `noindex`, disallowed in robots.txt, out of the sitemap. */
  private?: boolean;
  /** The head's title and description; none: the site's own. `plant` pages take the plant's (page-head.ts). */
  head?: 'plant' | ((m: Messages) => { title: string; description?: string });
  /** The query parameter that changes the content (digits only), kept in the canonical address. */
  canonicalQuery?: string;
  /** Another address of the same page: its canonical address, and it stays out of the sitemap. */
  canonicalPath?: string;
  /**
   * Modules a first visit also loads before the page is usable (a lazy part on the first screen, the
   * help page's prose: `{content}` is the reader's content language, `fr` or `ar`; the legal pages'
   * words: `{locale}` is the reader's language).
   */
  preload?: readonly string[];
  /**
   * A page the browser draws (or the server renders) for a signed-in reader: its chunks and the
   * header's account menu are preloaded with the entry (page-chunks.ts).
   */
  preloadForReader?: boolean;
  /** Measured by scripts/lighthouse.mjs (its budgets, docs/decisions/014). */
  lighthouse?: boolean;
}

const help = (name: string, title: (m: Messages) => string): Pick<PageRoute, 'module' | 'head' | 'preload'> => ({
  module: `pages/${name}/${name}-page.tsx`,
  head: (m) => ({ title: title(m) }),
  preload: [`../shared/content/${name}/{content}.ts`],
});

/** The legal pages (issue 29 item 7): one module, a template each, written in the reader's own language. */
const legal = (page: 'terms' | 'privacy' | 'cookies', name: string): Pick<PageRoute, 'module' | 'export' | 'head' | 'preload'> => ({
  module: 'pages/legal/legal-page.tsx',
  export: name,
  head: (m) => ({ title: m.pages[page], description: m.pageDescriptions[page] }),
  preload: ['../shared/content/legal/{locale}.ts'],
});

export const ROUTES: readonly PageRoute[] = [
  { path: '/', module: 'pages/home/home-page.tsx', access: 'everyone', render: 'cached', preload: ['features/identify/plant-identifier.tsx'], lighthouse: true },
  {
    path: '/identify',
    module: 'pages/identify/identify-page.tsx',
    access: 'everyone',
    render: 'cached',
    head: (m) => ({ title: m.identify.title, description: m.seo.identifyDescription }),
    lighthouse: true,
  },
  {
    path: '/NabtaPlantAI',
    module: 'pages/identify/identify-page.tsx',
    access: 'everyone',
    render: 'cached',
    head: (m) => ({ title: m.identify.title, description: m.seo.identifyDescription }),
    canonicalPath: '/identify',
  },
  {
    path: '/categories',
    module: 'pages/categories/categories-page.tsx',
    access: 'everyone',
    render: 'cached',
    head: (m) => ({ title: m.shop.categories.title, description: m.shop.categories.subtitle }),
    lighthouse: true,
  },
  {
    path: '/shop',
    module: 'pages/shop/shop-page.tsx',
    access: 'everyone',
    render: 'cached',
    head: (m) => ({ title: m.shop.page.title, description: m.shop.page.subtitle }),
    canonicalQuery: 'category',
    lighthouse: true,
  },
  { path: '/plant/:id', module: 'pages/plant/plant-page.tsx', access: 'everyone', render: 'cached', head: 'plant', lighthouse: true },
  { path: '/about', access: 'everyone', render: 'cached', ...help('about', (m) => m.pages.about) },
  { path: '/contact', module: 'pages/contact/contact-page.tsx', access: 'everyone', render: 'cached', head: (m) => ({ title: m.pages.contact }) },
  { path: '/faq', access: 'everyone', render: 'cached', ...help('faq', (m) => m.pages.faq), lighthouse: true },
  { path: '/plant-care', access: 'everyone', render: 'cached', ...help('plant-care', (m) => m.pages.plantCare) },
  { path: '/shipping', access: 'everyone', render: 'cached', ...help('shipping', (m) => m.pages.shipping) },
  { path: '/returns', access: 'everyone', render: 'cached', ...help('returns', (m) => m.pages.returns) },
  { path: '/terms', access: 'everyone', render: 'cached', ...legal('terms', 'TermsPage') },
  { path: '/privacy', access: 'everyone', render: 'cached', ...legal('privacy', 'PrivacyPage') },
  { path: '/cookies', access: 'everyone', render: 'cached', ...legal('cookies', 'CookiesPage') },
  // Rendered by the server: their forms work before the code (docs/decisions/032-forms-before-code.md).
  { path: '/login', module: 'pages/auth/login-page.tsx', access: 'everyone', render: 'cached', private: true, head: (m) => ({ title: m.auth.loginTitle }) },
  { path: '/forgot-password', module: 'pages/forgot-password/forgot-password-page.tsx', access: 'everyone', render: 'cached', private: true, head: (m) => ({ title: m.auth.forgotTitle }) },
  { path: '/reset-password', module: 'pages/reset-password/reset-password-page.tsx', access: 'everyone', render: 'browser', private: true },
  { path: '/verify-email', module: 'pages/verify-email/verify-email-page.tsx', access: 'everyone', render: 'browser', private: true },
  { path: '/signup', module: 'pages/auth/signup-page.tsx', access: 'everyone', render: 'cached', private: true, head: (m) => ({ title: m.auth.signupTitle }) },
  {
    path: '/checkout',
    module: 'pages/checkout/checkout-page.tsx',
    access: 'signed-in',
    guard: (m) => ({ text: m.guards.checkoutText, to: '/login' }),
    render: 'reader',
    private: true,
    preloadForReader: true,
    lighthouse: true,
  },
  {
    path: '/dashboard',
    module: 'pages/dashboard/dashboard-page.tsx',
    access: 'signed-in',
    guard: (m) => ({ text: m.guards.dashboardText, to: '/api/login' }),
    render: 'browser',
    private: true,
    preloadForReader: true,
  },
  {
    path: '/profile',
    module: 'pages/profile/profile-page.tsx',
    access: 'signed-in',
    guard: (m) => ({ text: m.guards.profileText, to: '/login' }),
    render: 'browser',
    private: true,
    preloadForReader: true,
  },
  {
    path: '/my-plants',
    module: 'pages/my-plants/my-plants-page.tsx',
    access: 'signed-in',
    guard: (m) => ({ text: m.identify.myPlants.loginText, to: '/login' }),
    render: 'browser',
    private: true,
    preloadForReader: true,
  },
  // A sick plant's photo diagnosis (issue 41): anyone may ask, like identification.
  { path: '/my-plants/diagnose', module: 'pages/my-plants/diagnose-page.tsx', access: 'everyone', render: 'browser', private: true },
  // The weekly e-mail's unsubscribe link (docs/decisions/027-plant-care.md): the signed token is the proof, no sign-in asked.
  { path: '/my-plants/weekly-email', module: 'pages/my-plants/weekly-email-page.tsx', access: 'everyone', render: 'browser', private: true },
  // Everyone: the page itself asks a visitor to sign in (its own texts).
  { path: '/wishlist', module: 'pages/wishlist/wishlist-page.tsx', access: 'everyone', render: 'browser', private: true, preloadForReader: true },
  // The signed link of the order e-mail (docs/contract.md §5): the link itself is the proof, no sign-in asked.
  { path: '/track', module: 'pages/track/track-page.tsx', access: 'everyone', render: 'cached', head: (m) => ({ title: m.express.track.title, description: m.express.track.intro }) },
  { path: '/order/:id/confirm', module: 'pages/order/confirm-order-page.tsx', access: 'everyone', render: 'browser', private: true },
  {
    // Its customer's, or whoever holds its link (`?key=`, docs/contract.md §7): rendered by the server, so
    // the express form's confirmation reads without JavaScript; never cached with a key (a query), never offline (private).
    path: '/order/:id',
    module: 'pages/order/order-page.tsx',
    access: 'everyone',
    render: 'cached',
    private: true,
    preloadForReader: true,
  },
  { path: '/admin', module: 'pages/admin/admin-page.tsx', access: 'admin', render: 'browser', private: true },
  { path: '/admin/orders/:id', module: 'pages/admin/admin-page.tsx', export: 'OrderDeskPage', access: 'admin', render: 'browser', private: true },
];

/** Drawn for any path no route matches. */
export const NOT_FOUND_MODULE = 'pages/not-found/not-found-page.tsx';

const patternOf = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
const PATTERNS = new Map(ROUTES.map((route) => [route, patternOf(route.path)]));

/** `/shop/` and `/shop` are one page; `/` stays `/`. */
export const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

/** The route of a path (a trailing slash ignored), or undefined (not found). */
export function routeOf(pathname: string): PageRoute | undefined {
  const path = withoutTrailingSlash(pathname);
  return ROUTES.find((route) => PATTERNS.get(route)!.test(path));
}

/** The addresses the sitemap lists besides the plants: public pages without parameters, each once. */
export const sitemapPaths = (): string[] => ROUTES.filter((r) => !r.private && !r.canonicalPath && !r.path.includes(':')).map((r) => r.path);

/** robots.txt's disallowed prefixes: each private page (a parameter's page by the path before it). */
export const privatePrefixes = (): string[] => [...new Set(ROUTES.filter((r) => r.private).map((r) => r.path.replace(/:[A-Za-z]+.*$/, '')))];

/**
 * The layout's parts in chunks of their own that every page draws at once: the footer's shop details (its
 * phone, WhatsApp and the seller's identity). Counted in every route's first load and preloaded with it:
 * fetched only once the entry had run, they cost a phone one more round trip, and the JS budget missed them.
 */
export const EVERY_PAGE_MODULES = ['components/layout/footer-contact.tsx'] as const;

/** The modules a first visit to `route` loads besides the entry, for a reader of `locale` (the help pages' prose: French unless Arabic). */
export const firstModulesOf = (route: PageRoute, locale: Locale): string[] => [
  route.module,
  ...EVERY_PAGE_MODULES,
  ...(route.preload ?? []).map((m) => m.replace('{content}', locale === 'ar' ? 'ar' : 'fr').replace('{locale}', locale)),
];
