import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/shared/messages';
import {
  buyablePlant,
  catalogueContent,
  expectPageLanguage,
  fellBack,
  findingLine,
  type Finding,
  LATIN_ALLOWED_IN_ARABIC,
  latinWords,
  namesAndInitials,
  typedForTheOwner,
  placeOrder,
  publishSellerIdentity,
  readerTexts,
  readIn,
  sellerIdentityAsTyped,
  signInAsAdmin,
  signUpCustomer,
  wilayaNames,
} from './i18n-support';

/*
 * Proof that nothing was left behind (issue 12 item 7): every route, in French and in Arabic, read as
 * its reader meets it. A test fails on a text that is the English catalogue's where the locale has
 * its own (a key that fell back), and, in Arabic, on a Latin-letter word that is not a brand, a
 * scientific name, a code, an e-mail or a URL. Findings that come from the catalogue's own content
 * (plant and category texts, translated in the admin) are named as such, so the lead sees which
 * helper's work a failure waits for.
 */

type Viewer = 'visitor' | 'customer' | 'admin';
interface Route {
  path: string | ((ids: { plant: number; order: string }) => string);
  viewer: Viewer;
  /** Admin: read every tab in turn (tabs are named in the reader's language, so found by position). */
  tabs?: boolean;
}

const ROUTES: Route[] = [
  { path: '/', viewer: 'visitor' },
  { path: '/identify', viewer: 'visitor' },
  { path: '/categories', viewer: 'visitor' },
  { path: '/shop', viewer: 'visitor' },
  { path: ({ plant }) => `/plant/${plant}`, viewer: 'visitor' },
  { path: '/about', viewer: 'visitor' },
  { path: '/contact', viewer: 'visitor' },
  { path: '/faq', viewer: 'visitor' },
  { path: '/plant-care', viewer: 'visitor' },
  { path: '/shipping', viewer: 'visitor' },
  { path: '/returns', viewer: 'visitor' },
  { path: '/terms', viewer: 'visitor' },
  { path: '/privacy', viewer: 'visitor' },
  { path: '/cookies', viewer: 'visitor' },
  { path: '/login', viewer: 'visitor' },
  { path: '/signup', viewer: 'visitor' },
  { path: '/no-such-page', viewer: 'visitor' },
  { path: '/wishlist', viewer: 'customer' },
  { path: '/checkout', viewer: 'customer' },
  { path: '/dashboard', viewer: 'customer' },
  { path: '/profile', viewer: 'customer' },
  { path: '/my-plants', viewer: 'customer' },
  { path: ({ order }) => `/order/${order}`, viewer: 'customer' },
  { path: '/admin', viewer: 'admin', tabs: true },
  { path: ({ order }) => `/admin/orders/${order}`, viewer: 'admin' },
];

/** The help pages: their prose is content per language (src/shared/content). */
const HELP_PAGES = ['/about', '/contact', '/faq', '/plant-care', '/shipping', '/returns', '/terms', '/privacy', '/cookies'];

/** One customer with one order, shared by every route (the order page and the admin's order view). */
let ids: { plant: number; order: string; customer: string[] } | undefined;
let content: { texts: string[]; scientificNames: string[] } | undefined;
let wilayas: string[] = [];
/** The seller's identity, published in Latin letters: in every footer and on the legal pages, shown as typed. */
let seller: string[] = [];

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const customer = await signUpCustomer(context.request, 'i18n');
  const plant = await buyablePlant(context.request);
  const order = await placeOrder(context.request, plant, customer);
  ids = { plant: plant.id, order, customer: [...namesAndInitials(customer.firstName, customer.lastName), '12 rue Didouche Mourad'] };
  await context.storageState({ path: 'test-results/i18n-customer.json' });
  content = await catalogueContent(context.request);
  wilayas = await wilayaNames(context.request);
  await context.close();
  const owner = await browser.newContext({ baseURL });
  await publishSellerIdentity(owner.request);
  seller = await sellerIdentityAsTyped(owner.request);
  await owner.close();
});

/** The texts of the page once loaded (skeletons gone), and of each admin tab in turn. */
async function read(page: Page, route: Route): Promise<string[]> {
  const path = typeof route.path === 'string' ? route.path : route.path(ids!);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const loaded = () => expect(page.locator('[data-slot="skeleton"]:visible')).toHaveCount(0, { timeout: 10_000 });
  await loaded();
  if (!route.tabs) return readerTexts(page);
  const texts: string[] = [];
  const tabs = page.getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    await loaded();
    texts.push(...(await readerTexts(page)));
  }
  return texts;
}

for (const locale of ['fr', 'ar'] as const satisfies Locale[]) {
  test.describe(`in ${locale}`, () => {
    for (const route of ROUTES) {
      const path = typeof route.path === 'string' ? route.path : route.path({ plant: 0, order: ':id' }).replace('/0', '/:id');
      const name = `${path} (${route.viewer})${HELP_PAGES.includes(path) ? ' [help pages]' : ''}`;
      test(`${name} speaks ${locale} only`, async ({ browser, baseURL }) => {
        const context = await browser.newContext({ baseURL, ...(route.viewer === 'customer' && { storageState: 'test-results/i18n-customer.json' }) });
        await readIn(context, locale, baseURL!);
        const page = await context.newPage();
        // What people typed (names, an address) shows as typed: the customer's own, and, to the owner, every customer's.
        const typed = [
          ...seller,
          ...(route.viewer === 'admin' ? [...(await signInAsAdmin(page.request)), ...(await typedForTheOwner(page.request)), ...ids!.customer] : route.viewer === 'customer' ? ids!.customer : []),
        ];
        const texts = await read(page, route);
        await expectPageLanguage(page, locale);

        // A value someone typed (the shop's description, a name) shows as typed, whatever its language.
        const findings: Finding[] = fellBack(texts, locale).filter((f) => !typed.includes(f.text));
        if (locale === 'ar') findings.push(...latinWords(texts, [...LATIN_ALLOWED_IN_ARABIC, ...content!.scientificNames, ...wilayas, ...typed]));
        const report = findings.map((f) => findingLine(f, content!.texts));
        await context.close();
        expect(report, `${name} in ${locale}:\n${report.join('\n')}`).toEqual([]);
      });
    }
  });
}
