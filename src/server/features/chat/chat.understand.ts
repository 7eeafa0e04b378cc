import type { ChatContext, ChatTopic } from '@shared/contracts/chat';
import { ALL_WILAYAS, wilayaByCode, type Wilaya } from '@shared/domain/wilayas';
import type { Locale } from '@shared/messages';
import type { CategoryKey, Knowledge } from './chat.knowledge';
import { LEXICON, type LexiconEntry } from './chat.lexicon';
import type { NameMatch } from './chat.names';
import { detectLanguage, editDistance, hasArabicScript, normalise, STOPWORDS, typoBudget, usableSkeleton } from './chat.text';

/**
 * Reading a message: its language, what it asks for (scored topics) and the things it names —
 * a wilaya, an order number, plants, a price limit, what the plant must bear. Pure: the knowledge
 * (plant names, typo vocabulary) is passed in.
 */

export type Need = 'sun' | 'partial' | 'shade' | 'bright' | 'dry' | 'pet' | 'easy' | 'indoor' | 'outdoor' | 'cheap' | 'flower' | 'scent' | 'edible' | 'trailing' | 'gift';

export interface PriceLimit {
  /** Centimes. */
  max?: number;
  min?: number;
}

export interface Understanding {
  /** The answer's language (chat.text.ts `detectLanguage`). */
  lang: Locale;
  arabicScript: boolean;
  /** The message after normalisation and typo correction, one word per entry. */
  tokens: string[];
  /** Words not explained by the lexicon, a wilaya or a plant name: what a search should look for. */
  rest: string[];
  signals: ReadonlyMap<string, number>;
  wilaya: Wilaya | undefined;
  /** "Algérie" / "partout": the whole country rather than one wilaya. */
  country: boolean;
  /** The order's short number (8 hex digits, as shown: #1a2b3c4d) or full id. */
  orderRef: string | undefined;
  names: NameMatch[];
  price: PriceLimit | undefined;
  needs: ReadonlySet<Need>;
  categories: ReadonlySet<CategoryKey>;
  /** Topics by score, best first; only those with a positive score. */
  topics: { topic: ChatTopic; score: number }[];
}

// ---- Wilayas ------------------------------------------------------------------------------------

/** Every wilaya of the law, the 11 of law 26-06 included: whether one takes orders yet is the answer's to say. */
const WILAYA_PHRASES: Map<string, Wilaya> = (() => {
  const map = new Map<string, Wilaya>();
  for (const w of ALL_WILAYAS) {
    for (const name of [w.name, ...w.aliases, w.ar, w.ar.replace(/^ال/, '')]) map.set(normalise(name), w);
  }
  return map;
})();
const WILAYA_MAX_WORDS = Math.max(...[...WILAYA_PHRASES.keys()].map((k) => k.split(' ').length));
const COUNTRY = new Set(['algerie', 'algeria', 'dz', 'الجزاير', 'partout', 'everywhere', 'national', 'nationale']);
/**
 * In darija "dzayer" is Algiers ("rani f dzayer"); the whole country is "ga3 dzayer", "kamel dzayer"
 * ("all of dzayer"), whose words then name no wilaya.
 */
const ALL_OF = new Set(['ga3', 'gaa', 'kamel', 'kaml', 'koul', 'kol', 'kolha']);
const COUNTRY_AFTER_ALL_OF = new Set(['dzayer', 'dzair', 'djazair', 'lwilayat', 'lwilayet', 'wilayat']);

function findWilaya(typed: readonly string[]): { wilaya?: Wilaya; span?: [number, number]; country: boolean } {
  const allOf = (i: number) => COUNTRY_AFTER_ALL_OF.has(typed[i]!) && ALL_OF.has(typed[i - 1] ?? '');
  const tokens = typed.map((t, i) => (allOf(i) ? '' : t));
  const country = typed.some((t, i) => COUNTRY.has(t) || allOf(i));
  // "wilaya 16", "w16", "wilaya n 31"
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const code = /^w(\d{1,2})$/.exec(t)?.[1] ?? (['wilaya', 'ولايه'].includes(t) ? /^\d{1,2}$/.exec(tokens[i + 1] === 'n' ? (tokens[i + 2] ?? '') : (tokens[i + 1] ?? ''))?.[0] : undefined);
    const wilaya = code ? wilayaByCode(Number(code)) : undefined;
    if (wilaya) return { wilaya, span: [i, i + 2], country };
  }
  for (let size = WILAYA_MAX_WORDS; size >= 1; size--) {
    for (let start = 0; start + size <= tokens.length; start++) {
      const phrase = tokens.slice(start, start + size).join(' ');
      let w = WILAYA_PHRASES.get(phrase);
      if (!w && size === 1 && /^(?:l|el|f|fel|b|bel)[a-z0-9]{4,}$/.test(phrase)) {
        // Darija's article or preposition written on the name: "lwahran", "fwahran", "bel3asima".
        w = [/^(?:fel|bel|el)/, /^(?:l|f|b)/].map((re) => WILAYA_PHRASES.get(phrase.replace(re, ''))).find(Boolean);
      }
      if (!w && /[\u0600-\u06ff]/.test(phrase)) {
        // With a conjunction, a preposition or the article attached: "بوهران", "للجزائر العاصمة", "والبليدة".
        const bare = [/^(و|ف)?(ب|ل|ك)?ال/, /^(و|ف)?لل/, /^(و|ف)?(ب|ل|ك)/, /^(و|ف)/].map((re) => phrase.replace(re, ''));
        w = bare.map((b) => WILAYA_PHRASES.get(b)).find(Boolean);
      }
      if (!w && size === 1 && phrase.length >= 5 && !COUNTRY.has(phrase) && !/[\u0600-\u06ff]/.test(phrase)) {
        // One typo in a one-word wilaya name: "constantin", "tlemcene". Latin letters only: in Arabic
        // one letter apart is another word ("الأسئلة" is not "المسيلة").
        for (const [name, candidate] of WILAYA_PHRASES) {
          if (!name.includes(' ') && name.length >= 5 && name[0] === phrase[0] && editDistance(phrase, name, typoBudget(name.length)) <= Math.min(1, typoBudget(name.length))) {
            w = candidate;
            break;
          }
        }
      }
      if (w) return { wilaya: w, span: [start, start + size], country };
    }
  }
  return { country };
}

// ---- Order numbers ------------------------------------------------------------------------------

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i;

export function findOrderRef(raw: string): string | undefined {
  const full = UUID.exec(raw)?.[0];
  if (full) return full.toLowerCase();
  const short = /#\s?([0-9a-f]{8})\b/i.exec(raw)?.[1];
  if (short) return short.toLowerCase();
  // Without '#': an 8-character hex word with a digit in it, next to the word order/commande.
  if (/command|order|طلب/i.test(raw)) {
    const bare = /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8}\b/i.exec(raw)?.[0];
    if (bare) return bare.toLowerCase();
  }
  return undefined;
}

// ---- Prices -------------------------------------------------------------------------------------

const NUMBER = String.raw`(\d{1,3}(?:[ .\u00a0\u202f]\d{3})+|\d+)(?:[.,](\d{1,2}))?\s*(k|mille)?`;
const UNIT = String.raw`\s*(?:da|dzd|dinars?|douros?|دج|دينار)?`;
const MAX_WORDS = String.raw`moins de|moins que|moins cher que|sous|en dessous de|au dessous de|max(?:imum)?|pas plus de|jusqu a|inferieur a|inferieurs a|budget(?: de)?|under|below|less than|up to|at most|cheaper than|no more than|within|a9al men|9al men|a9el men|ma yfoutch|اقل من|تحت`;
const MIN_WORDS = String.raw`plus de|au moins|minimum|superieur a|over|above|more than|at least|اكثر من`;

function amount(digits: string, cents: string | undefined, k: string | undefined): number {
  const units = Number(digits.replace(/[ .\u00a0\u202f]/g, ''));
  const value = (k ? units * 1000 : units) * 100 + (cents ? Number(cents.padEnd(2, '0')) : 0);
  return value;
}

/** A price limit: "moins de 1 000 DA", "under 1500 da", "entre 500 et 2000 DA", "budget 2k". */
export function findPrice(raw: string, hasFindSignal: boolean): PriceLimit | undefined {
  const t = raw
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, ' ')
    .replace(/(\d)(da|dzd|k)\b/g, '$1 $2')
    .replace(/\s+/g, ' ');
  const between = new RegExp(String.raw`(?:entre|between|de|from)\s+${NUMBER}${UNIT}\s+(?:et|and|a|to|-)\s+${NUMBER}${UNIT}`).exec(t);
  if (between) {
    const a = amount(between[1]!, between[2], between[3]);
    const b = amount(between[4]!, between[5], between[6]);
    if (/da|dinar|douro|دج/.test(between[0]) || hasFindSignal) return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  const max = new RegExp(String.raw`(?:${MAX_WORDS})\s*:?\s*${NUMBER}${UNIT}|<\s*${NUMBER}${UNIT}`).exec(t);
  if (max) return { max: max[1] ? amount(max[1], max[2], max[3]) : amount(max[4]!, max[5], max[6]) };
  const min = new RegExp(String.raw`(?:${MIN_WORDS})\s*${NUMBER}${UNIT}|>\s*${NUMBER}${UNIT}`).exec(t);
  if (min && /da|dinar|douro|دج/.test(min[0])) return { min: min[1] ? amount(min[1], min[2], min[3]) : amount(min[4]!, min[5], min[6]) };
  // "une plante à 1000 DA", "a 1500 da plant": a budget.
  const bare = new RegExp(String.raw`(?:^|\s)${NUMBER}\s*(?:da|dzd|dinars?|douros?|دج)(?:\s|$)`).exec(t);
  if (bare && hasFindSignal) return { max: amount(bare[1]!, bare[2], bare[3]) };
  return undefined;
}

// ---- The lexicon --------------------------------------------------------------------------------

const BY_FIRST_WORD: Map<string, LexiconEntry[]> = (() => {
  const map = new Map<string, LexiconEntry[]>();
  for (const entry of LEXICON) {
    const first = entry.words[0]!;
    const key = first.endsWith('*') ? `*${first.slice(0, 2)}` : first;
    const list = map.get(key) ?? [];
    list.push(entry);
    map.set(key, list);
  }
  return map;
})();

/**
 * The lexicon's word for another spelling of it, in a message written in darija: "kifash" → "kifach",
 * "nesqi" → "nsgi", "3end" → "3and" (chat.text.ts `arabiziSkeleton`). A skeleton two lexicon words
 * share is left out unless they say the same thing.
 */
const DARIJA_SPELLINGS: Map<string, string> = (() => {
  const byKey = new Map<string, { word: string; signals: string } | null>();
  const signalsOf = new Map<string, string[]>();
  for (const entry of LEXICON) {
    const said = entry.signals.map((x) => `${x.name}:${x.weight}`).join(' ');
    for (const word of entry.words) if (!word.endsWith('*') && !hasArabicScript(word)) signalsOf.set(word, [...(signalsOf.get(word) ?? []), `${entry.words.length}|${said}`]);
  }
  for (const [word, said] of signalsOf) {
    const key = usableSkeleton(word);
    if (!key) continue;
    const signals = said.sort().join(' / ');
    const known = byKey.get(key);
    if (known === undefined) byKey.set(key, { word, signals });
    else if (known && known.signals !== signals) byKey.set(key, null);
  }
  return new Map([...byKey].flatMap(([key, v]) => (v ? [[key, v.word] as const] : [])));
})();

export function darijaSpelling(token: string): string | undefined {
  const key = usableSkeleton(token);
  return key ? DARIJA_SPELLINGS.get(key) : undefined;
}

const wordMatches = (pattern: string, token: string) => (pattern.endsWith('*') ? token.startsWith(pattern.slice(0, -1)) : pattern === token);

/** Every lexicon phrase in the words (overlaps allowed: "frais de livraison" also counts "livraison"). */
function matchLexicon(tokens: readonly string[]): { signals: Map<string, number>; used: boolean[] } {
  const signals = new Map<string, number>();
  const used = new Array<boolean>(tokens.length).fill(false);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const candidates = [...(BY_FIRST_WORD.get(token) ?? []), ...(BY_FIRST_WORD.get(`*${token.slice(0, 2)}`) ?? [])];
    for (const entry of candidates) {
      if (i + entry.words.length > tokens.length) continue;
      if (!entry.words.every((w, k) => wordMatches(w, tokens[i + k]!))) continue;
      for (let k = 0; k < entry.words.length; k++) used[i + k] = true;
      for (const { name, weight } of entry.signals) signals.set(name, (signals.get(name) ?? 0) + weight);
    }
  }
  return { signals, used };
}

const NEEDS: Need[] = ['sun', 'partial', 'shade', 'bright', 'dry', 'pet', 'easy', 'indoor', 'outdoor', 'cheap', 'flower', 'scent', 'edible', 'trailing', 'gift'];
const CATEGORIES: CategoryKey[] = ['cacti', 'succulents', 'herbs', 'flowering', 'trees', 'ferns', 'aquatic', 'houseplants'];

// ---- Putting it together ------------------------------------------------------------------------

/** `reader`: the reader's language (the request's), for a message that does not say its own. */
export function understand(raw: string, knowledge: Pick<Knowledge, 'names' | 'vocabulary'>, reader: Locale, context?: ChatContext): Understanding {
  const typed = normalise(raw).split(' ').filter(Boolean);
  const guess = detectLanguage(raw, typed, reader);
  // Darija in Latin letters is spelled many ways: each word the lexicon's way first, then typos.
  const tokens = typed.map((t) => (guess.darija && !knowledge.vocabulary.has(t) ? darijaSpelling(t) : undefined) ?? knowledge.vocabulary.correct(t));
  const { signals, used } = matchLexicon(tokens);
  const s = (name: string) => Math.max(0, signals.get(name) ?? 0);

  const { wilaya, span, country } = findWilaya(tokens);
  const orderRef = findOrderRef(raw);
  const names = knowledge.names.match(tokens).filter((m) => !span || m.end <= span[0] || m.start >= span[1]);
  // A named plant explains its words: "cactus de Noël" is a plant, not the cacti category.
  const inName = (i: number) => names.some((m) => i >= m.start && i < m.end);
  const plantNamed = names.length > 0;
  const nameSignals = matchLexicon(tokens.map((t, i) => (inName(i) ? '' : t))).signals;
  const ns = (name: string) => Math.max(0, nameSignals.get(name) ?? 0);

  const findSignal = s('find') + NEEDS.reduce((sum, n) => sum + ns(`need.${n}`), 0) > 0;
  const price = findPrice(raw, findSignal || s('price') > 0);
  const needs = new Set<Need>(NEEDS.filter((n) => ns(`need.${n}`) >= 0.5));
  if (price?.max !== undefined) needs.delete('cheap');
  const categories = new Set<CategoryKey>(CATEGORIES.filter((c) => ns(`cat.${c}`) >= 0.5));

  const rest = tokens.filter((t, i) => !used[i] && !inName(i) && !STOPWORDS.has(t) && !(span && i >= span[0] && i < span[1]) && !/^\d+$/.test(t));

  const scores: Partial<Record<ChatTopic, number>> = {};
  const add = (topic: ChatTopic, score: number) => {
    if (score > 0) scores[topic] = (scores[topic] ?? 0) + score;
  };

  const shippingNamed = s('shipping') + s('ship.price') + (wilaya ? 1 : 0);
  // "gratuit" or "combien de jours" alone may be about anything ("l'identification est gratuite ?", "combien de
  // jours pour retourner…"): they count fully only next to a shipping word or a wilaya.
  const shippingWords = s('shipping') + s('ship.price') + (s('ship.delay') * 0.7 + s('ship.free')) * (shippingNamed > 0 ? 1 : 0.4);
  add('shipping', shippingWords + (wilaya ? 1.5 + (s('q.howmuch') + s('q.when')) * 0.5 : 0) + (shippingWords > 0 ? s('q.howmuch') * 0.3 : 0));
  add('returns', s('returns') + s('ret.refund') * 0.5 + s('ret.guarantee'));
  add('payment', s('payment') + s('pay.cod') + s('pay.card') * 0.5 + s('pay.transfer') * 0.5 + s('pay.ccp') * 0.5);
  const orderStatus = s('order.status') + s('order.last') + (orderRef ? 3 : 0) + (s('order') > 0 ? s('order.mine') : 0);
  add('order', orderStatus > 0 ? orderStatus + s('order') * 0.5 + s('order.cancel') : s('order.cancel'));
  // Ordering or following an order without an account: the order answer's own case.
  add('order', s('guest') * 1.5);
  const careWords =
    s('care') + s('care.water') + s('care.light') + s('care.repot') + s('care.feed') + s('care.prune') + s('care.problem') + s('care.toxic') + s('care.winter') +
    // "is the spider plant safe for cats?": about a named plant, pets are a care question.
    (plantNamed ? ns('need.pet') : 0);
  const needCount = needs.size + categories.size * 0.5;
  if (plantNamed) {
    add('care', careWords > 0 ? careWords + 1.5 : 0);
    add('product', 1 + s('price') + s('stock') + s('size') + (s('q.howmuch') > 0 && !wilaya && shippingWords === 0 ? 1 : 0) + s('find') * 0.5);
  } else {
    add('care', careWords * 0.6);
    add('find', s('find') + needCount * 1.2 + (price ? 2 : 0) + (categories.size > 0 && (s('price') + s('stock')) > 0 ? 1 : 0));
  }
  add('hours', s('hours'));
  add('contact', s('contact'));
  add('human', s('human'));
  add('faq', s('identify') + s('account') + s('order.how') * 1.2 + s('offers') * 1.5 + (s('care.problem') > 0 && !plantNamed ? s('care.problem') : 0));
  // Greetings and thanks count only alone: "bonjour, combien la livraison ?" is a shipping question.
  const substantive = Object.values(scores).reduce((a, b) => a + b, 0);
  if (substantive === 0) {
    add('greeting', s('greeting'));
    add('thanks', s('thanks'));
  }

  // A follow-up keeps the last topic: "et pour Oran ?" after a shipping answer, "et la lumière ?" after care.
  if (context?.topic) {
    if (wilaya && context.topic === 'shipping') add('shipping', 1);
    if (!plantNamed && careWords > 0 && context.topic === 'care') add('care', 1.5);
    if (!plantNamed && (s('price') + s('stock') + s('size')) > 0 && context.topic === 'product') add('product', 1.5);
  }

  const topics = (Object.entries(scores) as [ChatTopic, number][])
    .filter(([, score]) => score > 0)
    .map(([topic, score]) => ({ topic, score }))
    .sort((a, b) => b.score - a.score);

  return {
    lang: guess.lang,
    arabicScript: guess.arabicScript,
    tokens,
    rest,
    signals,
    wilaya,
    country,
    orderRef,
    names,
    price,
    needs,
    categories,
    topics,
  };
}
