import { whatsappLink } from '@shared/domain/confirmation';
import type { Plant } from '@shared/contracts/catalog';
import type { ChatContext, ChatLink } from '@shared/contracts/chat';
import type { Order } from '@shared/contracts/orders';
import { faqData, richTextLinks, richTextToPlain, type FaqEntryData } from '@shared/content/faq';
import { localizedName } from '@shared/domain/catalog-text';
import { parseMoney, type Centimes } from '@shared/domain/money';
import { orderNumber } from '@shared/domain/order';
import { methodHas, methodInfo, PAYMENT_METHODS, paymentMethodLabel, transferExpected } from '@shared/domain/payment-methods';
import { formatAlgerianMobile } from '@shared/domain/phone-format';
import { quote, type ShippingRules } from '@shared/domain/shipping';
import {
  formatDelay,
  formatPriceRange,
  formatWorkingDays,
  isOpenAt,
  livePlantShippingDaysProse,
  openingHours,
  REFUND_DELAY_WORKING_DAYS,
  RESPONSE_TIME_HOURS,
  RETURN_WINDOW_DAYS,
  SURVIVAL_GUARANTEE_DAYS,
  zoneName,
  zoneSummaries,
  SHOP_COVERAGE,
  type IdentifyCoverage,
} from '@shared/domain/shop-facts';
import { activeWilayas, isWilayaActive, WILAYAS, wilayaByCode, type Wilaya } from '@shared/domain/wilayas';
import type { Locale } from '@shared/messages';
import { t } from '@shared/messages/catalogues';
import { arabicNames, speciesFacts, type SpeciesEntry } from '../identify/species/species';
import { LIGHT_AR, WATER_AR } from '../identify/species/species.ar';
import type { CareLevel } from '../identify/species/species.types';
import { bullet, wateringFrequency } from './chat.format';
import { lightFromText, waterFromText, type CategoryKey, type Knowledge, type PlantFacts } from './chat.knowledge';
import type { Need, PriceLimit, Understanding } from './chat.understand';
import type { Voice } from './content/answers';

/**
 * The offline engine's answers, one function per kind of question, in the answer's language (a
 * `Voice`: the words of content/answers.{en,fr,ar}.ts). Every fact comes from the shop's sources —
 * shop-facts, the settings, the catalogue (live price and stock), the species knowledge base, the
 * FAQ, the customer's own orders — never from text written here.
 */

export interface ShopData {
  now: Date;
  freeShippingThreshold: Centimes;
  /** The live shipping rules (rates table, flat fee, threshold) and the day the wilayas of law 26-06 operate: the checkout's figures. */
  shipping: ShippingRules & { newWilayasFrom: string };
  /** Methods customers can pay with at checkout (enabled and configured), in order. */
  paymentMethods: readonly string[];
  phone: string | null;
  /** The shop's WhatsApp (E.164), null when none. */
  whatsapp: string | null;
  email: string;
  /** What identification covers with the configured engines (the FAQ's promise). */
  identification: IdentifyCoverage;
  /** A guest may order without an account (the `expressOrders` setting). */
  expressOrders: boolean;
}

export interface Composed {
  text: string;
  /** Catalogue plants to show as links, in order. */
  plantIds: number[];
  links: ChatLink[];
  /** The facts the answer rests on, as sentences: the context an optional language model gets. */
  passages: string[];
  context: ChatContext;
  /** False when the engine is not sure it understood (the answer then says so). */
  confident: boolean;
}

const link = (href: string, label: string): ChatLink => ({ href, label });
const contactLink = (v: Voice) => link('/contact', v.a.links.contact);
const faqLink = (v: Voice) => link('/faq', v.a.links.faq);

function composed(text: string, extra: Partial<Composed> = {}): Composed {
  return { text, plantIds: [], links: [], passages: [text], context: {}, confident: true, ...extra };
}

/** A wilaya as the reader writes it: its Arabic name for Arabic, its French (official Latin) name otherwise. */
const wilayaName = (locale: Locale, w: Wilaya) => (locale === 'ar' ? w.ar : w.name);
/** An example wilaya of a zone (given by its French name) in the reader's spelling. */
const exampleName = (locale: Locale, name: string) => {
  const w = WILAYAS.find((x) => x.name === name);
  return w ? wilayaName(locale, w) : name;
};

// ---- Shipping -----------------------------------------------------------------------------------

function freeShippingSentence(v: Voice, shop: ShopData, here = false): string {
  return v.say(here ? v.a.shipping.freeHere : v.a.shipping.freeEverywhere, { threshold: v.tr.money(shop.freeShippingThreshold) });
}

/** The wilaya's fees as checkout computes them (shipping.ts `quote`, below the free threshold). */
function wilayaFees(v: Voice, wilaya: Wilaya, shop: ShopData): string {
  const s = v.a.shipping;
  const home = quote(1, wilaya.code, 'home', shop.shipping);
  const rate = home.rate;
  const desk = rate?.desk != null ? quote(1, wilaya.code, 'desk', shop.shipping).fee : null;
  return v.say(s.wilaya, {
    wilaya: wilayaName(v.locale, wilaya),
    code: wilaya.code,
    home: v.tr.money(home.fee),
    desk: desk === null ? '' : v.say(s.wilayaDesk, { fee: v.tr.money(desk) }),
    days: rate ? v.say(s.wilayaDays, { delay: formatDelay(v.tr, rate.days) }) : '',
  });
}

export function answerShipping(v: Voice, u: Understanding, shop: ShopData): Composed {
  const s = v.a.shipping;
  const wilaya: Wilaya | undefined = u.wilaya;
  const links = [link('/shipping', v.a.links.shipping)];
  const days = v.say(s.liveDays, { days: livePlantShippingDaysProse(v.tr) });
  if (wilaya) {
    // A wilaya of law 26-06 before its day: checkout does not offer it yet, the wilaya it comes from is what to choose.
    const mother = isWilayaActive(wilaya.code, shop.now, shop.shipping.newWilayasFrom) ? undefined : wilayaByCode(wilaya.mother ?? 0);
    const notYet = mother
      ? [v.say(s.notYet, { wilaya: wilayaName(v.locale, wilaya), code: wilaya.code, date: dayIn(v, shop.shipping.newWilayasFrom), mother: wilayaName(v.locale, mother), motherCode: mother.code })]
      : [];
    const text = [...notYet, wilayaFees(v, mother ?? wilaya, shop), freeShippingSentence(v, shop, true), days, s.exact].join(' ');
    return composed(text, { links, context: { topic: 'shipping', wilaya: wilaya.code } });
  }
  const onlyFree = (u.signals.get('ship.free') ?? 0) > 0 && (u.signals.get('ship.delay') ?? 0) <= 0;
  const zones = zoneSummaries(shop.shipping.rates, shop.shipping.shippingFee).map((z) =>
    bullet(
      v.say(s.zone, {
        zone: zoneName(v.tr, z.id),
        examples: v.list(z.examples.slice(0, 3).map((name) => exampleName(v.locale, name))),
        price: formatPriceRange(v.tr, z.price),
        delay: formatDelay(v.tr, z.delayDays),
      }),
    ),
  );
  const lines = onlyFree
    ? [freeShippingSentence(v, shop), s.elsewhere, ...zones]
    : [v.say(s.byZone, { count: activeWilayas(shop.now, shop.shipping.newWilayasFrom).length }), ...zones, freeShippingSentence(v, shop), days];
  lines.push(s.askWilaya);
  return composed(lines.join('\n'), { links, context: { topic: 'shipping' } });
}

// ---- Returns ------------------------------------------------------------------------------------

export function answerReturns(v: Voice, u: Understanding): Composed {
  const r = v.a.returns;
  const days = (n: number) => v.count('days', n);
  const guarantee = v.say(r.guarantee, { days: days(SURVIVAL_GUARANTEE_DAYS) });
  const windows = v.say(r.windows, {
    plants: days(RETURN_WINDOW_DAYS['live-plants']),
    seeds: days(RETURN_WINDOW_DAYS['seeds-bulbs']),
    accessories: days(RETURN_WINDOW_DAYS.accessories),
  });
  const refund = v.say(r.refund, {
    card: formatWorkingDays(v.tr, REFUND_DELAY_WORKING_DAYS.card),
    transfer: formatWorkingDays(v.tr, REFUND_DELAY_WORKING_DAYS.bank_transfer),
  });
  const how = v.say(r.how, { hours: v.count('hours', RESPONSE_TIME_HOURS.orders) });
  const first = (u.signals.get('ret.guarantee') ?? 0) > 0 ? [guarantee, windows] : [windows, guarantee];
  const ordered = (u.signals.get('ret.refund') ?? 0) > 0 ? [refund, ...first, how] : [...first, refund, how];
  return composed(ordered.join('\n'), {
    links: [link('/returns', v.a.links.returns), contactLink(v)],
    context: { topic: 'returns' },
  });
}

// ---- Payment ------------------------------------------------------------------------------------

/** Words that ask about the local cards (normalised): CIB, Edahabia. */
const LOCAL_CARD_WORDS = ['cib', 'edahabia', 'dahabia', 'eddahabia', 'الذهبيه', 'ذهبيه', 'بالذهبيه'];

/**
 * What checkout offers now (the live configuration), each method by its registry name and what paying
 * with it involves; asked about CCP / BaridiMob or the local cards, the first line says whether they are.
 */
export function answerPayment(v: Voice, u: Understanding, shop: ShopData): Composed {
  const p = v.a.payment;
  const enabled = new Set(shop.paymentMethods);
  const offered = PAYMENT_METHODS.filter((id) => enabled.has(id)).map((id) => v.say(p.method, { method: paymentMethodLabel(id, v.tr.m), text: p.methods[id] }));
  const direct: string[] = [];
  if ((u.signals.get('pay.ccp') ?? 0) > 0) direct.push([...enabled].some((m) => methodInfo(m)?.provider === 'poste') ? p.ccpYes : p.ccpNo);
  if (u.tokens.some((token) => LOCAL_CARD_WORDS.includes(token)) && ![...enabled].some((m) => methodHas(m, 'takesLocalCards'))) direct.push(p.localCardsNotYet);
  const lines = [...direct, p.heading, ...offered.map(bullet)];
  return composed(lines.join('\n'), {
    links: [link('/faq#boutique', v.a.links.faqShop)],
    context: { topic: 'payment' },
  });
}

// ---- Orders -------------------------------------------------------------------------------------

/** Dates in the reader's language; Arabic with Latin digits (docs/contract.md §4). */
const DATE_LOCALE: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-DZ-u-nu-latn' };

/** A day (YYYY-MM-DD, in Algiers) in the reader's words: "1 January 2027", "1 janvier 2027". */
const dayIn = (v: Voice, day: string) => new Date(`${day}T12:00:00+01:00`).toLocaleDateString(DATE_LOCALE[v.locale], { timeZone: 'Africa/Algiers', dateStyle: 'long' });

/** A word of a table in words, or the code itself for one the table does not know. */
const label = <T extends Record<string, string>>(table: T, key: string): string => (key in table ? table[key as keyof T]! : key);

/** A status as the order pages name it (`checkout.orderStatus`, `checkout.paymentStatus`), inside a sentence ("is pending"). */
const statusWord = (v: Voice, word: string) => (v.locale === 'ar' ? word : `${word.charAt(0).toLocaleLowerCase(v.locale)}${word.slice(1)}`);

/** The `/track` page (linked in the footer): any order, by its number and phone, without signing in. */
const trackSentence = (v: Voice) => v.say(v.a.guest.track, { track: v.tr.m.express.track.link });
const trackLink = (v: Voice) => link('/track', v.tr.m.express.track.link);

/**
 * Ordering and following an order without an account (docs/contract.md §7). The express form is
 * promised only while the owner keeps `expressOrders` on; `/track` finds any order by number and phone.
 * Asked how to follow an order, that comes first.
 */
export function answerGuest(v: Voice, u: Understanding, shop: ShopData): Composed {
  const g = v.a.guest;
  const orders = v.tr.m.nav.myOrders;
  const ordering = shop.expressOrders
    ? [v.say(g.express, { form: v.tr.m.express.form.submit }), v.say(g.accountFor, { orders })]
    : [v.say(g.accountNeeded, { orders })];
  const tracking = (u.signals.get('order.status') ?? 0) > 0;
  const lines = tracking ? [trackSentence(v), ...ordering] : [...ordering, trackSentence(v)];
  const links = shop.expressOrders ? [link('/shop', v.a.links.shop), trackLink(v)] : [link('/signup', v.a.links.signUp), trackLink(v)];
  return composed(lines.join(' '), { links: tracking ? links.reverse() : links, context: { topic: 'order' } });
}

/** `orders` is null for a visitor: order status is only ever given to the signed-in owner (or on `/track`). */
export function answerOrder(v: Voice, u: Understanding, orders: readonly Order[] | null): Composed {
  const o = v.a.order;
  const ordersPage = v.tr.m.nav.myOrders;
  const dashboard = link('/dashboard', ordersPage);
  if (orders === null) {
    return composed(`${v.say(o.signInFirst, { orders: ordersPage })} ${trackSentence(v)}`, {
      links: [link('/login', v.a.links.signIn), dashboard, trackLink(v)],
      context: { topic: 'order' },
    });
  }
  let order: Order | undefined;
  if (u.orderRef) {
    order = orders.find((x) => x.id === u.orderRef || x.id.endsWith(u.orderRef!));
    if (!order)
      return composed(v.say(o.notFound, { number: `#${u.orderRef.slice(-8)}`, orders: ordersPage }), {
        links: [dashboard],
        context: { topic: 'order' },
      });
  } else {
    order = orders[0];
    if (!order) return composed(o.none, { links: [link('/shop', v.a.links.shop)], context: { topic: 'order' } });
  }
  const date = new Date(order.createdAt).toLocaleDateString(DATE_LOCALE[v.locale], { timeZone: 'Africa/Algiers', dateStyle: 'long' });
  const checkout = v.tr.m.checkout;
  const lines = [
    v.say(o.summary, { number: orderNumber(order.id), date, status: statusWord(v, checkout.orderStatus[order.orderStatus]) }),
    v.say(o.payment, {
      status: statusWord(v, checkout.paymentStatus[order.paymentStatus]),
      method: paymentMethodLabel(order.paymentMethod, v.tr.m),
      total: v.tr.money(parseMoney(order.totalAmount) ?? 0),
    }),
    // Each plant by its name in the reader's language where it has one (the admin's translations), else as ordered.
    v.say(o.items, { items: v.list(order.items.map((i) => `${localizedName(i, v.locale)} × ${i.quantity}`)) }),
  ];
  if (order.orderStatus === 'shipped') lines.push(o.shipped);
  // Bank and CCP transfers alike: prepared once the money is there, and the receipt goes on the order page.
  if (transferExpected(order)) lines.push(o.awaitingTransfer);
  if ((u.signals.get('order.cancel') ?? 0) > 0) lines.push(v.say(o.cancel, { hours: v.count('hours', RESPONSE_TIME_HOURS.orders) }));
  return composed(lines.join(' '), {
    links: [link(`/order/${order.id}`, v.say(v.a.links.order, { number: orderNumber(order.id) })), dashboard],
    context: { topic: 'order' },
  });
}

// ---- Plants: care, product, finding -------------------------------------------------------------

/**
 * Which texts exist in which language. The catalogue's names and descriptions may have French and
 * Arabic translations (the admin's); its care sheet (light, watering, care instructions) is written
 * in English, and may be translated too (migration 0018): the light line uses a translation, the
 * watering rhythm is read from the English sheet. The species knowledge base speaks all three
 * (Arabic in species.ar.ts). A French reader is shown an English care-sheet line labelled as such;
 * an Arabic answer keeps to Arabic.
 */
const careSheetInReaderLanguage = (v: Voice) => v.locale === 'en';
const sheetShown = (v: Voice) => v.locale !== 'ar';

/** A species description that warns of toxicity: toxic, toxique, سام / سامة / السمية (not أجسام). */
const SAYS_TOXIC = /toxi|(?:^|[\s(])سامة?(?=[\s،؛.)]|$)|السمية/i;

/** The species facts in the answer's language, when the knowledge base has the plant. */
interface LocalFacts {
  scientificName: string;
  commonNames: readonly string[];
  careLevel: CareLevel;
  light: string;
  watering: string;
  description: string | undefined;
}

function facts(v: Voice, species: SpeciesEntry | undefined): LocalFacts | undefined {
  return species ? speciesFacts(species, v.locale) : undefined;
}

/** The catalogue's own description in the reader's language (translations from the admin), if written. */
const catalogueDescription = (v: Voice, plant: Plant) => (v.locale === 'en' ? plant.description : plant.translations[v.locale].description);

function displayName(v: Voice, plant: Plant): string {
  if (v.locale === 'ar') return plant.translations.ar.name ?? arabicNames(plant.scientificName)[0] ?? plant.name;
  if (v.locale === 'fr' && plant.commonName && !plant.commonName.toLowerCase().includes(plant.name.toLowerCase())) {
    return `${plant.name} (${plant.commonName.replace(/\s*\(.*\)\s*$/, '')})`;
  }
  return plant.name;
}

/**
 * A care sheet's light line in the reader's language: as written in English, or as the admin
 * translated it (migration 0018), else from what it says (full sun, shade…).
 */
function lightText(v: Voice, plant: Plant | undefined, f: LocalFacts | undefined): string | undefined {
  const sheet = plant?.lightRequirements ?? undefined;
  if (careSheetInReaderLanguage(v)) return sheet ?? f?.light;
  const translated = v.locale === 'en' ? undefined : plant?.translations[v.locale].lightRequirements?.trim();
  if (translated) return translated;
  if (f) return f.light;
  if (v.locale === 'fr') return sheet;
  const codes = [...lightFromText(sheet ?? '')];
  return codes.length ? v.list(codes.map((c) => LIGHT_AR[c])) : undefined;
}

function priceAndStock(v: Voice, plant: Plant): string {
  const p = v.a.product;
  const price = plant.price === null ? p.priceNotSet : v.tr.money(plant.price);
  const sale =
    plant.originalPrice && plant.price && (parseMoney(plant.originalPrice) ?? 0) > (parseMoney(plant.price) ?? 0)
      ? v.say(p.insteadOf, { price: v.tr.money(plant.originalPrice) })
      : '';
  const stock = plant.stock > 0 ? (plant.stock <= 3 ? v.say(p.onlyLeft, { n: plant.stock }) : p.inStock) : p.outOfStock;
  return `${price}${sale}${v.a.list.separator}${stock}`;
}

/** An FAQ entry in the reader's language (faqData), with the live free-shipping threshold. */
export function faqEntry(v: Voice, shop: ShopData, id: string): FaqEntryData | undefined {
  return findFaq(faqData(v.tr, { freeShipping: shop.freeShippingThreshold, identification: shop.identification, expressOrders: shop.expressOrders, paymentMethods: shop.paymentMethods }), id);
}

function findFaq(categories: ReturnType<typeof faqData>, id: string): FaqEntryData | undefined {
  for (const category of categories) {
    const entry = category.entries.find((e) => e.id === id);
    if (entry) return entry;
  }
  return undefined;
}

/** True when this FAQ entry is not yet written in the reader's language (it is in French). */
function faqInFrenchOnly(v: Voice, entry: FaqEntryData): boolean {
  if (v.locale === 'fr') return false;
  return findFaq(faqData(t('fr'), { freeShipping: 0, identification: SHOP_COVERAGE, expressOrders: false, paymentMethods: PAYMENT_METHODS }), entry.id)?.question === entry.question;
}

/** An FAQ answer as plain text, told as French when the FAQ is not in the reader's language yet. */
export function faqText(v: Voice, shop: ShopData, id: string): string {
  const entry = faqEntry(v, shop, id);
  if (!entry) return '';
  const text = richTextToPlain(entry.answer);
  return faqInFrenchOnly(v, entry) ? `${v.a.faq.inFrench} ${text}` : text;
}

export type CareAspect = 'water' | 'light' | 'toxic' | 'repot' | 'feed' | 'prune' | 'winter' | 'problem' | 'general';

export function careAspects(u: Understanding): CareAspect[] {
  const has = (s: string) => (u.signals.get(s) ?? 0) > 0;
  const aspects: CareAspect[] = [];
  if (has('care.water')) aspects.push('water');
  if (has('care.light')) aspects.push('light');
  if (has('care.toxic') || u.needs.has('pet')) aspects.push('toxic');
  if (has('care.repot')) aspects.push('repot');
  if (has('care.feed')) aspects.push('feed');
  if (has('care.prune')) aspects.push('prune');
  if (has('care.winter')) aspects.push('winter');
  if (has('care.problem')) aspects.push('problem');
  return aspects.length ? aspects : ['general'];
}

const ASPECT_WORDS: Partial<Record<CareAspect, RegExp>> = {
  repot: /repot|pot-bound|root-bound|larger pot|bigger pot/i,
  feed: /feed|fertili[sz]/i,
  prune: /prun|cut|trim|pinch|propagat|cutting/i,
  winter: /winter|frost|cold/i,
  problem: /yellow|rot|brown|pest|overwater/i,
};

function sentencesAbout(text: string | null, re: RegExp | undefined): string[] {
  if (!text || !re) return [];
  return text.split(/(?<=[.!?])\s+/).filter((s) => re.test(s));
}

/** Care for one plant: from the shop's care sheet and the species knowledge base. */
export function answerCare(v: Voice, u: Understanding, target: PlantTarget, faq: (id: string) => string): Composed {
  const c = v.a.care;
  const plant = target.plant;
  const f = facts(v, target.species);
  const name = plant ? displayName(v, plant) : f?.commonNames[0] ? `${f.commonNames[0]} (${f.scientificName})` : (target.species?.name ?? '');
  const aspects = careAspects(u);
  const lines: string[] = [v.say(c.heading, { name })];
  const all = aspects.includes('general');
  if (all || aspects.includes('water')) {
    const schedule = plant?.wateringSchedule ?? null;
    if (careSheetInReaderLanguage(v)) {
      const parts = [schedule, f?.watering].filter(Boolean);
      if (parts.length) lines.push(bullet(v.say(c.watering, { text: parts.join(' — ') })));
    } else {
      const freq = schedule ? wateringFrequency(v, schedule) : undefined;
      // Without the species, the rhythm the care sheet implies (sparse, moderate…) in the reader's words.
      const general = f?.watering ?? (v.locale === 'ar' && schedule ? WATER_AR[waterFromText(schedule) ?? 'moderate'] : undefined);
      const lower = (text: string | undefined) => (text ? `${text[0]!.toLowerCase()}${text.slice(1)}` : undefined);
      const parts = freq ? [`${freq[0]!.toUpperCase()}${freq.slice(1)}`, lower(general)] : [general];
      const shown = parts.filter(Boolean);
      if (shown.length) lines.push(bullet(v.say(c.watering, { text: shown.join(v.a.list.lineSeparator) })));
      else if (schedule && sheetShown(v)) lines.push(bullet(v.say(c.wateringFromSheet, { text: schedule })));
    }
  }
  if (all || aspects.includes('light')) {
    const text = lightText(v, plant, f);
    if (text) lines.push(bullet(v.say(c.light, { text })));
  }
  if (all) {
    const level = plant?.careLevel ?? f?.careLevel;
    if (level) lines.push(bullet(v.say(c.level, { level: label(c.levels, level) })));
    if (careSheetInReaderLanguage(v) && plant?.careInstructions) lines.push(bullet(v.say(c.tip, { text: plant.careInstructions })));
    else if (!careSheetInReaderLanguage(v)) {
      const about = f?.description ?? (plant ? catalogueDescription(v, plant) : null);
      if (about) lines.push(bullet(v.say(c.aboutSpecies, { text: about })));
    }
  }
  if (aspects.includes('toxic')) {
    if (plant?.petSafe === true) lines.push(bullet(c.petSafe));
    else if (plant?.petSafe === false) lines.push(bullet(c.petUnsafe));
    else if (f?.description && SAYS_TOXIC.test(f.description)) lines.push(bullet(f.description));
    else lines.push(bullet(c.petUnknown));
  }
  for (const aspect of aspects) {
    if (!['repot', 'feed', 'prune', 'winter', 'problem'].includes(aspect)) continue;
    const found = sentencesAbout(plant?.careInstructions ?? null, ASPECT_WORDS[aspect]);
    if (found.length && sheetShown(v)) lines.push(bullet(v.say(c.sheet, { text: found.join(' ') })));
    if (aspect === 'problem') lines.push(bullet(faq('care-yellow')));
    else if (aspect === 'repot' && !found.length) lines.push(bullet(faq('care-arrival')));
  }
  if (lines.length === 1) {
    return composed(v.say(c.noInfo, { name }), { confident: false, links: [contactLink(v)], plantIds: plant ? [plant.id] : [] });
  }
  if (!plant && target.species) lines.push(c.notSold);
  return composed(lines.join('\n'), {
    plantIds: plant ? [plant.id, ...target.others.map((p) => p.id)] : target.others.map((p) => p.id),
    links: [link('/plant-care', v.a.links.plantCare)],
    context: { topic: 'care', ...(plant ? { plantIds: [plant.id] } : {}), ...(target.species ? { species: target.species.name } : {}) },
  });
}

export interface PlantTarget {
  /** The catalogue plant the question is about (live data). */
  plant: Plant | undefined;
  species: SpeciesEntry | undefined;
  /** Other catalogue plants the name also fits (a genus, a common name shared by cultivars). */
  others: Plant[];
}


/** Price, stock and a word about a named plant (or, when we do not sell it, what we know and what we sell alike). */
export function answerProduct(v: Voice, target: PlantTarget, alike: Plant[]): Composed {
  const p = v.a.product;
  const f = facts(v, target.species);
  const plants = [target.plant, ...target.others].filter((x): x is Plant => !!x);
  const line = (x: Plant) => bullet(`${displayName(v, x)} — ${priceAndStock(v, x)}`);
  if (plants.length === 0) {
    const name = f ? `${f.commonNames[0] ?? f.scientificName} (${f.scientificName})` : '';
    const lines = [
      v.say(p.notSoldNamed, { name }),
      ...(f ? [f.description, v.say(p.lightAndWater, { light: f.light, water: f.watering })].filter((x): x is string => !!x) : []),
    ];
    if (alike.length) lines.push(p.similar, ...alike.map(line));
    return composed(lines.join('\n'), {
      plantIds: alike.map((x) => x.id),
      links: [link('/shop', v.a.links.shop)],
      context: { topic: 'product', ...(target.species ? { species: target.species.name } : {}) },
    });
  }
  const lines = plants.slice(0, 5).map(line);
  const main = plants[0]!;
  const about = catalogueDescription(v, main) ?? f?.description;
  if (about) lines.push(about);
  const light = lightText(v, main, f);
  if (light) lines.push(v.say(p.light, { text: light }));
  return composed(lines.join('\n'), {
    plantIds: plants.slice(0, 5).map((x) => x.id),
    links: [],
    context: { topic: 'product', plantIds: plants.slice(0, 5).map((x) => x.id), ...(target.species ? { species: target.species.name } : {}) },
  });
}

export function meets(need: Need, f: PlantFacts): boolean {
  switch (need) {
    case 'sun':
      return f.light.has('sun');
    case 'partial':
      return f.light.has('sun-partial') || (f.light.has('sun') && f.light.has('bright'));
    case 'shade':
      return f.light.has('shade') || f.light.has('medium');
    case 'bright':
      return f.light.has('bright') || f.light.has('medium');
    case 'dry':
      return f.water === 'sparse' || f.droughtTolerant;
    case 'pet':
      return f.plant.petSafe === true;
    case 'easy':
      return f.plant.careLevel === 'Easy';
    case 'indoor':
      return f.indoor;
    case 'outdoor':
      return f.outdoor;
    case 'flower':
      return f.flowering;
    case 'scent':
      return f.scented;
    case 'edible':
      return f.edible;
    case 'trailing':
      return f.trailing;
    case 'cheap':
    case 'gift':
      return true;
  }
}

export const HARD_NEEDS: readonly Need[] = ['sun', 'partial', 'shade', 'bright', 'dry', 'pet', 'easy', 'indoor', 'outdoor', 'flower', 'scent', 'edible', 'trailing'];

export function withinPrice(price: PriceLimit | undefined, plant: Plant): boolean {
  if (!price) return true;
  const c = plant.price === null ? null : parseMoney(plant.price);
  if (c === null) return false;
  return (price.max === undefined || c <= price.max) && (price.min === undefined || c >= price.min);
}

function criteriaText(v: Voice, needs: readonly Need[], categories: readonly CategoryKey[], price: PriceLimit | undefined): string {
  const w = v.a.find;
  const parts = needs.map((n) => w.needs[n]);
  if (categories.length) parts.unshift(v.say(w.inCategories, { names: v.list(categories.map((k) => w.categories[k])) }));
  if (price?.max !== undefined && price.min !== undefined) parts.push(v.say(w.between, { min: v.tr.money(price.min), max: v.tr.money(price.max) }));
  else if (price?.max !== undefined) parts.push(v.say(w.upTo, { max: v.tr.money(price.max) }));
  else if (price?.min !== undefined) parts.push(v.say(w.from, { min: v.tr.money(price.min) }));
  return v.list(parts);
}

function plantReasons(v: Voice, f: PlantFacts): string {
  const light = careSheetInReaderLanguage(v) ? f.plant.lightRequirements : lightText(v, f.plant, facts(v, f.species));
  const bits = [light?.toLowerCase()];
  if (f.water === 'sparse' || f.droughtTolerant) bits.push(v.a.find.littleWater);
  if (f.plant.petSafe) bits.push(v.a.find.petSafe);
  return v.list(bits.filter((b): b is string => !!b));
}

export interface FindResult {
  /** Plants meeting every criterion, best first (live data). */
  matches: PlantFacts[];
  /** When nothing meets every criterion: the closest, with what they miss. */
  closest: { facts: PlantFacts; missing: Need[] }[];
  /** The cheapest plant of the catalogue, when a price limit excludes everything. */
  cheapest: PlantFacts | undefined;
  /** Words nothing in the catalogue matches ("graines"), when they were the whole request. */
  unmatched?: string;
}

export function answerFind(v: Voice, u: Understanding, result: FindResult): Composed {
  const w = v.a.find;
  const needs = [...u.needs].filter((n) => n !== 'gift');
  const criteria = criteriaText(v, needs, [...u.categories], u.price);
  const line = (f: PlantFacts) => {
    const reasons = plantReasons(v, f);
    return bullet(`${displayName(v, f.plant)} — ${priceAndStock(v, f.plant)}${reasons ? ` · ${reasons}` : ''}`);
  };
  const links = [link('/shop', v.a.links.wholeShop)];
  if (result.matches.length) {
    const shown = result.matches.slice(0, 5);
    const head = criteria ? v.say(w.heading, { criteria }) : w.headingPlain;
    return composed([head, ...shown.map(line)].join('\n'), {
      plantIds: shown.map((f) => f.plant.id),
      links,
      context: { topic: 'find', plantIds: shown.map((f) => f.plant.id) },
    });
  }
  if (result.unmatched !== undefined) {
    return composed([v.say(w.nothingFor, { words: result.unmatched }), w.tellMe].join('\n'), { links, context: { topic: 'find' } });
  }
  const lines = [v.say(w.none, { criteria })];
  const shown: PlantFacts[] = [];
  if (result.cheapest && u.price?.max !== undefined) {
    lines.push(v.say(w.cheapest, { name: displayName(v, result.cheapest.plant), price: v.tr.money(result.cheapest.plant.price ?? 0) }));
    shown.push(result.cheapest);
  } else if (result.closest.length) {
    lines.push(w.closest);
    for (const { facts: f, missing } of result.closest.slice(0, 4)) {
      const miss = v.list(missing.map((n) => w.needs[n]));
      lines.push(`${line(f)}${miss ? v.say(w.butNot, { missing: miss }) : ''}`);
      shown.push(f);
    }
  }
  return composed(lines.join('\n'), { plantIds: shown.map((f) => f.plant.id), links, context: { topic: 'find' } });
}

// ---- Opening hours, contact, a human --------------------------------------------------------------

/**
 * How to reach the shop, as lines, and the links that go with them: the contact page and, when the shop
 * has WhatsApp, a wa.me link with a message ready in the reader's language (the panel makes links of
 * `links` only: an address inside the text would not be one).
 */
function contactLines(v: Voice, shop: ShopData): { lines: string[]; links: ChatLink[] } {
  const c = v.a.contact;
  const hours = (n: number) => v.count('hours', n);
  const lines = [v.say(c.email, { email: shop.email })];
  const links = [contactLink(v)];
  if (shop.phone) lines.push(v.say(c.phone, { phone: shop.phone }));
  if (shop.whatsapp) {
    lines.push(v.say(c.whatsapp, { phone: formatAlgerianMobile(shop.whatsapp) }));
    links.push(link(whatsappLink(shop.whatsapp, c.whatsappText), v.a.links.whatsapp));
  }
  lines.push(
    v.say(c.responseTimes, {
      orders: hours(RESPONSE_TIME_HOURS.orders),
      identification: hours(RESPONSE_TIME_HOURS.identification),
      general: hours(RESPONSE_TIME_HOURS.general),
    }),
  );
  return { lines, links };
}

/** "Sunday – Thursday: 9h – 18h" lines from the shop's opening hours. */
const openingHourLines = (v: Voice) => openingHours(v.tr).map((g) => v.say(v.a.hours.line, g));

export function answerHours(v: Voice, shop: ShopData): Composed {
  const h = v.a.hours;
  const lines = [h.heading, ...openingHourLines(v).map(bullet), isOpenAt(shop.now) ? h.openNow : h.closedNow, h.shopAlwaysOpen];
  return composed(lines.join('\n'), { links: [contactLink(v)], context: { topic: 'hours' } });
}

export function answerContact(v: Voice, shop: ShopData): Composed {
  const contact = contactLines(v, shop);
  const lines = [v.a.contact.intro, ...contact.lines.map(bullet), v.say(v.a.hours.summary, { lines: openingHourLines(v).join(v.a.list.lineSeparator) })];
  return composed(lines.join('\n'), { links: contact.links, context: { topic: 'contact' } });
}

export function answerHuman(v: Voice, shop: ShopData): Composed {
  const contact = contactLines(v, shop);
  return composed([v.a.contact.human, ...contact.lines.map(bullet)].join('\n'), { links: contact.links, context: { topic: 'human' } });
}

// ---- The FAQ, greetings, not sure ---------------------------------------------------------------

/** One or two FAQ answers, with the live free-shipping threshold and the FAQ's own links. */
export function answerFaq(v: Voice, shop: ShopData, ids: readonly string[]): Composed {
  const entries = ids.map((id) => faqEntry(v, shop, id)).filter((e) => e !== undefined);
  const texts = entries.map((e) => richTextToPlain(e.answer));
  const note = entries.some((e) => faqInFrenchOnly(v, e)) ? `${v.a.faq.inFrench}\n` : '';
  const text = entries.length > 1 ? entries.map((e, i) => `${e.question}\n${texts[i]}`).join('\n\n') : (texts[0] ?? '');
  return composed(`${note}${text}`, {
    links: [...entries.flatMap((e) => richTextLinks(e.answer).map((l) => ({ href: l.href, label: l.text }))), faqLink(v)],
    passages: entries.map((e, i) => `${e.question} ${texts[i]}`),
    context: { topic: 'faq' },
  });
}

export function answerGreeting(v: Voice): Composed {
  return composed(v.a.greeting, { context: { topic: 'greeting' } });
}

export function answerThanks(v: Voice): Composed {
  return composed(v.a.thanks, { context: { topic: 'thanks' } });
}

export function answerNotSure(v: Voice): Composed {
  return composed(v.a.notSure, { links: [contactLink(v), faqLink(v)], confident: false, context: { topic: 'unknown' } });
}

/** Asked about care without naming a plant: the general advice, our plants of the kind asked about, or a question back. */
export function answerWhichPlant(v: Voice, general: Composed | undefined, plantIds: number[] = []): Composed {
  const lines = [general?.text, plantIds.length ? v.a.precisePlant : v.a.whichPlant].filter(Boolean);
  return composed(lines.join('\n'), {
    links: general?.links ?? [],
    passages: general?.passages ?? [],
    plantIds,
    context: { topic: 'care' },
    confident: !!general || plantIds.length > 0,
  });
}

/** For a knowledge base without the catalogue: the facts of a plant, for the LLM's context. */
export function plantPassage(f: PlantFacts): string {
  const p = f.plant;
  return [
    `${p.name}${p.commonName ? ` (${p.commonName})` : ''}${p.scientificName ? `, ${p.scientificName}` : ''}.`,
    p.description,
    p.lightRequirements ? `Light: ${p.lightRequirements}.` : '',
    p.wateringSchedule ? `Watering: ${p.wateringSchedule}.` : '',
    p.careInstructions ?? '',
    p.petSafe === true ? 'Safe for cats and dogs.' : p.petSafe === false ? 'Not considered safe for pets.' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export type { Knowledge };
