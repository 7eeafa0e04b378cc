import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as frenchStem } from '@orama/stemmers/french';
import type { Locale } from '@shared/messages';

/**
 * Text handling for the Plant Assistant: one normal form for what customers type (French, English,
 * darija in Latin letters with digits — "ch7al", "3andkom" — and Arabic script), stemming for the
 * search index, and a small edit distance for typos.
 */

const ARABIC_LETTER = /[\u0600-\u06ff]/;
const ARABIC_MARKS = /[\u064b-\u065f\u0670\u0640]/g;
const LATIN_MARKS = /[\u0300-\u036f]/g;

export function hasArabicScript(text: string): boolean {
  return ARABIC_LETTER.test(text);
}

/**
 * Lower case, no accents, Arabic letters unified (hamza forms → alef, tā' marbūṭa → hā', alif
 * maqṣūra → yā'), apostrophes and punctuation as spaces. Digits stay: they are prices, wilaya codes
 * and darija letters (3 = ع, 7 = ح, 9 = ق).
 */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(LATIN_MARKS, '')
    .replace(ARABIC_MARKS, '')
    .replace(/[ٱأإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[^a-z0-9\u0621-\u064a]+/g, ' ')
    .trim();
}

export function tokenize(text: string): string[] {
  const n = normalise(text);
  return n ? n.split(' ') : [];
}

/**
 * The stems a word is indexed and searched under: French (Snowball) and English (Porter) — the
 * catalogue is written in English, the help pages in French, and customers write both.
 */
export function stems(word: string): string[] {
  if (word.length <= 3 || /\d/.test(word) || ARABIC_LETTER.test(word)) return [word];
  const known = stemCache.get(word);
  if (known) return known;
  const fr = frenchStem(word);
  const en = englishStem(word);
  const result = fr === en ? [fr] : [fr, en];
  // Indexing a large catalogue stems the same words again and again: remember them (bounded).
  if (stemCache.size > 100_000) stemCache.clear();
  stemCache.set(word, result);
  return result;
}

const stemCache = new Map<string, string[]>();

/** Function words of both languages: left out of the index and of the search query. */
export const STOPWORDS = new Set(
  (
    'a à au aux avec ce ces cet cette c ça ca d dans de des du elle elles en est et etre être il ils je j l la le les leur leurs lui ' +
    'm ma mais me mes moi mon n ne nos notre nous on ou où par pas pour qu que quel quelle quelles quels qui s sa se ses si son sur ' +
    't ta te tes toi ton tu un une vos votre vous y suis es sont ai as avez ont fait faire peut peux puis plus tres très bien aussi ' +
    'svp stp merci bonjour salut ' +
    'the an of to in on at for with and or is are was be been am do does did my your our their his her its it this that these those ' +
    'i you we they he she me us them what which who how can could would should will shall may might please there here from by as ' +
    'about any some have has had get got hi hello thanks thank ' +
    'في من إلى الى على عن هل كم ما ماذا كيف أين متى هذا هذه هذي أنا أنت نحن لي لك لكم مع أو و أن إن هو هي عند كل'
  )
    .split(' ')
    .map((w) => normalise(w)),
);

/**
 * French function words and question words: evidence that the customer writes French. "a" counts
 * for both languages: French "à" typed without its accent, or "il a".
 */
const FRENCH_WORDS = new Set(
  (
    'a le la les des du de un une et est pour avec sans dans sur je j tu vous nous mon ma mes votre vos quel quelle quels quelles ' +
    'combien comment quand pourquoi ou où qui que quoi c est ce cette ces pas plus peu moins tres très bonjour salut merci bonsoir ' +
    'livraison plante plantes arroser arrosage commande retour retourner paiement payer prix jours heures ouvert fermé peut puis ' +
    'faut besoin soleil ombre eau chat chien animaux cher moins jusqu chez aux au avez êtes suis veux voudrais cherche aimerais ' +
    'fleurs fleur entretien lumière intérieur extérieur balcon terrasse jardin livrez livrer expédition remboursement délai'
  )
    .split(' ')
    .map((w) => normalise(w)),
);

/** English function words and question words: evidence that the customer writes English. */
const ENGLISH_WORDS = new Set(
  (
    'the a an of to in on for with without and is are was do does did my your how what when where which who why can could would ' +
    'much many long little less than under below over above cheap please hello hi thanks thank you i me we our plant plants water ' +
    'watering shipping delivery deliver order orders return returns refund pay payment price cost hours open closed need needs want ' +
    'looking recommend suggest sun shade light indoor outdoor garden balcony pet pets safe cat cats dog dogs care it this that have ' +
    'has get there any some easy beginner day days week weeks store shop buy'
  )
    .split(' ')
    .map((w) => normalise(w)),
);

/**
 * Darija written in Latin letters: evidence of an Algerian customer, who gets French. Words only
 * (no digits alone); the forms with 3/7/9 stand for ع/ح/ق.
 */
const DARIJA_WORDS = new Set(
  (
    'wach wesh ouach chhal ch7al chhal chehal 9adach qadach kadach gadach 9adeh kayen kayn kaine kain 3andkom andkom 3andek nheb n7eb ' +
    'nhab bghit habit nchri nechri nechrilha tewsel twsel toussel twasslou tewslou yweslou wa9tach waktach wektach ouaktach wa9t ' +
    'ta3i taai dyali dyal lma el ma chems chams nsgi nesgi nsa9i sgi lwilaya fel fi bla blech blach draham drahem dourou douro ' +
    'saha sahit y3tik ya3tik khouya khti kho sahbi mlih mli7 bezaf bzaf chwiya chwia chouia kifach kifech kifah kif win fin wa9tah ' +
    'salam slm rani raki rakom nkhalles nkhales nkhles nrejja3 nraja3 nrajaa nbeddel commanda commandit commandite ' +
    'lazem ndir bach rahi mazal nchouf ncommandi nsuivi nrodj tjini twasslou wla'
  ).split(' '),
);

/** The darija words' skeletons: another spelling of one of them is darija too ("kifash", "wesh"). */
const DARIJA_SKELETONS = new Set([...DARIJA_WORDS].map(usableSkeleton).filter((k): k is string => !!k));

/** Evidence of darija in Latin letters: a known word, another spelling of one, or Arabizi digits. */
export const isDarijaWord = (token: string): boolean => {
  if (DARIJA_WORDS.has(token) || looksArabizi(token)) return true;
  const skeleton = usableSkeleton(token);
  return !!skeleton && !FRENCH_WORDS.has(token) && !ENGLISH_WORDS.has(token) && DARIJA_SKELETONS.has(skeleton);
};

/**
 * One spelling for the many ways a darija word is typed in Latin letters (Arabizi): "ch7al", "chhal",
 * "cha7al" and "chehal" are one word, so are "kifach", "kifash" and "kifech", or "nsgi", "nesqi" and
 * "nsa9i". The digits stand for Arabic letters (7 = ح, 3 = ع, 9 = ق, 2 = ء, 5 = خ); sh/ch, kh/5, dj/j,
 * ou/w and g/k/q/9 are written alike; short vowels, ع and ء (which people drop or write as a vowel) and
 * doubled letters go. Two words with one skeleton are taken for one only where nothing else tells them
 * apart (chat.understand.ts `darijaSpelling`).
 */
export function arabiziSkeleton(word: string): string {
  return word
    .replace(/sh/g, 'ch')
    .replace(/kh/g, '5')
    .replace(/gh/g, '8')
    .replace(/dj/g, 'j')
    .replace(/ou/g, 'w')
    .replace(/7/g, 'h')
    .replace(/[9gkq]/g, 'q')
    .replace(/[aeiou23]/g, '')
    .replace(/(.)\1+/g, '$1');
}

/** A skeleton long enough to stand for one word: three letters, or two when the word shows an Arabizi digit. */
export function usableSkeleton(word: string): string | undefined {
  const skeleton = arabiziSkeleton(word);
  return skeleton.length >= 3 || (skeleton.length === 2 && /[23579]/.test(word)) ? skeleton : undefined;
}

/**
 * A word written with Arabizi digits among its letters ("ta3i", "n9der", "ch7al"): darija, whatever its
 * spelling. Not an order number (hexadecimal), a wilaya code ("w16") or an amount ("2k", "1500da").
 */
export function looksArabizi(word: string): boolean {
  return /[a-z][23579]|[23579][a-z]/.test(word) && !/^[0-9a-f]{6,}$/.test(word) && !/^w\d+$/.test(word) && !/^\d+(k|da|dzd)$/.test(word);
}

export interface LanguageGuess {
  /** The answer's language. */
  lang: Locale;
  /** Arabic letters in the message: the answer is in Arabic. */
  arabicScript: boolean;
  darija: boolean;
  /** True when the message itself decided the language; false when the reader's language did. */
  fromMessage: boolean;
}

/**
 * The answer's language. Arabic script gets Arabic. Darija in Latin letters gets the reader's
 * language when it is Arabic, else French (the shop's help pages are in French): like darija in
 * Arabic script, which gets the Arabic voice, it has no reply mode of its own
 * (docs/decisions/030-assistant-darija-and-guests.md). Otherwise French
 * or English when the words clearly say so (at least one more word of one than of the other); a
 * message with no such clue ("aloe vera", "16") gets the reader's language (`request.locale`).
 */
export function detectLanguage(raw: string, tokens: readonly string[], reader: Locale): LanguageGuess {
  const arabicScript = hasArabicScript(raw);
  let fr = 0;
  let en = 0;
  let dz = 0;
  for (const t of tokens) {
    if (FRENCH_WORDS.has(t)) fr++;
    if (ENGLISH_WORDS.has(t)) en++;
    if (isDarijaWord(t)) dz++;
  }
  // Letters only French uses.
  if (/[éèêàçùûôî]/i.test(raw)) fr += 1.5;
  if (/\b(it'?s|don'?t|what'?s|i'?m|can'?t)\b/i.test(raw)) en += 1.5;
  const darija = dz > 0;
  if (arabicScript) return { lang: 'ar', arabicScript, darija, fromMessage: true };
  if (darija) return { lang: reader === 'ar' ? 'ar' : 'fr', arabicScript, darija, fromMessage: true };
  if (Math.abs(en - fr) >= 1) return { lang: en > fr ? 'en' : 'fr', arabicScript, darija, fromMessage: true };
  return { lang: reader, arabicScript, darija, fromMessage: false };
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), or `max + 1` as soon
 * as it is certain to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const cols = b.length + 1;
  let prev2 = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  let prevMin = 0;
  for (let i = 1; i <= a.length; i++) {
    const cur = new Array<number>(cols).fill(0);
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    // Two rows above the bound: nothing later can come back under it (a swap reaches back one row).
    if (rowMin > max && prevMin > max) return max + 1;
    prevMin = rowMin;
    prev2 = prev;
    prev = cur;
  }
  return prev[cols - 1]!;
}

/** How many typos a word of this length may carry and still be recognised. */
export function typoBudget(length: number): number {
  if (length >= 8) return 2;
  if (length >= 5) return 1;
  return 0;
}

/**
 * A vocabulary that corrects typos: a known word stays as typed; an unknown one becomes the closest
 * known word within its typo budget (same first letter for two typos), else stays as typed.
 */
export class Vocabulary {
  private readonly words = new Set<string>();
  /** By first letter, then length: a typo rarely touches the first letter. */
  private readonly buckets = new Map<string, Map<number, string[]>>();
  private readonly prefixes: string[] = [];
  private readonly memo = new Map<string, string>();

  add(word: string): void {
    if (!word || this.words.has(word)) return;
    this.words.add(word);
    if (word.length < 4) return;
    let byLength = this.buckets.get(word[0]!);
    if (!byLength) this.buckets.set(word[0]!, (byLength = new Map()));
    const list = byLength.get(word.length) ?? [];
    list.push(word);
    byLength.set(word.length, list);
  }

  /** Words starting with this stem count as known ("arros" covers arroser, arrosage…). */
  addPrefix(stem: string): void {
    this.prefixes.push(stem);
  }

  /**
   * An Arabic word the vocabulary knows once its attached conjunction or preposition is taken off
   * ("والدفع" → "الدفع", "بالتوصيل" → "التوصيل", "للتوصيل" → "التوصيل", "وطلبي" → "طلبي"); else as typed.
   */
  private withoutClitics(word: string): string {
    const variants = [
      word.replace(/^(و|ف)/, ''),
      word.replace(/^(و|ف)?(ب|ك)(?=ال)/, ''),
      word.replace(/^(و|ف)?لل/, 'ال'),
      word.replace(/^(و|ف)?(ب|ل|ك)/, ''),
      word.replace(/^(و|ف)?(ب|ل|ك)?ال/, ''),
    ];
    return variants.find((v) => v !== word && v.length >= 2 && this.words.has(v)) ?? word;
  }

  has(word: string): boolean {
    return this.words.has(word) || this.prefixes.some((p) => word.startsWith(p));
  }

  correct(word: string): string {
    if (this.has(word) || /\d/.test(word)) return word;
    if (ARABIC_LETTER.test(word)) return this.withoutClitics(word);
    const budget = typoBudget(word.length);
    if (budget === 0) return word;
    const known = this.memo.get(word);
    if (known !== undefined) return known;
    let best: string | undefined;
    let bestDistance = budget + 1;
    const byLength = this.buckets.get(word[0]!);
    for (let len = word.length - budget; byLength && len <= word.length + budget; len++) {
      for (const candidate of byLength.get(len) ?? []) {
        // Two typos only between words of about the same length ("lavendre" → lavande, not "tombante" → tomate).
        if (Math.abs(candidate.length - word.length) > 1 && bestDistance > 1 && budget === 2) {
          if (editDistance(word, candidate, 1) > 1) continue;
        }
        const d = editDistance(word, candidate, bestDistance - 1);
        if (d < bestDistance) {
          best = candidate;
          bestDistance = d;
          if (d === 1) break;
        }
      }
    }
    const result = best ?? word;
    if (this.memo.size > 10_000) this.memo.clear();
    this.memo.set(word, result);
    return result;
  }
}
