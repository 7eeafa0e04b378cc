import { totalStock } from '@shared/domain/sizes';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Plant } from '@shared/contracts/catalog';
import type { ChatContext, ChatTopic } from '@shared/contracts/chat';
import { parseMoney } from '@shared/domain/money';
import type { Locale } from '@shared/messages';
import type { ServiceContext } from '../../context';
import type { Actor } from '../auth/auth.service';
import * as catalog from '../catalog/catalog.service';
import * as contact from '../contact/contact.service';
import { genusKey } from '../identify/species/species';
import { identifyCoverage } from '../identify/identify.coverage';
import * as orders from '../orders/orders.service';
import * as settings from '../settings/settings.service';
import { getShippingRules } from '../shipping/shipping.service';
import { answerCare, answerWhichPlant } from './answers/care';
import type { Composed, ShopData } from './answers/compose';
import { answerContact, answerHours, answerHuman } from './answers/contact';
import { answerGreeting, answerNotSure, answerThanks } from './answers/conversation';
import { answerFaq, faqText } from './answers/faq';
import { answerFind, HARD_NEEDS, meets, withinPrice, type FindResult } from './answers/find';
import { answerGuest, answerOrder } from './answers/orders';
import { answerPayment } from './answers/payment';
import { plantPassage, type PlantTarget } from './answers/plant-words';
import { answerProduct } from './answers/product';
import { answerReturns } from './answers/returns';
import { answerOffers } from './answers/offers';
import { answerShipping } from './answers/shipping';
import { buildKnowledge, type Knowledge, type PlantFacts } from './chat.knowledge';
import { understand, type Need, type Understanding } from './chat.understand';
import { voice, type Voice } from './content/answers';
import { answerSymptoms } from './symptoms';

/**
 * The offline engine: understand the message, pick what to answer, read the live data it needs
 * (prices and stock, settings, the customer's own orders) and compose the answer. No network, no
 * model weights. The index is built on the first message and rebuilt when the catalogue changes.
 */

export interface EngineReply {
  text: string;
  /** The answer's language. */
  lang: Locale;
  plants: Plant[];
  links: Composed['links'];
  context: ChatContext;
  topic: ChatTopic;
  confident: boolean;
  /** The facts the answer rests on, without plant prices or stock (for the optional model). */
  passages: string[];
}

/** Below this share of its meaningful words found in an FAQ entry, a question is not taken as that entry. */
const FAQ_MIN_COVERAGE = 0.5;
const NOT_FOR_SECOND: readonly ChatTopic[] = ['greeting', 'thanks', 'unknown', 'faq'];
/** The FAQ entry on discount codes, answered with the offers running now (answers/offers.ts). */
const OFFERS_FAQ = 'order-codes';
/** How long a message waits for a rebuilt index before the previous one answers it. */
const REBUILD_WAIT_MS = 300;

export class ChatEngine {
  private knowledgeCache: Knowledge | undefined;
  private building: { version: string; promise: Promise<Knowledge> } | undefined;

  /**
   * The index for the catalogue as it is now: one cheap version query per message, a rebuild when it
   * moved. The first build is awaited; a rebuild is awaited for REBUILD_WAIT_MS at most, after which
   * the previous index answers until the new one is ready (prices and stock are read live anyway).
   */
  async knowledge(ctx: ServiceContext): Promise<Knowledge> {
    const version = await catalog.catalogueVersion(ctx);
    if (this.knowledgeCache?.version === version) return this.knowledgeCache;
    if (this.building?.version !== version) {
      const promise = (async () => {
        const { plants } = await catalog.listPlants(ctx, {});
        const built = buildKnowledge(version, plants);
        if (this.building?.version === version) this.knowledgeCache = built;
        return built;
      })();
      this.building = { version, promise };
      promise.catch((err: unknown) => {
        ctx.log.error({ err }, 'the chat index could not be built');
        if (this.building?.promise === promise) this.building = undefined;
      });
    }
    const previous = this.knowledgeCache;
    if (!previous) return this.building.promise;
    try {
      return (await Promise.race([this.building.promise, sleep(REBUILD_WAIT_MS, undefined, { ref: false })])) ?? previous;
    } catch {
      return previous;
    }
  }

  /** `reader`: the request's language, for a message that does not show its own (chat.text.ts `detectLanguage`). */
  async reply(ctx: ServiceContext, actor: Actor | null, message: string, reader: Locale, context?: ChatContext): Promise<EngineReply> {
    const knowledge = await this.knowledge(ctx);
    const u = understand(message, knowledge, reader, context);
    const v = voice(u.lang);
    const shop = lazy(() => shopData(ctx));

    // A sick plant's symptom (issue 41): its own module, offline, in the answer's language (troubleshooting: the FAQ's topic).
    const symptoms = answerSymptoms(message, u.lang, () => [...knowledge.plants.values()].map((f) => f.plant));
    if (symptoms) {
      const plants = symptoms.plantIds.length ? await catalog.getPlantsByIds(ctx, symptoms.plantIds) : [];
      return { text: symptoms.text, lang: u.lang, plants, links: symptoms.links, context: { topic: 'faq' }, topic: 'faq', confident: true, passages: [symptoms.text] };
    }

    const plan = choose(u, knowledge, context);
    const parts: { topic: ChatTopic; answer: Composed; passages: string[] }[] = [];
    for (const step of plan) {
      const answer = await this.compose(ctx, actor, u, v, knowledge, step, shop);
      parts.push({ topic: step.topic, answer: answer.composed, passages: answer.passages });
    }
    const first = parts[0]!;
    const plantIds = [...new Set(parts.flatMap((p) => p.answer.plantIds))].slice(0, 6);
    const live = plantIds.length ? await catalog.getPlantsByIds(ctx, plantIds) : [];
    const text = parts.map((p) => p.answer.text).join('\n\n');
    const links = dedupeLinks(parts.flatMap((p) => p.answer.links));
    return {
      text,
      lang: u.lang,
      plants: live,
      links,
      context: first.answer.context,
      topic: first.topic,
      confident: parts.every((p) => p.answer.confident),
      passages: parts.flatMap((p) => p.passages),
    };
  }

  private async compose(
    ctx: ServiceContext,
    actor: Actor | null,
    u: Understanding,
    v: Voice,
    knowledge: Knowledge,
    step: Step,
    shop: () => Promise<ShopData>,
  ): Promise<{ composed: Composed; passages: string[] }> {
    const plain = (c: Composed) => ({ composed: c, passages: c.passages });
    switch (step.topic) {
      case 'shipping':
        return plain(answerShipping(v, u, await shop()));
      case 'returns':
        return plain(answerReturns(v, u));
      case 'payment':
        return plain(answerPayment(v, u, await shop()));
      case 'order':
        // "Do I need an account?", "tracking without an account": what the shop's configuration allows.
        if ((u.signals.get('guest') ?? 0) > 0) return plain(answerGuest(v, u, await shop()));
        return plain(answerOrder(v, u, actor ? await orders.listOwnOrders(ctx, actor) : null));
      case 'hours':
        return plain(answerHours(v, await shop()));
      case 'contact':
        return plain(answerContact(v, await shop()));
      case 'human':
        return plain(answerHuman(v, await shop()));
      case 'greeting':
        return plain(answerGreeting(v));
      case 'thanks':
        return plain(answerThanks(v));
      case 'faq':
        // Offers read live, like prices and stock: the index may be a rebuild behind.
        if (step.faqIds?.[0] === OFFERS_FAQ) return plain(answerOffers(v, await shop(), await catalog.listPlantsOnOffer(ctx, 8)));
        return plain(answerFaq(v, await shop(), step.faqIds!));
      case 'care': {
        const target = step.target ? await liveTarget(ctx, knowledge, step.target) : undefined;
        if (!target) {
          const general = step.faqIds ? answerFaq(v, await shop(), step.faqIds) : undefined;
          // "Les cactus, ça s'arrose comment ?": the general advice, and our plants of that kind.
          const ofCategory = [...knowledge.plants.values()]
            .filter((f) => f.category && u.categories.has(f.category))
            .sort((a, b) => totalStock(b.plant.variants) - totalStock(a.plant.variants))
            .slice(0, 4)
            .map((f) => f.plant.id);
          return plain(answerWhichPlant(v, general, ofCategory));
        }
        const s = await shop();
        const composed = answerCare(v, u, target, (id) => faqText(v, s, id));
        return { composed, passages: [...targetPassages(knowledge, target), ...composed.passages] };
      }
      case 'product': {
        const target = await liveTarget(ctx, knowledge, step.target!);
        const alike = target.plant || target.others.length ? [] : await livePlants(ctx, alikePlants(knowledge, target));
        const composed = answerProduct(v, target, alike, (u.signals.get('size') ?? 0) > 0);
        return { composed, passages: targetPassages(knowledge, target) };
      }
      case 'find': {
        const result = await findPlants(ctx, u, knowledge);
        const composed = answerFind(v, u, result);
        const facts = [...result.matches, ...result.closest.map((c) => c.facts)].slice(0, 5);
        return { composed, passages: facts.length ? facts.map(plantPassage) : composed.passages };
      }
      case 'unknown':
        return plain(answerNotSure(v));
    }
  }
}

// ---- Choosing what to answer ---------------------------------------------------------------------

interface TargetRef {
  plantIds: number[];
  species: string | undefined;
}

interface Step {
  topic: ChatTopic;
  target?: TargetRef;
  /** FAQ entries to answer with: the best, and a second one when it fits the question about as well. */
  faqIds?: string[];
}

function targetFrom(u: Understanding, context: ChatContext | undefined): TargetRef | undefined {
  const match = u.names.find((m) => m.plantIds.length || m.species);
  // A genus ("ficus") stands for the catalogue's plants of it: their own species, not the first one of the genus.
  if (match) return { plantIds: match.plantIds, species: match.genus && match.plantIds.length ? undefined : match.species };
  if (context?.plantIds?.length || context?.species) return { plantIds: context.plantIds?.slice(0, 1) ?? [], species: context.species };
  return undefined;
}

function faqFor(knowledge: Knowledge, message: string, locale: Locale, category?: string): string[] | undefined {
  const hits = knowledge.search(message, 'faq', 10, locale).filter((h) => !category || knowledge.faq.get(h.ref)?.category === category);
  const [best, second] = hits;
  if (!best || best.coverage < FAQ_MIN_COVERAGE) return undefined;
  const close = second && second.coverage >= FAQ_MIN_COVERAGE && second.score >= best.score * 0.8;
  return close ? [best.ref, second.ref] : [best.ref];
}

function choose(u: Understanding, knowledge: Knowledge, context: ChatContext | undefined): Step[] {
  const message = u.tokens.join(' ');
  const steps: Step[] = [];
  const topics = u.topics.filter((t) => t.score >= 0.5);
  const target = targetFrom(u, context);

  const stepFor = (topic: ChatTopic): Step | undefined => {
    switch (topic) {
      case 'care': {
        if (target) return { topic, target };
        // Asked in words the FAQ does not use ("kifach nsgi cactus"): watering still has its general answer.
        const watering = (u.signals.get('care.water') ?? 0) > 0 ? ['care-water'] : undefined;
        return { topic, ...faqOr(faqFor(knowledge, message, u.lang, 'entretien') ?? watering) };
      }
      case 'product':
        return target ? { topic, target } : undefined;
      case 'faq': {
        const has = (s: string) => (u.signals.get(s) ?? 0) > 0;
        // "Code promo ?": one answer of its own (how codes work, and the offers running now).
        if (has('offers') && !has('identify') && !has('account')) return { topic, faqIds: [OFFERS_FAQ] };
        const category = has('identify') ? 'identification' : has('account') ? 'compte' : has('order.how') ? 'boutique' : has('care.problem') ? 'entretien' : undefined;
        const fallback = has('identify') ? 'identification-how' : has('order.how') ? 'order-how' : has('account') ? 'account-needed' : has('care.problem') ? 'care-yellow' : undefined;
        const ids = faqFor(knowledge, message, u.lang, category) ?? (fallback ? [fallback] : undefined);
        return ids ? { topic, faqIds: ids } : undefined;
      }
      default:
        return { topic };
    }
  };

  for (const { topic, score } of topics) {
    const step = stepFor(topic);
    if (!step) continue;
    if (steps.length === 0) {
      steps.push(step);
      continue;
    }
    const top = topics[0]!.score;
    if (steps.length < 2 && score >= Math.max(1, top * 0.35) && !NOT_FOR_SECOND.includes(topic) && !steps.some((s) => s.topic === topic)) {
      // One plant answer is enough: care and product for the same plant merge into care.
      if ((topic === 'product' && steps[0]!.topic === 'care') || (topic === 'care' && steps[0]!.topic === 'product')) continue;
      steps.push(step);
    }
  }
  if (steps.length) return steps;

  if (target) return [{ topic: 'product', target }];
  const faqIds = faqFor(knowledge, message, u.lang);
  if (faqIds) return [{ topic: 'faq', faqIds }];
  return [{ topic: 'unknown' }];
}

const faqOr = (ids: string[] | undefined) => (ids ? { faqIds: ids } : {});

// ---- Reading the live data ------------------------------------------------------------------------

function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
}

async function shopData(ctx: ServiceContext): Promise<ShopData> {
  const [publicSettings, site, rules, identification] = await Promise.all([
    settings.getSettings(ctx, null),
    contact.getSiteInfo(ctx),
    getShippingRules(ctx),
    identifyCoverage(ctx),
  ]);
  return {
    now: new Date(),
    freeShippingThreshold: parseMoney(publicSettings.minFreeShipping) ?? 0,
    shipping: rules,
    // What checkout offers: only the methods that work (an enabled card without keys is not one).
    paymentMethods: publicSettings.availablePaymentMethods,
    phone: site.phone,
    whatsapp: site.whatsapp,
    email: site.email,
    identification,
    expressOrders: publicSettings.expressOrders === true,
  };
}

async function livePlants(ctx: ServiceContext, ids: readonly number[]): Promise<Plant[]> {
  return ids.length ? catalog.getPlantsByIds(ctx, ids) : [];
}

/** The named plant with live price and stock: the best catalogue match first, then the others the name fits. */
async function liveTarget(ctx: ServiceContext, knowledge: Knowledge, ref: TargetRef): Promise<PlantTarget> {
  const ranked = [...ref.plantIds]
    .map((id) => knowledge.plants.get(id))
    .filter((f): f is PlantFacts => !!f)
    .sort((a, b) => Number(b.species?.name === ref.species) - Number(a.species?.name === ref.species) || b.plant.stock - a.plant.stock);
  const plants = await livePlants(ctx, ranked.slice(0, 6).map((f) => f.plant.id));
  const [plant, ...others] = plants;
  const species = (ref.species ? knowledge.species.get(ref.species) : undefined) ?? (plant ? knowledge.plants.get(plant.id)?.species : undefined);
  return { plant, species, others };
}

function targetPassages(knowledge: Knowledge, target: PlantTarget): string[] {
  const passages = [target.plant, ...target.others].filter((p): p is Plant => !!p).map((p) => plantPassage(knowledge.plants.get(p.id) ?? { plant: p } as PlantFacts));
  const s = target.species;
  if (s) passages.push(`${s.name} (${[...s.en, ...s.fr].join(', ')}), family ${s.family}. ${s.about[0]} ${s.about[1]} Light: ${s.light}. Water: ${s.water}. Care level: ${s.care}.`);
  return passages;
}

/** Catalogue plants of the same genus, else the same family, as a named species we do not sell. */
function alikePlants(knowledge: Knowledge, target: PlantTarget): number[] {
  const s = target.species;
  if (!s) return [];
  const all = [...knowledge.plants.values()];
  const genus = all.filter((f) => f.plant.scientificName && genusKey(f.plant.scientificName) === genusKey(s.name));
  const family = all.filter((f) => f.plant.family === s.family);
  return (genus.length ? genus : family).sort((a, b) => totalStock(b.plant.variants) - totalStock(a.plant.variants)).slice(0, 3).map((f) => f.plant.id);
}

/**
 * Plants for a need: every hard need met, the category and price respected (on live prices), in
 * stock first; when none qualifies, the closest ones and what they miss — or the cheapest one.
 */
async function findPlants(ctx: ServiceContext, u: Understanding, knowledge: Knowledge): Promise<FindResult> {
  const needs = [...u.needs].filter((n): n is Need => HARD_NEEDS.includes(n));
  const categories = u.categories;
  const inCategory = (f: PlantFacts) =>
    categories.size === 0 || (f.category !== undefined && categories.has(f.category)) || (categories.has('houseplants') && f.indoor);
  const relevance = new Map<number, number>();
  const words = u.rest.join(' ');
  if (words) for (const hit of knowledge.search(words, 'plant', 40)) relevance.set(Number(hit.ref), hit.score);
  const maxRelevance = Math.max(1, ...relevance.values());

  const scores = new Map<number, number>();
  const score = (f: PlantFacts) => {
    let value = scores.get(f.plant.id);
    if (value === undefined) {
      value =
        (totalStock(f.plant.variants) > 0 ? 4 : 0) + (2 * (relevance.get(f.plant.id) ?? 0)) / maxRelevance + (f.plant.featured ? 0.5 : 0) + Number(f.plant.rating ?? 0) / 5;
      scores.set(f.plant.id, value);
    }
    return value;
  };
  const byPriceThenScore = (a: PlantFacts, b: PlantFacts) =>
    (parseMoney(a.plant.price ?? '') ?? Infinity) - (parseMoney(b.plant.price ?? '') ?? Infinity) || score(b) - score(a);
  const order = u.needs.has('cheap') ? byPriceThenScore : (a: PlantFacts, b: PlantFacts) => score(b) - score(a);

  const all = [...knowledge.plants.values()].filter((f) => f.plant.price !== null);
  // No criterion but words ("des graines ?", "un bonsaï"): the words decide, and nothing found is said plainly.
  if (u.needs.size === 0 && categories.size === 0 && !u.price && words) {
    const hits = knowledge.search(words, 'plant', 12).filter((h) => h.coverage >= (u.rest.length > 1 ? 0.5 : 1));
    const found = await livePlants(ctx, hits.map((h) => Number(h.ref)));
    const matches = found.map((p) => ({ ...knowledge.plants.get(p.id)!, plant: p })).filter((f) => f.plant.price !== null);
    return { matches, closest: [], cheapest: undefined, ...(matches.length ? {} : { unmatched: u.rest.join(' ') }) };
  }
  // "Fleurs parfumées": the flowers must be the fragrant part.
  const fragrantFlowers = needs.includes('flower') && needs.includes('scent');
  const candidates = all.filter((f) => inCategory(f) && needs.every((n) => meets(n, f)) && (!fragrantFlowers || f.fragrantFlowers)).sort(order);
  // Prices on the index may be minutes old: the price limit is checked again on the live rows.
  const live = await livePlants(ctx, candidates.filter((f) => withinPrice(u.price, f.plant)).slice(0, 12).map((f) => f.plant.id));
  const matches = live
    .filter((p) => withinPrice(u.price, p))
    .map((p) => ({ ...knowledge.plants.get(p.id)!, plant: p }))
    .sort(order);
  if (matches.length) return { matches, closest: [], cheapest: undefined };

  const pool = all.filter((f) => inCategory(f) && withinPrice(u.price, f.plant));
  if (pool.length === 0 && u.price?.max !== undefined) {
    const cheapest = [...all.filter(inCategory)].sort(byPriceThenScore)[0];
    const [fresh] = cheapest ? await livePlants(ctx, [cheapest.plant.id]) : [];
    return { matches: [], closest: [], cheapest: fresh ? { ...cheapest!, plant: fresh } : undefined };
  }
  const closest = pool
    .map((f) => ({ facts: f, missing: needs.filter((n) => !meets(n, f)) }))
    .filter((c) => c.missing.length < needs.length)
    .sort((a, b) => a.missing.length - b.missing.length || order(a.facts, b.facts))
    .slice(0, 4);
  const fresh = new Map((await livePlants(ctx, closest.map((c) => c.facts.plant.id))).map((p) => [p.id, p]));
  return {
    matches: [],
    closest: closest.filter((c) => fresh.has(c.facts.plant.id)).map((c) => ({ ...c, facts: { ...c.facts, plant: fresh.get(c.facts.plant.id)! } })),
    cheapest: undefined,
  };
}

function dedupeLinks(links: Composed['links']): Composed['links'] {
  const seen = new Set<string>();
  return links.filter((l) => (seen.has(l.href) ? false : (seen.add(l.href), true)));
}
