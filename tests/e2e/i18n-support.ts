import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { directionOf, en, type Locale, type Messages } from '../../src/shared/messages';
import { ar } from '../../src/shared/messages/ar';
import { fr } from '../../src/shared/messages/fr';
import type { Category, Plant } from '../../src/shared/contracts/catalog';
import type { SiteInfo } from '../../src/shared/contracts/contact';
import { SITE_COOKIES } from '../../src/shared/domain/site-cookies';
import { E2E_ADMIN, E2E_BANK } from '../../playwright.config';

/*
 * What the language tests share: each catalogue, the `lang` cookie, signing in through the API, and
 * reading what a page shows a reader (visible text, accessible names, placeholders, titles, alt).
 */

export const CATALOGUES: Record<Locale, Messages> = { en, fr, ar: ar as Messages };

/** Chooses the reader's language the way the switcher remembers it: the `lang` cookie. */
export async function readIn(context: BrowserContext, locale: Locale, baseURL: string) {
  await context.addCookies([{ name: 'lang', value: locale, url: baseURL }]);
}

export async function expectPageLanguage(page: Page, locale: Locale) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', directionOf(locale));
}

/** Signs the owner in on `request`; returns the owner's names (shown in the admin, as typed). */
export async function signInAsAdmin(request: APIRequestContext): Promise<string[]> {
  expect((await request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  const me = (await (await request.get('/api/auth/user')).json()) as { firstName?: string | null; lastName?: string | null };
  return me.firstName && me.lastName ? namesAndInitials(me.firstName, me.lastName) : [];
}

/** A new customer, signed in on `request` (a page's request shares the page's cookies). */
export async function signUpCustomer(request: APIRequestContext, prefix: string): Promise<{ email: string; firstName: string; lastName: string }> {
  const user = { email: `${prefix}.${Date.now()}@example.dz`, firstName: 'Amina', lastName: 'Benali', password: 'secret123' };
  expect((await request.post('/api/auth/signup', { data: user })).status()).toBe(201);
  return user;
}

/** A plant of the demo catalogue that can be bought (a price and stock). */
export async function buyablePlant(request: APIRequestContext): Promise<Plant> {
  const plants = (await (await request.get('/api/plants')).json()) as Plant[];
  const plant = plants.find((p) => p.price !== null && p.stock > 5);
  expect(plant, 'the demo catalogue has a plant with a price and stock').toBeTruthy();
  return plant!;
}

/** Places an order for one plant to Alger through the API (a bank transfer unless told; a mobile for the methods that call); returns its id. */
export async function placeOrder(
  request: APIRequestContext,
  plant: Plant,
  customer: { email: string; firstName: string; lastName: string },
  paymentMethod: 'bank_transfer' | 'cod' | 'chargily' | 'ccp' = 'bank_transfer',
): Promise<string> {
  const quote = (await (await request.get(`/api/shipping/quote?wilaya=16&delivery=home&subtotal=${plant.price}`)).json()) as { fee: string };
  const total = (Number(plant.price) + Number(quote.fee)).toFixed(2);
  const res = await request.post('/api/orders', {
    data: {
      customerName: `${customer.firstName} ${customer.lastName}`,
      customerEmail: customer.email,
      shippingAddress: { address: '12 rue Didouche Mourad', city: 'Alger', wilaya: '16', delivery: 'home', ...(paymentMethod === 'cod' || paymentMethod === 'chargily' ? { phone: '0661 23 45 67' } : {}) },
      items: [{ id: plant.id, quantity: 1 }],
      totalAmount: total,
      paymentMethod,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/**
 * The catalogue's content as the server sends it: plant and category names and descriptions, and the
 * scientific names — species and botanical families (Cactaceae), Latin in every language like the species.
 */
export async function catalogueContent(request: APIRequestContext): Promise<{ texts: string[]; scientificNames: string[] }> {
  const plants = (await (await request.get('/api/plants')).json()) as Plant[];
  const categories = (await (await request.get('/api/categories')).json()) as Category[];
  const texts = [
    ...plants.flatMap((p) => [p.name, p.commonName, p.description, p.careInstructions, p.family, p.origin, p.lightRequirements, p.wateringSchedule]),
    ...categories.flatMap((c) => [c.name, c.description]),
  ].filter((t): t is string => typeof t === 'string' && t.length > 0);
  return { texts, scientificNames: plants.flatMap((p) => [p.scientificName, p.family]).filter((s): s is string => !!s) };
}

/** The wilayas' French names: proper nouns the checkout's bilingual picker and the rates table show in every language. */
export async function wilayaNames(request: APIRequestContext): Promise<string[]> {
  const wilayas = (await (await request.get('/api/shipping/wilayas')).json()) as { nameFr: string }[];
  return wilayas.map((w) => w.nameFr);
}

/** People's names as typed, and the initials their avatars show. */
export const namesAndInitials = (first: string, last: string) => [first, last, `${first[0]}${last[0]}`.toUpperCase()];

/**
 * What a reader meets on the page: each visible text node (trimmed), and the accessible names,
 * placeholders, titles and alt texts of the elements shown, and the document title.
 */
export async function readerTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [document.title];
    const shown = (el: Element | null): boolean => {
      if (!el) return false;
      if ((el as HTMLElement).closest('[hidden],[aria-hidden="true"]')) return false;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') return false;
      return el.getClientRects().length > 0 || el.classList.contains('sr-only') || !!el.closest('.sr-only');
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script,style,noscript,template')) continue;
      const text = node.textContent?.trim();
      if (text && shown(parent)) out.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')) {
      if (!shown(el) && !el.matches('[role=region],[role=dialog]')) continue;
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

function flatten(tree: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[prefix + key] = value;
    else if (value && typeof value === 'object') Object.assign(out, flatten(value as object, `${prefix}${key}.`));
  }
  return out;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts that a `locale` page must not show: every English catalogue text that the
 * locale translates differently, as a whole-text pattern (a `{placeholder}` matches any words).
 * Texts of one or two letters and pure punctuation are left out: they say nothing about a key.
 */
export function untranslatedPatterns(locale: Locale): { key: string; english: string; pattern: RegExp }[] {
  const english = flatten(en);
  const local = flatten(CATALOGUES[locale]);
  return Object.entries(english)
    .filter(([key, text]) => local[key] !== text && /[A-Za-z]{3,}/.test(text.replace(/\{\w+\}/g, '')))
    .map(([key, text]) => ({
      key,
      english: text,
      pattern: new RegExp(`^${text.split(/\{\w+\}/).map(escapeRegExp).join('.+?')}$`, 's'),
    }));
}

/** A text the reader should not meet, and why. */
export interface Finding {
  text: string;
  problem: string;
}

/**
 * Shown texts that are an English catalogue text the locale translates (a key that fell back);
 * a brand name alone (the site name "Nabta" as the owner typed it) is not one.
 */
export function fellBack(texts: string[], locale: Locale): Finding[] {
  const patterns = untranslatedPatterns(locale);
  const found: Finding[] = [];
  for (const text of new Set(texts)) {
    const hit = patterns.find((p) => p.pattern.test(text));
    // An English text that is also the locale's text for another key is fine (e.g. "FAQ").
    if (hit && !isLocaleText(text, locale) && !LATIN_ALLOWED_IN_ARABIC.includes(text)) found.push({ text, problem: `English text of ${hit.key}` });
  }
  return found;
}

const localeTexts = new Map<Locale, Set<string>>();
function isLocaleText(text: string, locale: Locale): boolean {
  if (!localeTexts.has(locale)) localeTexts.set(locale, new Set(Object.values(flatten(CATALOGUES[locale]))));
  return localeTexts.get(locale)!.has(text);
}

/**
 * Latin words an Arabic page may show: brand names of the shop and of outside services, card and
 * bank codes, the currency code, units, and what a reader types or copies as it is.
 */
export const LATIN_ALLOWED_IN_ARABIC = [
  'Nabta', 'Facebook', 'Instagram', 'Pl@ntNet', 'Plant.id', 'OpenAI', 'Stripe', 'Chargily', 'CIB', 'Edahabia', 'Visa', 'Mastercard',
  // The couriers (Settings → Couriers, the order desk, a customer's tracking).
  'Yalidine', 'Ecotrack',
  'RIB', 'CCP', 'DA', 'DZD', 'JPEG', 'PNG', 'WebP', 'PDF', 'CSV', 'F8', 'PostgreSQL', 'PGlite',
  // Configuration values an admin sees as typed: a Pl@ntNet flora code, an Ollama model name.
  'all', 'llava',
  // The shop's bank, as the owner configured it (proper names, shown as the bank writes them).
  E2E_BANK.bankName, E2E_BANK.bankAccountHolder,
  // The cookies page names each cookie as the browser shows it.
  ...SITE_COOKIES.map((c) => c.name),
  // An ad link's parameters, named in the order desk as the owner writes them in the ads (docs/contract.md §7).
  'utm_source', 'utm_medium', 'utm_campaign',
  // The ad platforms that read the product feed, and the screen of Meta's the owner opens (Settings → Product feed).
  'Meta', 'Google', 'Commerce', 'Manager',
  // The ad platforms the server tells of orders (Settings → Ad conversions; docs/contract.md §9).
  'TikTok',
];

/** Arabic texts with Latin words left once allowed names, scientific names, e-mails, URLs and codes are removed. */
export function latinWords(texts: string[], allowed: string[]): Finding[] {
  const byLength = [...allowed].sort((a, b) => b.length - a.length);
  const found: Finding[] = [];
  for (const text of new Set(texts)) {
    let rest = text
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/[\w.+-]+@[\w-]+\.[\w.]+/g, ' ')
      // A saved secret as the settings and the audit log show it: masked, its last characters as typed.
      .replace(/\*{8}\S*/g, ' ')
      // An order's number ("#428ab1ac"), before the names: a customer's initials ("AB") could cut it in two.
      .replace(/#[0-9a-f]{8}\b/gi, ' ');
    // Allowed names and typed values first: a value typed with digits in it (an address's postal code) stays whole.
    for (const name of byLength) rest = rest.replace(new RegExp(`(?<![A-Za-z])${escapeRegExp(name)}(?![A-Za-z])`, 'gi'), ' ');
    rest = rest.replace(/\b[0-9A-F]{4,}(?:-[0-9A-F]{2,})*\b/gi, ' '); // order numbers, ids
    const words = rest.match(/[A-Za-zÀ-ÿ]{2,}/g);
    if (words) found.push({ text, problem: `Latin words: ${[...new Set(words)].slice(0, 6).join(', ')}` });
  }
  return found;
}

/** A finding that comes from the catalogue's own content (plant and category texts, translated in the admin). */
export const fromCatalogue = (finding: Finding, content: string[]) =>
  content.some((c) => c === finding.text || (finding.text.length > 3 && c.includes(finding.text)) || (c.length > 3 && finding.text.includes(c)));

/** One line per finding, the catalogue's content marked so the lead sees whose work it waits for. */
export const findingLine = (finding: Finding, content: string[]) =>
  `${fromCatalogue(finding, content) ? '[catalogue content] ' : ''}${finding.problem}: "${finding.text.length > 90 ? `${finding.text.slice(0, 90)}…` : finding.text}"`;

/**
 * What the owner's screens show as people and the owner typed them: every account's name (other
 * tests' customers included), every order's customer and address, and the shop's name and
 * description from Settings.
 */
export async function typedForTheOwner(request: APIRequestContext): Promise<string[]> {
  const users = (await (await request.get('/api/admin/users')).json()) as { firstName: string | null; lastName: string | null }[];
  const settings = (await (await request.get('/api/admin/settings')).json()) as { siteName: string; siteDescription: string; ccpHolder?: string };
  // Every order's customer and address as typed (other tests' orders too: the Orders tab lists them).
  const orders = (await (await request.get('/api/admin/orders?pageSize=100')).json()) as {
    items: { customerName: string; shippingAddress: { address: string; city: string } }[];
  };
  const addresses = orders.items.flatMap((o) => [o.customerName, o.shippingAddress.address, o.shippingAddress.city]);
  // The names typed in forms left half-way ("To call back" in the Orders tab).
  const drafts = (await (await request.get('/api/admin/orders/drafts')).json()) as { customerName: string | null }[];
  // The discount codes as the owner named them (the Promotions tab), and the ads' sources and campaigns as their links wrote them (Analytics).
  const coupons = (await (await request.get('/api/admin/coupons')).json()) as { code: string }[];
  const analytics = (await (await request.get('/api/admin/analytics')).json()) as { bySource: { source: string | null; campaign: string | null }[] };
  const sources = analytics.bySource.flatMap((s) => [s.source ?? '', s.campaign ?? '']);
  // The values of the settings the audit log lists, as the owner typed them (a test event's code, a pixel id).
  const audit = (await (await request.get('/api/admin/audit')).json()) as { oldValue: string; newValue: string }[];
  const audited = audit.flatMap((a) => [a.oldValue, a.newValue]);
  return [...addresses, ...drafts.map((d) => d.customerName ?? ''), ...coupons.map((c) => c.code), ...sources, ...audited, ...users.flatMap((u) => (u.firstName && u.lastName ? namesAndInitials(u.firstName, u.lastName) : [u.firstName ?? '', u.lastName ?? ''])), settings.siteName, settings.siteDescription, settings.ccpHolder ?? ''].filter(Boolean);
}

/** The seller's identity the journeys publish (issue 29 item 7): typed in Latin letters, as an RC extract writes it. */
export const E2E_SELLER = {
  sellerName: 'SARL Nabta Plantes',
  sellerAddress: '12 rue Didouche Mourad, Alger-Centre, 16000 Alger',
  sellerRc: '16/00-1234567 B 18',
  sellerNif: '000016001234567',
};

/** The owner publishes the seller's identity through the API (the legal pages' journey types it in the settings dialog). */
export async function publishSellerIdentity(request: APIRequestContext) {
  expect((await request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  expect((await request.patch('/api/admin/settings', { data: E2E_SELLER })).status()).toBe(200);
}

/**
 * The seller's identity as the owner typed it: every page's footer and the legal pages show it to
 * every reader, in every language, as typed.
 */
export async function sellerIdentityAsTyped(request: APIRequestContext): Promise<string[]> {
  const { seller } = (await (await request.get('/api/site/info')).json()) as SiteInfo;
  return Object.values(seller).filter((value): value is string => !!value);
}
