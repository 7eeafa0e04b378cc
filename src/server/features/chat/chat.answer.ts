import type { Plant } from '@shared/contracts/catalog';
import type { ChatContext, ChatLang, ChatLink } from '@shared/contracts/chat';
import type { Order } from '@shared/contracts/orders';
import { faqData, richTextLinks, richTextToPlain } from '@shared/content/faq';
import { parseMoney, type Centimes } from '@shared/domain/money';
import { orderNumber } from '@shared/domain/order';
import { quote, type ShippingRules } from '@shared/domain/shipping';
import {
  isOpenAt,
  PAYMENT_METHODS,
  REFUND_DELAY_WORKING_DAYS,
  RESPONSE_TIME_HOURS,
  RETURN_WINDOW_DAYS,
  SURVIVAL_GUARANTEE_DAYS,
  zoneSummaries,
} from '@shared/domain/shop-facts';
import type { Wilaya } from '@shared/domain/wilayas';
import { t } from '@shared/messages/catalogues';
import { speciesFacts, type SpeciesEntry } from '../identify/species/species';
import { bullet, delay, hours, livePlantDays, money, openingHourLines, pick, priceRange, wateringFrequencyFr, workingDays } from './chat.format';
import type { Knowledge, PlantFacts } from './chat.knowledge';
import type { Need, PriceLimit, Understanding } from './chat.understand';

/**
 * The offline engine's answers, one function per kind of question. Every fact comes from the
 * shop's sources — shop-facts, the settings, the catalogue (live price and stock), the species
 * knowledge base, the FAQ, the customer's own orders — never from text written here.
 */

export interface ShopData {
  now: Date;
  freeShippingThreshold: Centimes;
  /** The live shipping rules (rates table, flat fee, threshold): the checkout's figures. */
  shipping: ShippingRules;
  /** Methods enabled at checkout (settings), in order. */
  paymentMethods: readonly string[];
  cardPaymentsAvailable: boolean;
  phone: string | null;
  email: string;
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

type L = ChatLang;

const link = (lang: L, href: string, fr: string, en: string): ChatLink => ({ href, label: pick(lang, fr, en) });
const contactLink = (lang: L) => link(lang, '/contact', 'Contactez-nous', 'Contact us');

function composed(text: string, extra: Partial<Composed> = {}): Composed {
  return { text, plantIds: [], links: [], passages: [text], context: {}, confident: true, ...extra };
}

// ---- Shipping -----------------------------------------------------------------------------------

function freeShippingSentence(lang: L, shop: ShopData, here = false): string {
  const threshold = money(lang, shop.freeShippingThreshold);
  if (here) return pick(lang, `La livraison y est gratuite dès ${threshold} d'achat.`, `Delivery there is free for orders of ${threshold} or more.`);
  return pick(lang, `La livraison est gratuite partout dès ${threshold} d'achat.`, `Delivery is free everywhere for orders of ${threshold} or more.`);
}

/** The wilaya's fees as checkout computes them (shipping.ts `quote`, below the free threshold). */
function wilayaFees(lang: L, wilaya: Wilaya, shop: ShopData): string {
  const home = quote(1, wilaya.code, 'home', shop.shipping);
  const rate = home.rate;
  const desk = rate?.desk != null ? quote(1, wilaya.code, 'desk', shop.shipping).fee : null;
  const deskFr = desk === null ? '' : `, ${money(lang, desk)} en stop-desk (point relais)`;
  const deskEn = desk === null ? '' : `, ${money(lang, desk)} to a stop-desk (pick-up point)`;
  const daysFr = rate ? `, livrée en ${delay(lang, rate.days)} après l'expédition` : '';
  const daysEn = rate ? `, ${delay(lang, rate.days)} after dispatch` : '';
  return pick(
    lang,
    `Livraison à ${wilaya.name} (${wilaya.code}) : ${money(lang, home.fee)} à domicile${deskFr}${daysFr}.`,
    `Delivery to ${wilaya.name} (wilaya ${wilaya.code}): ${money(lang, home.fee)} to your door${deskEn}${daysEn}.`,
  );
}

export function answerShipping(lang: L, u: Understanding, shop: ShopData): Composed {
  const wilaya: Wilaya | undefined = u.wilaya;
  const links = [link(lang, '/shipping', 'Informations Livraison', 'Shipping information')];
  const days = pick(lang, `Les plantes vivantes sont expédiées ${livePlantDays(lang)}.`, `Live plants are shipped ${livePlantDays(lang)}.`);
  const exact = pick(lang, "Le montant exact s'affiche avant la validation de votre commande.", 'The exact amount is shown before you confirm your order.');
  if (wilaya) {
    const text = [
      wilayaFees(lang, wilaya, shop),
      freeShippingSentence(lang, shop, true),
      days,
      exact,
    ].join(' ');
    return composed(text, { links, context: { topic: 'shipping', wilaya: wilaya.code } });
  }
  const onlyFree = (u.signals.get('ship.free') ?? 0) > 0 && (u.signals.get('ship.delay') ?? 0) <= 0;
  const zones = zoneSummaries(shop.shipping.rates, shop.shipping.shippingFee).map((z) =>
    bullet(
      pick(
        lang,
        `${z.name} (${z.examples.slice(0, 3).join(', ')}…) : ${priceRange(lang, z.price)}, ${delay(lang, z.delayDays)}`,
        `${z.name} (${z.examples.slice(0, 3).join(', ')}…): ${priceRange(lang, z.price)}, ${delay(lang, z.delayDays)}`,
      ),
    ),
  );
  const lines = onlyFree
    ? [freeShippingSentence(lang, shop), pick(lang, 'Ailleurs, la livraison à domicile coûte selon la zone :', 'Elsewhere, home delivery costs by zone:'), ...zones]
    : [
        pick(lang, 'Nous livrons dans les 58 wilayas. Tarifs à domicile et délais après expédition, par zone :', 'We deliver to all 58 wilayas. Home-delivery prices and delays after dispatch, by zone:'),
        ...zones,
        freeShippingSentence(lang, shop),
        days,
      ];
  lines.push(pick(lang, 'Dites-moi votre wilaya et je vous donne son tarif.', 'Tell me your wilaya and I will give you its price.'));
  return composed(lines.join('\n'), { links, context: { topic: 'shipping' } });
}

// ---- Returns ------------------------------------------------------------------------------------

export function answerReturns(lang: L, u: Understanding): Composed {
  const guarantee = pick(
    lang,
    `Garantie de survie : une plante qui arrive abîmée ou dépérit dans les ${SURVIVAL_GUARANTEE_DAYS} jours suivant la livraison est remplacée ou remboursée ; une photo suffit souvent.`,
    `Survival guarantee: a plant that arrives damaged or dies within ${SURVIVAL_GUARANTEE_DAYS} days of delivery is replaced or refunded; a photo is often enough.`,
  );
  const windows = pick(
    lang,
    `Délais de retour à compter de la livraison : ${RETURN_WINDOW_DAYS['live-plants']} jours pour les plantes vivantes, ${RETURN_WINDOW_DAYS['seeds-bulbs']} jours pour les graines et bulbes, ${RETURN_WINDOW_DAYS.accessories} jours pour les accessoires.`,
    `You can return an item within ${RETURN_WINDOW_DAYS['live-plants']} days of delivery for a live plant, ${RETURN_WINDOW_DAYS['seeds-bulbs']} days for seeds and bulbs, ${RETURN_WINDOW_DAYS.accessories} days for accessories.`,
  );
  const refund = pick(
    lang,
    `Remboursement sous ${workingDays(lang, REFUND_DELAY_WORKING_DAYS.card)} pour une carte, ${workingDays(lang, REFUND_DELAY_WORKING_DAYS.bank_transfer)} pour un virement, sur le moyen de paiement utilisé.`,
    `Refunds take ${workingDays(lang, REFUND_DELAY_WORKING_DAYS.card)} for a card and ${workingDays(lang, REFUND_DELAY_WORKING_DAYS.bank_transfer)} for a bank transfer, to the payment method used.`,
  );
  const how = pick(
    lang,
    `Pour un retour, écrivez-nous depuis la page Contact avec votre numéro de commande (et une photo pour une plante) : nous répondons sous ${hours(lang, RESPONSE_TIME_HOURS.orders)} pendant nos horaires d'ouverture.`,
    `To return something, write to us from the Contact page with your order number (and a photo for a plant): we answer within ${hours(lang, RESPONSE_TIME_HOURS.orders)} during opening hours.`,
  );
  const first = (u.signals.get('ret.guarantee') ?? 0) > 0 ? [guarantee, windows] : [windows, guarantee];
  const ordered = (u.signals.get('ret.refund') ?? 0) > 0 ? [refund, ...first, how] : [...first, refund, how];
  return composed(ordered.join('\n'), {
    links: [link(lang, '/returns', 'Politique de Retour', 'Returns policy'), contactLink(lang)],
    context: { topic: 'returns' },
  });
}

// ---- Payment ------------------------------------------------------------------------------------

export function answerPayment(lang: L, u: Understanding, shop: ShopData): Composed {
  const lines: string[] = [];
  const enabled = new Set(shop.paymentMethods);
  const offered: string[] = [];
  if (enabled.has('bank_transfer'))
    offered.push(
      pick(
        lang,
        'Virement bancaire : après la commande, nous vous envoyons par e-mail nos coordonnées bancaires (banque, titulaire, RIB) ; la commande est préparée dès réception du virement.',
        'Bank transfer: after you order, we e-mail you our bank details (bank, account holder, RIB); the order is prepared once the transfer arrives.',
      ),
    );
  if (enabled.has('stripe') && shop.cardPaymentsAvailable)
    offered.push(pick(lang, "Carte bancaire : paiement en ligne sécurisé ; votre carte n'est jamais enregistrée chez nous.", 'Card: secure online payment; your card is never stored by us.'));
  if (enabled.has('cod')) offered.push(pick(lang, 'Paiement à la livraison : vous payez le livreur en espèces.', 'Cash on delivery: you pay the courier in cash.'));
  if (enabled.has('chargily')) offered.push(pick(lang, 'Cartes CIB et Edahabia : paiement en ligne sécurisé.', 'CIB and Edahabia cards: secure online payment.'));
  lines.push(pick(lang, 'Moyens de paiement acceptés :', 'Accepted payment methods:'), ...offered.map(bullet));
  if (enabled.has('stripe') && !shop.cardPaymentsAvailable)
    lines.push(pick(lang, 'Le paiement par carte est momentanément indisponible.', 'Card payment is unavailable at the moment.'));
  const planned = PAYMENT_METHODS.filter((m) => m.status === 'planned' && !enabled.has(m.id));
  if (planned.some((m) => m.id === 'cash_on_delivery'))
    lines.push(pick(lang, 'Le paiement à la livraison sera bientôt disponible ; il ne l’est pas encore.', 'Cash on delivery is coming soon; it is not available yet.'));
  const asksLocalCards = u.tokens.some((t) => ['cib', 'edahabia', 'dahabia', 'eddahabia', 'ccp', 'baridimob'].includes(t));
  if (asksLocalCards && !enabled.has('chargily'))
    lines.push(
      pick(
        lang,
        'Les cartes CIB et Edahabia (et BaridiMob) ne sont pas encore acceptées en ligne : un virement (y compris depuis un CCP) reste possible.',
        'CIB and Edahabia cards (and BaridiMob) are not accepted online yet: a bank transfer (also from a CCP account) is possible.',
      ),
    );
  return composed(lines.join('\n'), {
    links: [link(lang, '/faq#boutique', 'FAQ : commandes et paiement', 'FAQ: orders and payment')],
    context: { topic: 'payment' },
  });
}

// ---- Orders -------------------------------------------------------------------------------------

const STATUS: Record<string, [string, string]> = {
  pending: ['en attente de confirmation', 'pending confirmation'],
  processing: ['en préparation', 'being prepared'],
  shipped: ['expédiée', 'shipped'],
  delivered: ['livrée', 'delivered'],
  cancelled: ['annulée', 'cancelled'],
};
const PAYMENT_STATUS: Record<string, [string, string]> = {
  pending: ['en attente', 'pending'],
  completed: ['reçu', 'received'],
  failed: ['échoué', 'failed'],
  refunded: ['remboursé', 'refunded'],
};
const METHOD: Record<string, [string, string]> = {
  bank_transfer: ['virement bancaire', 'bank transfer'],
  stripe: ['carte bancaire', 'card'],
  cash_on_delivery: ['paiement à la livraison', 'cash on delivery'],
  chargily: ['carte CIB / Edahabia', 'CIB / Edahabia card'],
};
const label = (lang: L, table: Record<string, [string, string]>, key: string) => (table[key] ? table[key][lang === 'fr' ? 0 : 1] : key);

/** `orders` is null for a visitor: order status is only ever given to the signed-in owner. */
export function answerOrder(lang: L, u: Understanding, orders: readonly Order[] | null): Composed {
  const dashboard = link(lang, '/dashboard', 'Mes commandes', 'My Orders');
  if (orders === null) {
    return composed(
      pick(
        lang,
        "Je ne donne l'état d'une commande qu'à son titulaire : connectez-vous, puis redemandez-moi (par exemple « où en est ma commande #1a2b3c4d ? »). Vos commandes sont aussi dans « My Orders ».",
        'I only give an order’s status to its owner: please sign in, then ask me again (for example "where is my order #1a2b3c4d?"). Your orders are also listed in "My Orders".',
      ),
      { links: [link(lang, '/login', 'Se connecter', 'Sign in'), dashboard], context: { topic: 'order' } },
    );
  }
  let order: Order | undefined;
  if (u.orderRef) {
    order = orders.find((o) => o.id === u.orderRef || o.id.endsWith(u.orderRef!));
    if (!order)
      return composed(
        pick(
          lang,
          `Je ne trouve pas de commande #${u.orderRef.slice(-8)} dans votre compte. Vérifiez le numéro dans « My Orders » (il s'affiche sous la forme #1a2b3c4d).`,
          `I cannot find an order #${u.orderRef.slice(-8)} in your account. Please check the number in "My Orders" (it looks like #1a2b3c4d).`,
        ),
        { links: [dashboard], context: { topic: 'order' } },
      );
  } else {
    order = orders[0];
    if (!order)
      return composed(pick(lang, "Vous n'avez pas encore passé de commande.", 'You have not placed any order yet.'), {
        links: [link(lang, '/shop', 'Boutique', 'Shop')],
        context: { topic: 'order' },
      });
  }
  const date = new Date(order.createdAt).toLocaleDateString(lang === 'fr' ? 'fr-FR' : 'en-GB', { timeZone: 'Africa/Algiers', dateStyle: 'long' });
  const total = money(lang, parseMoney(order.totalAmount) ?? 0);
  const items = order.items.map((i) => `${i.name} × ${i.quantity}`).join(', ');
  const status = label(lang, STATUS, order.orderStatus);
  const lines = [
    pick(lang, `Votre commande ${orderNumber(order.id)} du ${date} est ${status}.`, `Your order ${orderNumber(order.id)} of ${date} is ${status}.`),
    pick(
      lang,
      `Paiement : ${label(lang, PAYMENT_STATUS, order.paymentStatus)} (${label(lang, METHOD, order.paymentMethod)}). Total : ${total}.`,
      `Payment: ${label(lang, PAYMENT_STATUS, order.paymentStatus)} (${label(lang, METHOD, order.paymentMethod)}). Total: ${total}.`,
    ),
    pick(lang, `Articles : ${items}.`, `Items: ${items}.`),
  ];
  if (order.orderStatus === 'shipped')
    lines.push(pick(lang, 'Le numéro de suivi du colis vous a été envoyé par e-mail.', 'The parcel’s tracking number was sent to you by e-mail.'));
  if (order.orderStatus === 'pending' && order.paymentMethod === 'bank_transfer' && order.paymentStatus === 'pending')
    lines.push(pick(lang, 'Elle sera préparée dès réception de votre virement.', 'It will be prepared as soon as your transfer arrives.'));
  if ((u.signals.get('order.cancel') ?? 0) > 0)
    lines.push(
      pick(
        lang,
        `Pour l'annuler ou la modifier, écrivez-nous depuis la page Contact : nous répondons sous ${hours(lang, RESPONSE_TIME_HOURS.orders)}.`,
        `To cancel or change it, write to us from the Contact page: we answer within ${hours(lang, RESPONSE_TIME_HOURS.orders)}.`,
      ),
    );
  return composed(lines.join(' '), {
    links: [link(lang, `/order/${order.id}`, `Commande ${orderNumber(order.id)}`, `Order ${orderNumber(order.id)}`), dashboard],
    context: { topic: 'order' },
  });
}

// ---- Plants: care, product, finding -------------------------------------------------------------

const CARE_LEVEL: Record<string, [string, string]> = { Easy: ['facile', 'easy'], Intermediate: ['intermédiaire', 'intermediate'], Hard: ['difficile', 'hard'] };

function displayName(lang: L, plant: Plant): string {
  if (lang === 'fr' && plant.commonName && !plant.commonName.toLowerCase().includes(plant.name.toLowerCase())) {
    return `${plant.name} (${plant.commonName.replace(/\s*\(.*\)\s*$/, '')})`;
  }
  return plant.name;
}

function priceAndStock(lang: L, plant: Plant): string {
  const price = plant.price === null ? pick(lang, 'prix non défini', 'price not set') : money(lang, plant.price);
  const sale = plant.originalPrice && plant.price && (parseMoney(plant.originalPrice) ?? 0) > (parseMoney(plant.price) ?? 0)
    ? pick(lang, ` au lieu de ${money(lang, plant.originalPrice)}`, ` instead of ${money(lang, plant.originalPrice)}`)
    : '';
  const stock =
    plant.stock > 0
      ? plant.stock <= 3
        ? pick(lang, `plus que ${plant.stock} en stock`, `only ${plant.stock} left`)
        : pick(lang, 'en stock', 'in stock')
      : pick(lang, 'en rupture de stock', 'out of stock');
  return `${price}${sale}, ${stock}`;
}

/** The species facts in the answer's language, when the knowledge base has the plant. */
const facts = (lang: L, species: SpeciesEntry | undefined) => (species ? speciesFacts(species, lang) : undefined);

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
export function answerCare(lang: L, u: Understanding, target: PlantTarget, faqText: (id: string) => string): Composed {
  const plant = target.plant;
  const f = facts(lang, target.species);
  const name = plant ? displayName(lang, plant) : (f?.commonNames[0] ? `${f.commonNames[0]} (${f.scientificName})` : (target.species?.name ?? ''));
  const aspects = careAspects(u);
  const lines: string[] = [pick(lang, `${name} — entretien :`, `${name} — care:`)];
  const all = aspects.includes('general');
  if (all || aspects.includes('water')) {
    const schedule = plant?.wateringSchedule ?? null;
    if (lang === 'fr') {
      const freq = schedule ? wateringFrequencyFr(schedule) : undefined;
      const lower = (t: string | undefined) => (t ? `${t[0]!.toLowerCase()}${t.slice(1)}` : undefined);
      const parts = freq ? [`${freq[0]!.toUpperCase()}${freq.slice(1)}`, lower(f?.watering)] : [f?.watering];
      const shown = parts.filter(Boolean);
      if (shown.length) lines.push(bullet(`Arrosage : ${shown.join(' ; ')}`));
      else if (schedule) lines.push(bullet(`Arrosage (fiche en anglais) : ${schedule}`));
    } else {
      const parts = [schedule, f?.watering].filter(Boolean);
      if (parts.length) lines.push(bullet(`Watering: ${parts.join(' — ')}`));
    }
  }
  if (all || aspects.includes('light')) {
    const text = lang === 'fr' ? (f?.light ?? plant?.lightRequirements) : (plant?.lightRequirements ?? f?.light);
    if (text) lines.push(bullet(pick(lang, `Lumière : ${text}`, `Light: ${text}`)));
  }
  if (all) {
    const level = plant?.careLevel ?? f?.careLevel;
    if (level) lines.push(bullet(pick(lang, `Difficulté : ${label(lang, CARE_LEVEL, level)}`, `Care level: ${label(lang, CARE_LEVEL, level)}`)));
    if (lang === 'en' && plant?.careInstructions) lines.push(bullet(`Tip: ${plant.careInstructions}`));
    else if (lang === 'fr' && f?.description) lines.push(bullet(`À savoir : ${f.description}`));
  }
  if (aspects.includes('toxic')) {
    if (plant?.petSafe === true)
      lines.push(bullet(pick(lang, 'Animaux : sans danger pour les chats et les chiens (liste ASPCA des plantes non toxiques).', 'Pets: safe for cats and dogs (ASPCA list of non-toxic plants).')));
    else if (plant?.petSafe === false)
      lines.push(bullet(pick(lang, "Animaux : elle n'est pas considérée comme sans danger pour les chats et les chiens ; gardez-la hors de leur portée.", 'Pets: it is not considered safe for cats and dogs; keep it out of their reach.')));
    else if (f?.description && /toxi/i.test(f.description)) lines.push(bullet(f.description));
    else lines.push(bullet(pick(lang, "Animaux : je n'ai pas d'information sûre sur sa toxicité.", 'Pets: I have no reliable information on its toxicity.')));
  }
  for (const aspect of aspects) {
    if (!['repot', 'feed', 'prune', 'winter', 'problem'].includes(aspect)) continue;
    const found = sentencesAbout(plant?.careInstructions ?? null, ASPECT_WORDS[aspect]);
    if (found.length) lines.push(bullet(lang === 'fr' ? `Fiche boutique (en anglais) : ${found.join(' ')}` : found.join(' ')));
    const fromFaq = (id: string) => bullet(`${lang === 'en' ? 'From our FAQ (in French): ' : ''}${faqText(id)}`);
    if (aspect === 'problem') lines.push(fromFaq('care-yellow'));
    else if (aspect === 'repot' && !found.length) lines.push(fromFaq('care-arrival'));
  }
  if (lines.length === 1) {
    return composed(
      pick(lang, `Je n'ai pas d'information fiable sur ce point pour ${name}.`, `I have no reliable information on that for ${name}.`),
      { confident: false, links: [contactLink(lang)], plantIds: plant ? [plant.id] : [] },
    );
  }
  if (!plant && target.species)
    lines.push(pick(lang, "Nous n'avons pas cette plante en boutique pour le moment.", 'We do not sell this plant at the moment.'));
  return composed(lines.join('\n'), {
    plantIds: plant ? [plant.id, ...target.others.map((p) => p.id)] : target.others.map((p) => p.id),
    links: [link(lang, '/plant-care', "Guide d'Entretien", 'Plant care guide')],
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
export function answerProduct(lang: L, target: PlantTarget, alike: Plant[]): Composed {
  const f = facts(lang, target.species);
  const plants = [target.plant, ...target.others].filter((p): p is Plant => !!p);
  if (plants.length === 0) {
    const name = f ? `${f.commonNames[0] ?? f.scientificName} (${f.scientificName})` : '';
    const lines = [
      pick(lang, `Nous n'avons pas de ${name} en boutique pour le moment.`, `We do not sell ${name} at the moment.`),
      ...(f ? [f.description, pick(lang, `Lumière : ${f.light}. Arrosage : ${f.watering}`, `Light: ${f.light}. Watering: ${f.watering}`)] : []),
    ];
    if (alike.length) lines.push(pick(lang, 'Des plantes proches que nous vendons :', 'Similar plants we sell:'), ...alike.map((p) => bullet(`${displayName(lang, p)} — ${priceAndStock(lang, p)}`)));
    return composed(lines.join('\n'), {
      plantIds: alike.map((p) => p.id),
      links: [link(lang, '/shop', 'Boutique', 'Shop')],
      context: { topic: 'product', ...(target.species ? { species: target.species.name } : {}) },
    });
  }
  const lines = plants.slice(0, 5).map((p) => bullet(`${displayName(lang, p)} — ${priceAndStock(lang, p)}`));
  const main = plants[0]!;
  const about = lang === 'fr' ? f?.description : (main.description ?? f?.description);
  if (about) lines.push(about);
  const light = lang === 'fr' ? (f?.light ?? main.lightRequirements) : (main.lightRequirements ?? f?.light);
  if (light) lines.push(pick(lang, `Lumière : ${light}.`, `Light: ${light}.`));
  return composed(lines.join('\n'), {
    plantIds: plants.slice(0, 5).map((p) => p.id),
    links: [],
    context: { topic: 'product', plantIds: plants.slice(0, 5).map((p) => p.id), ...(target.species ? { species: target.species.name } : {}) },
  });
}

const NEED_TEXT: Record<Need, [string, string]> = {
  sun: ['en plein soleil', 'for full sun'],
  partial: ['à mi-ombre', 'for partial shade'],
  shade: ['pour peu de lumière', 'for low light'],
  bright: ['en lumière vive indirecte', 'for bright indirect light'],
  dry: ["qui demandent peu d'eau", 'that need little water'],
  pet: ['sans danger pour les animaux', 'safe for pets'],
  easy: ["faciles d'entretien", 'easy to care for'],
  indoor: ["d'intérieur", 'for indoors'],
  outdoor: ["d'extérieur", 'for outdoors'],
  cheap: ['à petit prix', 'at a small price'],
  flower: ['fleuries', 'with flowers'],
  scent: ['parfumées', 'fragrant'],
  edible: ['utiles en cuisine', 'useful in the kitchen'],
  trailing: ['retombantes', 'that trail or hang'],
  gift: ['à offrir', 'to give as a gift'],
};

/** Which of the customer's needs a plant meets. Hard needs must all be met; the others rank. */
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

function criteriaText(lang: L, needs: readonly Need[], categoryNames: readonly string[], price: PriceLimit | undefined): string {
  const parts = needs.map((n) => NEED_TEXT[n][lang === 'fr' ? 0 : 1]);
  if (categoryNames.length) parts.unshift(pick(lang, `(${categoryNames.join(', ')})`, `(${categoryNames.join(', ')})`));
  if (price?.max !== undefined && price.min !== undefined)
    parts.push(pick(lang, `entre ${money(lang, price.min)} et ${money(lang, price.max)}`, `between ${money(lang, price.min)} and ${money(lang, price.max)}`));
  else if (price?.max !== undefined) parts.push(pick(lang, `à ${money(lang, price.max)} maximum`, `up to ${money(lang, price.max)}`));
  else if (price?.min !== undefined) parts.push(pick(lang, `à partir de ${money(lang, price.min)}`, `from ${money(lang, price.min)}`));
  return parts.join(', ');
}

function plantReasons(lang: L, f: PlantFacts): string {
  const light = lang === 'fr' ? (f.species ? speciesFacts(f.species, 'fr').light : f.plant.lightRequirements) : f.plant.lightRequirements;
  const bits = [light?.toLowerCase()];
  if (f.water === 'sparse' || f.droughtTolerant) bits.push(pick(lang, "peu d'eau", 'little water'));
  if (f.plant.petSafe) bits.push(pick(lang, 'sans danger pour les animaux', 'pet-safe'));
  return bits.filter(Boolean).join(', ');
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

export function answerFind(lang: L, u: Understanding, result: FindResult, categoryNames: string[]): Composed {
  const needs = [...u.needs].filter((n) => n !== 'gift');
  const criteria = criteriaText(lang, needs, categoryNames, u.price);
  const line = (f: PlantFacts) => bullet(`${displayName(lang, f.plant)} — ${priceAndStock(lang, f.plant)}${plantReasons(lang, f) ? ` · ${plantReasons(lang, f)}` : ''}`);
  const links = [link(lang, '/shop', 'Voir toute la boutique', 'See the whole shop')];
  if (result.matches.length) {
    const shown = result.matches.slice(0, 5);
    const head = criteria
      ? pick(lang, `Voici des plantes de notre boutique ${criteria} :`, `Here are plants from our shop ${criteria}:`)
      : pick(lang, 'Voici quelques plantes de notre boutique :', 'Here are a few plants from our shop:');
    return composed([head, ...shown.map(line)].join('\n'), {
      plantIds: shown.map((f) => f.plant.id),
      links,
      context: { topic: 'find', plantIds: shown.map((f) => f.plant.id) },
    });
  }
  if (result.unmatched !== undefined) {
    return composed(
      [
        pick(lang, `Je n'ai rien trouvé pour « ${result.unmatched} » dans notre boutique.`, `I found nothing for "${result.unmatched}" in our shop.`),
        pick(
          lang,
          "Dites-moi ce que la plante doit supporter (soleil, ombre, peu d'eau, animaux), où elle ira (intérieur, balcon, jardin) et votre budget : je vous propose ce que nous avons.",
          'Tell me what the plant must bear (sun, shade, little water, pets), where it will live (indoors, balcony, garden) and your budget: I will suggest what we have.',
        ),
      ].join('\n'),
      { links, context: { topic: 'find' } },
    );
  }
  const lines = [pick(lang, `Je n'ai trouvé aucune plante ${criteria} dans notre boutique.`, `I found no plant ${criteria} in our shop.`)];
  const shown: PlantFacts[] = [];
  if (result.cheapest && u.price?.max !== undefined) {
    lines.push(pick(lang, `La moins chère est ${displayName(lang, result.cheapest.plant)} à ${money(lang, result.cheapest.plant.price ?? 0)}.`, `The cheapest is ${displayName(lang, result.cheapest.plant)} at ${money(lang, result.cheapest.plant.price ?? 0)}.`));
    shown.push(result.cheapest);
  } else if (result.closest.length) {
    lines.push(pick(lang, 'Les plus proches de votre demande :', 'The closest to what you asked:'));
    for (const { facts: f, missing } of result.closest.slice(0, 4)) {
      const miss = missing.map((n) => NEED_TEXT[n][lang === 'fr' ? 0 : 1]).join(', ');
      lines.push(`${line(f)}${miss ? pick(lang, ` (mais pas ${miss})`, ` (but not ${miss})`) : ''}`);
      shown.push(f);
    }
  }
  return composed(lines.join('\n'), { plantIds: shown.map((f) => f.plant.id), links, context: { topic: 'find' } });
}

// ---- Opening hours, contact, a human --------------------------------------------------------------

function contactLines(lang: L, shop: ShopData): string[] {
  const lines = [pick(lang, `E-mail : ${shop.email}`, `E-mail: ${shop.email}`)];
  if (shop.phone) lines.push(pick(lang, `Téléphone : ${shop.phone}`, `Phone: ${shop.phone}`));
  lines.push(
    pick(
      lang,
      `Nous répondons sous ${hours(lang, RESPONSE_TIME_HOURS.orders)} pour les commandes, ${hours(lang, RESPONSE_TIME_HOURS.identification)} pour les identifications et ${hours(lang, RESPONSE_TIME_HOURS.general)} pour les autres questions.`,
      `We answer within ${hours(lang, RESPONSE_TIME_HOURS.orders)} about orders, ${hours(lang, RESPONSE_TIME_HOURS.identification)} about identifications and ${hours(lang, RESPONSE_TIME_HOURS.general)} for other questions.`,
    ),
  );
  return lines;
}

export function answerHours(lang: L, shop: ShopData): Composed {
  const open = isOpenAt(shop.now);
  const lines = [
    pick(lang, "Horaires du service client (heure d'Alger) :", 'Customer service hours (Algiers time):'),
    ...openingHourLines(lang).map(bullet),
    open ? pick(lang, 'Nous sommes ouverts en ce moment.', 'We are open right now.') : pick(lang, 'Nous sommes fermés en ce moment.', 'We are closed right now.'),
    pick(lang, 'La boutique en ligne, elle, est ouverte 24 h/24.', 'The online shop itself is open around the clock.'),
  ];
  return composed(lines.join('\n'), { links: [contactLink(lang)], context: { topic: 'hours' } });
}

export function answerContact(lang: L, shop: ShopData): Composed {
  const lines = [
    pick(lang, 'Pour nous joindre, le plus simple est le formulaire de la page Contact.', 'The easiest way to reach us is the form on the Contact page.'),
    ...contactLines(lang, shop).map(bullet),
    pick(lang, `Horaires : ${openingHourLines(lang).join(' ; ')}.`, `Hours: ${openingHourLines(lang).join('; ')}.`),
  ];
  return composed(lines.join('\n'), { links: [contactLink(lang)], context: { topic: 'contact' } });
}

export function answerHuman(lang: L, shop: ShopData): Composed {
  const lines = [
    pick(
      lang,
      "Je suis un assistant automatique. Pour parler à une personne de notre équipe, écrivez-nous depuis la page Contact : un conseiller vous répond.",
      'I am an automated assistant. To talk to a person on our team, write to us from the Contact page: someone will answer you.',
    ),
    ...contactLines(lang, shop).map(bullet),
  ];
  return composed(lines.join('\n'), { links: [contactLink(lang)], context: { topic: 'human' } });
}

// ---- The FAQ, greetings, not sure ---------------------------------------------------------------

/** One FAQ answer with the live free-shipping threshold. */
export function faqEntry(shop: ShopData, id: string) {
  for (const category of faqData(t('fr'), { freeShipping: shop.freeShippingThreshold })) {
    const entry = category.entries.find((e) => e.id === id);
    if (entry) return entry;
  }
  return undefined;
}

/** One or two FAQ answers, with the live free-shipping threshold and the FAQ's own links. */
export function answerFaq(lang: L, shop: ShopData, ids: readonly string[]): Composed {
  const entries = ids.map((id) => faqEntry(shop, id)).filter((e) => e !== undefined);
  const texts = entries.map((e) => richTextToPlain(e.answer));
  const note = lang === 'en' ? 'From our FAQ (in French):\n' : '';
  const text = entries.length > 1 ? entries.map((e, i) => `${e.question}\n${texts[i]}`).join('\n\n') : (texts[0] ?? '');
  return composed(`${note}${text}`, {
    links: [...entries.flatMap((e) => richTextLinks(e.answer).map((l) => ({ href: l.href, label: l.text }))), { href: '/faq', label: 'FAQ' }],
    passages: entries.map((e, i) => `${e.question} ${texts[i]}`),
    context: { topic: 'faq' },
  });
}

export function answerGreeting(lang: L): Composed {
  return composed(
    pick(
      lang,
      "Bonjour ! Je suis l'assistant de Nabta. Je peux vous conseiller une plante, vous dire comment l'entretenir, vous donner le prix et le délai de livraison pour votre wilaya, et répondre sur les retours, le paiement ou vos commandes.",
      'Hello! I am the Nabta assistant. I can suggest a plant, tell you how to care for it, give you the delivery price and delay for your wilaya, and answer about returns, payment or your orders.',
    ),
    { context: { topic: 'greeting' } },
  );
}

export function answerThanks(lang: L): Composed {
  return composed(pick(lang, "Avec plaisir ! N'hésitez pas si vous avez une autre question.", 'You are welcome! Ask me anything else anytime.'), {
    context: { topic: 'thanks' },
  });
}

export function answerNotSure(lang: L): Composed {
  return composed(
    pick(
      lang,
      "Je ne suis pas sûr d'avoir compris, et je préfère ne pas inventer. Essayez par exemple « livraison à Oran », « comment arroser un aloe vera » ou « une plante pour un balcon ensoleillé », ou posez votre question à notre équipe depuis la page Contact.",
      'I am not sure I understood, and I would rather not guess. Try for example "delivery to Oran", "how to water an aloe vera" or "a plant for a sunny balcony", or ask our team from the Contact page.',
    ),
    { links: [contactLink(lang), { href: '/faq', label: 'FAQ' }], confident: false, context: { topic: 'unknown' } },
  );
}

/** Asked about care without naming a plant: the general advice, our plants of the kind asked about, or a question back. */
export function answerWhichPlant(lang: L, general: Composed | undefined, plantIds: number[] = []): Composed {
  const ask = pick(
    lang,
    "De quelle plante s'agit-il ? Donnez-moi son nom (par exemple « aloe vera », « monstera » ou « olivier ») et je vous donne ses besoins.",
    'Which plant is it? Tell me its name (for example "aloe vera", "monstera" or "olive tree") and I will give you its needs.',
  );
  const precise = pick(lang, 'Pour une plante précise, donnez-moi son nom.', 'For a precise plant, tell me its name.');
  const lines = [general?.text, plantIds.length ? precise : ask].filter(Boolean);
  return composed(lines.join('\n'), {
    links: general?.links ?? [],
    passages: general?.passages ?? [],
    plantIds,
    context: { topic: 'care' },
    confident: !!general || plantIds.length > 0,
  });
}

/** A note for messages in Arabic script: the answer comes in French. */
export const ARABIC_NOTE = 'أجيبك بالفرنسية حاليًا. (Je réponds en français.)';

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
